"""The changes a client may make to a club's people: members, coaches, referees, officials."""

from dataclasses import dataclass, replace
from datetime import date

from fedreg_core.domain.changes import KEEP, Keep, kept
from fedreg_core.domain.entities import Coach, Member, Official, Referee
from fedreg_core.domain.enums import RefereeRang


@dataclass(frozen=True, kw_only=True)
class PersonChanges:
    """What every kind of person has: the club and the names."""

    club_id: int | Keep = KEEP
    first_name: str | Keep = KEEP
    last_name: str | Keep = KEEP


@dataclass(frozen=True, kw_only=True)
class MemberChanges(PersonChanges):
    born: date | Keep = KEEP
    is_male: bool | Keep = KEEP
    belt: str | Keep = KEEP
    no_pay: bool | Keep = KEEP
    always_pays: bool | Keep = KEEP
    weight_hg: int | Keep | None = KEEP
    medical_valid_until: date | Keep | None = KEEP
    licence_number: str | Keep | None = KEEP

    def applied_to(self, entity: Member) -> Member:
        return replace(
            entity,
            club_id=kept(self.club_id, entity.club_id),
            first_name=kept(self.first_name, entity.first_name),
            last_name=kept(self.last_name, entity.last_name),
            born=kept(self.born, entity.born),
            is_male=kept(self.is_male, entity.is_male),
            belt=kept(self.belt, entity.belt),
            no_pay=kept(self.no_pay, entity.no_pay),
            always_pays=kept(self.always_pays, entity.always_pays),
            weight_hg=kept(self.weight_hg, entity.weight_hg),
            medical_valid_until=kept(self.medical_valid_until, entity.medical_valid_until),
            licence_number=kept(self.licence_number, entity.licence_number),
        )


@dataclass(frozen=True, kw_only=True)
class CoachChanges(PersonChanges):
    no_certificate_wff: str | Keep = KEEP
    no_fudokan_passport: str | Keep = KEEP

    def applied_to(self, entity: Coach) -> Coach:
        return replace(
            entity,
            club_id=kept(self.club_id, entity.club_id),
            first_name=kept(self.first_name, entity.first_name),
            last_name=kept(self.last_name, entity.last_name),
            no_certificate_wff=kept(self.no_certificate_wff, entity.no_certificate_wff),
            no_fudokan_passport=kept(self.no_fudokan_passport, entity.no_fudokan_passport),
        )


@dataclass(frozen=True, kw_only=True)
class RefereeChanges(PersonChanges):
    dan: int | Keep = KEEP
    rang: RefereeRang | Keep = KEEP
    rang_other: str | Keep = KEEP
    no_certificate_wff: str | Keep = KEEP
    no_referee_certificate_wff: str | Keep = KEEP
    no_fudokan_passport: str | Keep = KEEP

    def applied_to(self, entity: Referee) -> Referee:
        return replace(
            entity,
            club_id=kept(self.club_id, entity.club_id),
            first_name=kept(self.first_name, entity.first_name),
            last_name=kept(self.last_name, entity.last_name),
            dan=kept(self.dan, entity.dan),
            rang=kept(self.rang, entity.rang),
            rang_other=kept(self.rang_other, entity.rang_other),
            no_certificate_wff=kept(self.no_certificate_wff, entity.no_certificate_wff),
            no_referee_certificate_wff=kept(
                self.no_referee_certificate_wff, entity.no_referee_certificate_wff
            ),
            no_fudokan_passport=kept(self.no_fudokan_passport, entity.no_fudokan_passport),
        )


@dataclass(frozen=True, kw_only=True)
class OfficialChanges(PersonChanges):
    funct: str | Keep = KEEP

    def applied_to(self, entity: Official) -> Official:
        return replace(
            entity,
            club_id=kept(self.club_id, entity.club_id),
            first_name=kept(self.first_name, entity.first_name),
            last_name=kept(self.last_name, entity.last_name),
            funct=kept(self.funct, entity.funct),
        )
