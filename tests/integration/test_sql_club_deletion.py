"""Deleting a club on SQLite and PostgreSQL: its entries in tournaments not archived are
withdrawn in the deletion's transaction and recorded in their history; an archived
tournament keeps them; the fee report charges the club nothing for the open ones."""

from dataclasses import replace

from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core.domain.entities import (
    CategoryEntry,
    Coach,
    CompetitorRegistration,
    TeamRegistration,
    TournamentPerson,
)
from fedreg_core.domain.enums import HistoryType, TeamType
from fedreg_core.services import clubs, fee_report
from tests.fakes import FixedClock
from tests.integration.sql_samples import insert_tournament, new_club, new_tournament
from tests.integration.test_sql_registrations import Setup, add_members, set_up


async def _enter(uow_factory: SqlUnitOfWorkFactory, s: Setup, club_id: int, tid: int) -> None:
    """A competitor, a team and a coach of ``club_id`` in tournament ``tid``."""
    members = await add_members(uow_factory, replace(s, club_id=club_id), 3)
    entry = CategoryEntry(s.category_id, s.discipline_ids[:1])
    team_entry = CategoryEntry(s.category_id, s.discipline_ids[2:])
    async with uow_factory() as uow:
        await uow.competitor_registrations.add(
            CompetitorRegistration(tid, club_id, members[0], [entry])
        )
        pair = members[1:]
        await uow.team_registrations.add(
            TeamRegistration(tid, club_id, TeamType.WOMEN, pair, [team_entry])
        )
        coach = await uow.coaches.add(Coach(club_id, "Dragan", "Ilić"))
        await uow.tournament_coaches.add(TournamentPerson(tid, club_id, coach.id or 0))
        await uow.commit()


async def test_deleting_a_club_withdraws_its_open_entries(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    s = await set_up(uow_factory)
    async with uow_factory() as uow:
        other = await uow.clubs.add(new_club("Karate klub Niš"))
        archived = new_tournament(s.discipline_ids[:2], s.discipline_ids[2:])
        archived.is_archived = True
        archived_id = await insert_tournament(uow.session, archived)
        await uow.commit()
    assert other.id is not None
    for club_id, tid in ((s.club_id, s.tournament_id), (other.id, s.tournament_id)):
        await _enter(uow_factory, s, club_id, tid)
    await _enter(uow_factory, s, s.club_id, archived_id)

    await clubs.delete_club(uow_factory(), FixedClock(), s.admin, s.club_id)

    async with uow_factory() as uow:
        open_ = await uow.registration_reads.snapshot(s.tournament_id)
        kept = await uow.registration_reads.snapshot(archived_id, s.club_id)
        history = await uow.history.list_for_tournament(s.tournament_id)
        report = await fee_report.read_tournament_fees(uow, open_.tournament)
        club = await uow.clubs.get(s.club_id)
    assert club is not None and club.is_deleted
    clubs_entered = {r.club_id for r in open_.competitors} | {t.club_id for t in open_.teams}
    assert clubs_entered | {c.club_id for c in open_.coaches} == {other.id}
    assert (len(kept.competitors), len(kept.teams), len(kept.coaches)) == (1, 1, 1)
    assert sorted(e.type for e in history) == sorted(
        [
            HistoryType.CLUB_DELETED,
            HistoryType.COMPETITOR_DELETE,
            HistoryType.TEAM_DELETE,
            HistoryType.COACH_DELETE,
        ]
    )
    assert [c.club.id for c in report.clubs] == [other.id]
