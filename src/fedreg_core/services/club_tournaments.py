"""A club's tournaments: every tournament that is not archived, with the club's own counts
and fee there (admins and that club's users).

One read in a fixed number of statements whatever the number of tournaments and entries:
the tournaments' views, the club's counts (kept per club by the database), the club's
registrations as pricing needs them, and the catalogue's payment flags.
"""

from dataclasses import dataclass

from fedreg_core import fees
from fedreg_core.domain.entities import User
from fedreg_core.domain.errors import Forbidden
from fedreg_core.domain.permissions import may_see_club_registrations
from fedreg_core.fees.inputs import FeeCatalogue, StoredRegistration
from fedreg_core.ports.clock import Clock
from fedreg_core.ports.listing import MAX_LIMIT
from fedreg_core.ports.registration_lists import ClubCounts
from fedreg_core.ports.unit_of_work import FeeWork
from fedreg_core.ports.views import TournamentView
from fedreg_core.services.listing import ListRequest
from fedreg_core.services.tournament_reads import TOURNAMENTS, ShownTournament, shown


@dataclass(frozen=True, slots=True)
class ClubTournament:
    """A tournament as one club's list shows it: the tournament, the club's counts and fee."""

    tournament: ShownTournament
    counts: ClubCounts
    fee: fees.ClubTotals


def _club_fee(
    view: TournamentView,
    club_id: int,
    stored: list[StoredRegistration],
    catalogue: FeeCatalogue,
) -> fees.ClubTotals:
    deduction = next((d.deduction for d in view.club_deductions if d.club_id == club_id), 0)
    t = view.tournament
    return fees.club_totals(catalogue.registrations(stored), t.fees, deduction, t.late_rule())


async def club_tournaments(
    uow: FeeWork, clock: Clock, actor: User, club_id: int
) -> list[ClubTournament]:
    """The tournaments that are not archived, latest start first (up to ``MAX_LIMIT``), each
    with the club's counts and fee; ``Forbidden`` for users of another club."""
    if not may_see_club_registrations(actor, club_id):
        raise Forbidden
    query = TOURNAMENTS.query(ListRequest(limit=MAX_LIMIT), fixed={"is_archived": False})
    async with uow.read_only():
        page = await uow.tournaments.view_page(query)
        ids = [view.tournament.id for view in page.items if view.tournament.id is not None]
        lists = uow.registration_lists
        counts = await lists.club_counts(club_id, ids)
        stored = await lists.club_fee_registrations(club_id, ids)
        catalogue = await lists.fee_catalogue()
    now = clock.now()
    found = [
        ClubTournament(
            shown(actor, view, now).item,
            counts.get(tournament_id, ClubCounts()),
            _club_fee(view, club_id, stored.get(tournament_id, []), catalogue),
        )
        for view in page.items
        if (tournament_id := view.tournament.id) is not None
    ]
    return sorted(found, key=lambda c: c.tournament.view.tournament.start_date, reverse=True)
