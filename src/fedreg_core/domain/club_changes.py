"""The changes a club's users (and admins) may make to a club, and admins to the settings."""

from dataclasses import dataclass, fields, replace

from fedreg_core.domain.changes import KEEP, Keep, kept
from fedreg_core.domain.entities import Club, Settings


@dataclass(frozen=True, kw_only=True)
class ClubChanges:
    name: str | Keep = KEEP
    short_name: str | Keep = KEEP
    city: str | Keep = KEEP
    address: str | Keep = KEEP
    email: str | Keep = KEEP
    contact: str | Keep = KEEP
    mobile: str | Keep = KEEP
    website: str | Keep = KEEP
    is_blocked: bool | Keep = KEEP

    def applied_to(self, entity: Club) -> Club:
        return replace(
            entity,
            name=kept(self.name, entity.name),
            short_name=kept(self.short_name, entity.short_name),
            city=kept(self.city, entity.city),
            address=kept(self.address, entity.address),
            email=kept(self.email, entity.email),
            contact=kept(self.contact, entity.contact),
            mobile=kept(self.mobile, entity.mobile),
            website=kept(self.website, entity.website),
            is_blocked=kept(self.is_blocked, entity.is_blocked),
        )


@dataclass(frozen=True, kw_only=True)
class SettingsChanges:
    title: str | Keep = KEEP
    description: str | Keep = KEEP
    disable_edit: bool | Keep = KEEP
    disable_create: bool | Keep = KEEP
    show_disciplines: bool | Keep = KEEP
    clubs_may_set_no_pay: bool | Keep = KEEP

    def sent(self) -> frozenset[str]:
        """The names of the fields that were sent (they are the entity's field names)."""
        return frozenset(
            f.name for f in fields(self) if not isinstance(getattr(self, f.name), Keep)
        )

    def applied_to(self, entity: Settings) -> Settings:
        return replace(
            entity,
            title=kept(self.title, entity.title),
            description=kept(self.description, entity.description),
            disable_edit=kept(self.disable_edit, entity.disable_edit),
            disable_create=kept(self.disable_create, entity.disable_create),
            show_disciplines=kept(self.show_disciplines, entity.show_disciplines),
            clubs_may_set_no_pay=kept(self.clubs_may_set_no_pay, entity.clubs_may_set_no_pay),
        )
