"""The signed-in user's profile: name, e-mail, UI language and which notices they get by
mail. A partial change: fields not sent keep their value."""

from dataclasses import dataclass, replace

from fedreg_core.domain.changes import KEEP, Keep, kept
from fedreg_core.domain.entities import User
from fedreg_core.domain.errors import NotFound
from fedreg_core.domain.names import clean_name
from fedreg_core.domain.rules import Validation
from fedreg_core.messages import LANGUAGES
from fedreg_core.ports.site import Account
from fedreg_core.ports.unit_of_work import AccountWork
from fedreg_core.services.accounts import account_of, ensure_email_is_free, normalize_email


@dataclass(frozen=True, slots=True)
class ProfileChanges:
    name: str | Keep = KEEP
    email: str | Keep = KEEP
    language: str | Keep = KEEP
    mail_applications_open: bool | Keep = KEEP
    mail_entry_confirmation: bool | Keep = KEEP
    mail_deadline_reminder: bool | Keep = KEEP

    def applied_to(self, user: User) -> User:
        """``user`` with the sent fields changed (the e-mail as given: normalize first)."""
        user.name = clean_name(kept(self.name, user.name))
        user.email = kept(self.email, user.email)
        user.language = kept(self.language, user.language)
        user.mail_applications_open = kept(self.mail_applications_open, user.mail_applications_open)
        user.mail_entry_confirmation = kept(
            self.mail_entry_confirmation, user.mail_entry_confirmation
        )
        user.mail_deadline_reminder = kept(self.mail_deadline_reminder, user.mail_deadline_reminder)
        return user


def _check(changes: ProfileChanges) -> None:
    v = Validation()
    if not isinstance(changes.name, Keep):
        v.name("name", changes.name)
    if not isinstance(changes.email, Keep):
        v.email("email", changes.email)
    if not isinstance(changes.language, Keep):
        v.check("language", changes.language in LANGUAGES, "choice")
    v.raise_if_broken()


async def update_profile(uow: AccountWork, user_id: int, changes: ProfileChanges) -> Account:
    """Change the sent fields; ``RuleBroken`` per field, ``Conflict`` for a taken e-mail."""
    _check(changes)
    async with uow:
        user = await uow.users.get(user_id)
        if user is None:
            raise NotFound
        if not isinstance(changes.email, Keep):
            await ensure_email_is_free(uow, changes.email, owner_id=user_id)
            changes = replace(changes, email=normalize_email(changes.email))
        await uow.users.update(changes.applied_to(user))
        await uow.commit()
        return await account_of(uow, user)
