"""The changes admins may make to a tournament (its form) and to a club's deduction.

The tournament form sends its eight fees flat; ``fee_amounts`` gives the schedule they make
with the fees kept, so the fee rules can check it before a ``FeeSchedule`` is built.
"""

from dataclasses import dataclass, replace
from datetime import date, datetime

from fedreg_core.domain.changes import KEEP, Keep, kept
from fedreg_core.domain.entities import ClubDeduction, Tournament
from fedreg_core.fees import FeeSchedule


@dataclass(frozen=True, kw_only=True)
class TournamentChanges:
    single_fee_1: int | Keep = KEEP
    single_fee_1_break: int | Keep = KEEP
    single_fee_2: int | Keep = KEEP
    single_fee_2_break: int | Keep = KEEP
    single_fee_other: int | Keep = KEEP
    single_fee_other_break: int | Keep = KEEP
    team_fee: int | Keep = KEEP
    team_fee_break: int | Keep = KEEP
    name: str | Keep = KEEP
    description: str | Keep = KEEP
    start_date: datetime | Keep = KEEP
    end_date: datetime | Keep | None = KEEP
    registration_open: bool | Keep = KEEP
    is_public: bool | Keep = KEEP
    public_entries: bool | Keep = KEEP
    discipline_ids: list[int] | Keep = KEEP
    team_discipline_ids: list[int] | Keep = KEEP
    is_archived: bool | Keep = KEEP
    event_date: date | Keep | None = KEEP
    require_medical: bool | Keep = KEEP
    place: str | Keep = KEEP

    def fee_amounts(self, current: FeeSchedule) -> dict[str, int]:
        """Every fee by its ``FeeSchedule`` field name: the one sent, or the current one."""
        return {
            "single_fee_1": kept(self.single_fee_1, current.single_fee_1),
            "single_fee_1_break": kept(self.single_fee_1_break, current.single_fee_1_break),
            "single_fee_2": kept(self.single_fee_2, current.single_fee_2),
            "single_fee_2_break": kept(self.single_fee_2_break, current.single_fee_2_break),
            "single_fee_other": kept(self.single_fee_other, current.single_fee_other),
            "single_fee_other_break": kept(
                self.single_fee_other_break, current.single_fee_other_break
            ),
            "team_fee": kept(self.team_fee, current.team_fee),
            "team_fee_break": kept(self.team_fee_break, current.team_fee_break),
        }

    def applied_to(self, entity: Tournament) -> Tournament:
        """The fees must have passed the fee rules (``FeeSchedule`` refuses broken ones)."""
        return replace(
            entity,
            fees=FeeSchedule(**self.fee_amounts(entity.fees)),
            name=kept(self.name, entity.name),
            description=kept(self.description, entity.description),
            start_date=kept(self.start_date, entity.start_date),
            end_date=kept(self.end_date, entity.end_date),
            registration_open=kept(self.registration_open, entity.registration_open),
            is_public=kept(self.is_public, entity.is_public),
            public_entries=kept(self.public_entries, entity.public_entries),
            discipline_ids=kept(self.discipline_ids, entity.discipline_ids),
            team_discipline_ids=kept(self.team_discipline_ids, entity.team_discipline_ids),
            is_archived=kept(self.is_archived, entity.is_archived),
            event_date=kept(self.event_date, entity.event_date),
            require_medical=kept(self.require_medical, entity.require_medical),
            place=kept(self.place, entity.place),
        )


@dataclass(frozen=True, kw_only=True)
class ClubDeductionChanges:
    club_id: int | Keep = KEEP
    tournament_id: int | Keep = KEEP
    deduction: int | Keep = KEEP

    def applied_to(self, entity: ClubDeduction) -> ClubDeduction:
        return replace(
            entity,
            club_id=kept(self.club_id, entity.club_id),
            tournament_id=kept(self.tournament_id, entity.tournament_id),
            deduction=kept(self.deduction, entity.deduction),
        )
