"""Registration fees of a tournament: stored registrations priced by the fee engine.

Storage answers the tournament's registrations as ``StoredRegistration``s; a club's view
makes them of the registrations it read (``StoredRegistration.of_competitor`` / ``of_team``).
``fees.inputs`` makes the engine's input of them, and every amount comes from
``fees.club_fee`` or, without lines, ``fees.club_totals`` (docs/product.md, Fees). Here: which
reads, and the invoice lines' labels.
"""

from dataclasses import dataclass
from typing import NamedTuple

from fedreg_core import fees
from fedreg_core.domain.collation import serbian_key
from fedreg_core.domain.entities import Club, Tournament, User
from fedreg_core.domain.errors import Forbidden, NotFound
from fedreg_core.domain.permissions import may_manage_tournament_records, may_see_club_registrations
from fedreg_core.fees.frozen import FrozenFees
from fedreg_core.fees.inputs import ClubAlike, FeeCatalogue, StoredRegistration
from fedreg_core.ports.listing import ClubRef
from fedreg_core.ports.registration_lists import FeeClub
from fedreg_core.ports.registrations import RegistrationSnapshot
from fedreg_core.ports.unit_of_work import FeeReads, FeeWork
from fedreg_core.services.registration_access import full_name
from fedreg_core.services.registration_views import visible_snapshot


@dataclass(frozen=True, slots=True)
class FeeLine:
    """One invoice line: what was registered (``kind`` competitor or team) and its price."""

    kind: str
    registration_id: int
    label: str
    fee: fees.RegistrationFee
    withdrawn: bool = False
    """Withdrawn after the withdrawal deadline: still billable, marked so."""


@dataclass(frozen=True, slots=True)
class ClubFeeTotals:
    """A club's fee in the whole tournament's report (its lines are ``club_fees``') and the
    number of its competitor and team registrations."""

    club: ClubRef
    fee: fees.ClubTotals
    competitors: int
    teams: int

    @classmethod
    def of(
        cls, club: ClubRef, fee: fees.ClubTotals, registrations: int, teams: int
    ) -> "ClubFeeTotals":
        """``registrations`` of the club priced, ``teams`` of them teams'."""
        return cls(club, fee, registrations - teams, teams)


@dataclass(frozen=True, slots=True)
class ClubFeeReport:
    club: Club
    fee: fees.ClubFee
    lines: tuple[FeeLine, ...]

    @property
    def totals(self) -> ClubFeeTotals:
        """The club's fee without its lines, as the whole tournament's report has it."""
        assert self.club.id is not None
        teams = sum(line.kind == "team" for line in self.lines)
        club = ClubRef(self.club.id, self.club.name)
        return ClubFeeTotals.of(club, self.fee.totals, len(self.lines), teams)


@dataclass(frozen=True, slots=True)
class TournamentFeeReport:
    clubs: tuple[ClubFeeTotals, ...]
    gross: int
    discounts: int
    net: int
    total: int


class _Line(NamedTuple):
    kind: str
    label: str
    stored: StoredRegistration
    withdrawn: bool


def _lines(snapshot: RegistrationSnapshot) -> list[_Line]:
    """The snapshot's registrations as invoice lines: competitors, then teams."""
    members = snapshot.members
    return [
        *(
            _Line(
                "competitor",
                full_name(members[r.member_id]),
                StoredRegistration.of_competitor(r, members[r.member_id]),
                r.withdrawn_at is not None,
            )
            for r in snapshot.competitors
        ),
        *(
            _Line(
                "team",
                ", ".join(full_name(members[m]) for m in t.member_ids),
                StoredRegistration.of_team(t),
                t.withdrawn_at is not None,
            )
            for t in snapshot.teams
        ),
    ]


def price_club(
    snapshot: RegistrationSnapshot, club_id: int, frozen: FrozenFees | None = None
) -> ClubFeeReport:
    """One club's fee with its deduction, line by line (``snapshot``: that club's), from
    the ``frozen`` inputs of an archived tournament where given."""
    catalogue = FeeCatalogue.of(snapshot.categories.values(), snapshot.disciplines.values())
    lines = _lines(snapshot)
    stored = [line.stored for line in lines]
    if frozen is not None:
        stored, catalogue = frozen.inputs(stored)
    deduction = snapshot.deductions.get(club_id)
    fee = fees.club_fee(
        catalogue.registrations(stored),
        snapshot.tournament.fees,
        deduction.deduction if deduction is not None else 0,
        snapshot.tournament.late_rule(),
    )
    return ClubFeeReport(
        snapshot.clubs[club_id],
        fee,
        tuple(
            FeeLine(line.kind, priced.registration_id, line.label, priced, line.withdrawn)
            for line, priced in zip(lines, fee.lines, strict=True)
        ),
    )


def price_tournament(
    schedule: fees.FeeSchedule,
    clubs: list[FeeClub],
    counted: list[ClubAlike],
    late: fees.LateRule | None = None,
) -> TournamentFeeReport:
    """Every club with a competitor or team registration, by club name, and grand totals."""
    by_club: dict[int, list[fees.AlikeRegistrations]] = {c.club.id: [] for c in clubs}
    for club_id, alike in counted:
        by_club[club_id].append(alike)
    reports = []
    for c in sorted(clubs, key=lambda c: (serbian_key(c.club.name), c.club.id)):
        groups = by_club[c.club.id]
        teams = sum(g.registrations for g in groups if g.is_team)
        fee = fees.club_totals_of_alike(groups, schedule, c.deduction, late)
        reports.append(ClubFeeTotals.of(c.club, fee, sum(g.registrations for g in groups), teams))
    return TournamentFeeReport(
        tuple(reports),
        sum(r.fee.gross for r in reports),
        sum(r.fee.discounts for r in reports),
        sum(r.fee.net for r in reports),
        sum(r.fee.total for r in reports),
    )


async def tournament_fees(uow: FeeWork, actor: User, tournament_id: int) -> TournamentFeeReport:
    """Every club's fee without its lines (admins)."""
    if not may_manage_tournament_records(actor):
        raise Forbidden
    async with uow.read_only():
        tournament = await uow.registration_lists.tournament(tournament_id)
        return await read_tournament_fees(uow, tournament)


async def read_tournament_fees(uow: FeeReads, tournament: Tournament) -> TournamentFeeReport:
    """``tournament_fees`` of a tournament read in the open unit of work ``uow``: its
    chargeable entries counted by the database, or an archived one's priced from what its
    fee was frozen at."""
    assert tournament.id is not None
    lists = uow.registration_lists
    frozen = await _frozen(uow, tournament)
    if frozen is None:
        counted = await lists.fee_counts(tournament.id)
    else:
        stored, catalogue = frozen.inputs(await lists.fee_registrations(tournament.id))
        counted = catalogue.counted(stored, tournament.late_rule())
    clubs = await lists.fee_clubs(tournament.id)
    return price_tournament(tournament.fees, clubs, counted, tournament.late_rule())


async def _frozen(uow: FeeReads, tournament: Tournament) -> FrozenFees | None:
    """What an archived tournament's fee was frozen at (``None`` for any other)."""
    if not tournament.is_archived or tournament.id is None:
        return None
    return await uow.frozen_fees.frozen(tournament.id)


@dataclass(frozen=True, slots=True)
class ClubView:
    """A tournament as one club sees it: its registrations and its fee."""

    snapshot: RegistrationSnapshot
    fee: ClubFeeReport


async def club_view(uow: FeeWork, actor: User, tournament_id: int, club_id: int) -> ClubView:
    """One club's registrations and fee breakdown (admins and that club's users)."""
    async with uow.read_only(one_snapshot=False):  # a club's registrations are read as one
        return await read_club_view(uow, actor, tournament_id, club_id)


async def read_club_view(uow: FeeReads, actor: User, tournament_id: int, club_id: int) -> ClubView:
    """``club_view`` in the open unit of work ``uow``."""
    if not may_see_club_registrations(actor, club_id):
        raise Forbidden
    snapshot = await visible_snapshot(uow, actor, tournament_id, club_id)
    if club_id not in snapshot.clubs:
        club = await uow.clubs.get(club_id)
        if club is None:
            raise NotFound(what="club", key=club_id)
        snapshot.clubs[club_id] = club
    frozen = await _frozen(uow, snapshot.tournament)
    return ClubView(snapshot, price_club(snapshot, club_id, frozen))


async def club_fees(uow: FeeWork, actor: User, tournament_id: int, club_id: int) -> ClubFeeReport:
    """One club's fee breakdown (admins and that club's users)."""
    return (await club_view(uow, actor, tournament_id, club_id)).fee
