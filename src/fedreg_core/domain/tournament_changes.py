"""The changes admins may make to a tournament (its form) and to a club's deduction.

The tournament form sends its eight fees flat; ``fee_amounts`` gives the schedule they make
with the fees kept, so the fee rules can check it before a ``FeeSchedule`` is built.
"""

from dataclasses import dataclass, fields, replace
from datetime import date, datetime

from fedreg_core.domain.changes import KEEP, Changes, Keep, kept
from fedreg_core.domain.entities import ClubDeduction, Tournament
from fedreg_core.fees import FeeSchedule, LatePer

FEE_FIELDS = tuple(f.name for f in fields(FeeSchedule))
"""The fees the tournament form sends flat, by their ``FeeSchedule`` names."""


@dataclass(frozen=True, kw_only=True)
class TournamentChanges(Changes[Tournament]):
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
    registration_by_clock: bool | Keep = KEEP
    is_public: bool | Keep = KEEP
    public_entries: bool | Keep = KEEP
    discipline_ids: list[int] | Keep = KEEP
    team_discipline_ids: list[int] | Keep = KEEP
    is_archived: bool | Keep = KEEP
    event_date: date | Keep | None = KEEP
    require_medical: bool | Keep = KEEP
    place: str | Keep = KEEP
    late_from: datetime | Keep | None = KEEP
    late_fee: int | Keep = KEEP
    late_per: LatePer | Keep = KEEP
    withdrawal_deadline: datetime | Keep | None = KEEP

    def fee_amounts(self, current: FeeSchedule) -> dict[str, int]:
        """Every fee by its ``FeeSchedule`` field name: the one sent, or the current one."""
        return {name: kept(getattr(self, name), getattr(current, name)) for name in FEE_FIELDS}

    def applied_to(self, entity: Tournament) -> Tournament:
        """The fees must have passed the fee rules (``FeeSchedule`` refuses broken ones).
        The switch sent without ``registration_by_clock`` overrides the clock (turns it off)."""
        fees = FeeSchedule(**self.fee_amounts(entity.fees))
        others = {k: v for k, v in self.sent_values().items() if k not in FEE_FIELDS}
        if "registration_open" in others:
            others.setdefault("registration_by_clock", False)
        return replace(entity, fees=fees, **others)


@dataclass(frozen=True, kw_only=True)
class ClubDeductionChanges(Changes[ClubDeduction]):
    club_id: int | Keep = KEEP
    tournament_id: int | Keep = KEEP
    deduction: int | Keep = KEEP
