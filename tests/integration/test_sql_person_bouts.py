"""A person's export on SQLite and PostgreSQL lists every bout their entries fought, won or
lost: their own in an elimination (won the first, lost the next), their team's in a round
robin, with the opponents as the draws show them, in as many statements for two
tournaments as for one."""

from dataclasses import dataclass, replace
from datetime import date, datetime

from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.sql.models import (
    BoutResultRow,
    CompetitorEntryRow,
    CompetitorRegistrationRow,
    DrawEntrantRow,
    DrawRow,
    TeamMemberRow,
    TeamRegistrationRow,
)
from adapters.sql.statement_counter import count_statements
from adapters.sql.unit_of_work import SqlUnitOfWork, SqlUnitOfWorkFactory
from fedreg_core.domain.access import AccessOrigin
from fedreg_core.domain.entities import Member
from fedreg_core.domain.enums import BoutEnding, DrawFormat, SeenSex, TeamType
from fedreg_core.services.person_export import export_document, export_person
from fedreg_core.services.person_kinds import MEMBERS
from tests.integration.privacy_seed import add_admin
from tests.integration.sql_samples import new_category, new_club, new_discipline, new_tournament

CLUB = "Karate klub Čačak"
Line = tuple[int, str, str]
"""An entrant's registration id, name and club, in line order."""


@dataclass(frozen=True)
class Fighter:
    member_id: int
    club_id: int
    category_id: int
    discipline_id: int


async def _drawn(
    uow: SqlUnitOfWork, tournament_id: int, fighter: Fighter, team: bool, lines: list[Line]
) -> str:
    """A draw of ``lines`` (an elimination, or a teams' round robin) in the tournament."""
    key = f"{'t' if team else 'i'}-{fighter.category_id}-{fighter.discipline_id}"
    uow.session.add(DrawRow(
        tournament_id=tournament_id, group_key=key, category_id=fighter.category_id,
        discipline_id=fighter.discipline_id, sex=None if team else SeenSex.MEN,
        team_type=TeamType.MIX if team else None, seed=3, lines=len(lines), fingerprint="f",
        format=DrawFormat.ROUND_ROBIN if team else DrawFormat.ELIMINATION_REPECHAGE,
    ))  # fmt: skip
    await uow.session.flush()
    uow.session.add_all([
        DrawEntrantRow(tournament_id=tournament_id, group_key=key, registration_id=entrant,
                       line=line, seed=None, name=name, club_id=None, club_name=club)
        for line, (entrant, name, club) in enumerate(lines)
    ])  # fmt: skip
    return key


def _bout(tournament_id: int, key: str, bout: tuple[int, int], winner: int, minute: int,
          ending: BoutEnding = BoutEnding.POINTS, points: tuple[int, int] | None = None,
) -> BoutResultRow:  # fmt: skip
    red, blue = points or (None, None)
    return BoutResultRow(
        tournament_id=tournament_id, group_key=key, round=bout[0], bout_index=bout[1],
        winner_id=winner, ending=ending, red_points=red, blue_points=blue, version=1,
        recorded_at=datetime(2026, 3, 7, 10, minute),
    )  # fmt: skip


async def _fighter_in_an_elimination(uow_factory: SqlUnitOfWorkFactory) -> Fighter:
    """Đorđe beats Marko, then loses to Žarko (who beat Ćira)."""
    async with uow_factory() as uow:
        club = await uow.clubs.add(new_club(CLUB))
        category = await uow.categories.add(new_category("Seniori"))
        assert club.id and category.id
        kumite = await uow.disciplines.add(new_discipline([category.id], "Kumite"))
        member = await uow.members.add(
            Member(club.id, "Đorđe", "Šćekić", date(2004, 4, 9), True, "CRNI")
        )
        assert kumite.id and member.id
        fighter = Fighter(member.id, club.id, category.id, kumite.id)
        tournament = await uow.tournaments.add(new_tournament([kumite.id], [kumite.id]))
        assert tournament.id
        own = CompetitorRegistrationRow(tournament_id=tournament.id, club_id=club.id,
                                        member_id=member.id)  # fmt: skip
        own.entries = [CompetitorEntryRow(category_id=category.id, discipline_id=kumite.id)]
        uow.session.add(own)
        await uow.session.flush()
        marko, zarko, cira = own.id + 100, own.id + 101, own.id + 102
        key = await _drawn(uow, tournament.id, fighter, False, [
            (own.id, "Đorđe Šćekić", CLUB), (marko, "Марко Марковић", "Карате клуб Ђердап"),
            (zarko, "Žarko Đurić", "Karate klub Niš"), (cira, "Ćira Čolić", CLUB),
        ])  # fmt: skip
        uow.session.add_all([
            _bout(tournament.id, key, (1, 0), own.id, 0, points=(3, 1)),
            _bout(tournament.id, key, (1, 1), zarko, 5),
            _bout(tournament.id, key, (2, 0), zarko, 30, BoutEnding.HANSOKU, (2, 0)),
        ])  # fmt: skip
        await uow.commit()
    return fighter


async def _team_in_a_round_robin(uow_factory: SqlUnitOfWorkFactory, fighter: Fighter) -> None:
    """A later tournament: Đorđe's team loses to Ђердап's, beats Niš's (who lose to Ђердап)."""
    async with uow_factory() as uow:
        later = replace(new_tournament([], [fighter.discipline_id]), name="Kup Vojvodine",
                        start_date=datetime(2026, 5, 2, 9))  # fmt: skip
        tournament = await uow.tournaments.add(later)
        assert tournament.id
        team = TeamRegistrationRow(tournament_id=tournament.id, club_id=fighter.club_id,
                                   type=TeamType.MIX, no_pay=False, always_pays=False)  # fmt: skip
        uow.session.add(team)
        await uow.session.flush()
        uow.session.add(TeamMemberRow(team_id=team.id, member_id=fighter.member_id, position=0))
        djerdap, nis = team.id + 100, team.id + 101
        key = await _drawn(uow, tournament.id, fighter, True, [
            (team.id, "Šćekić, Čolić, Živković", CLUB),
            (djerdap, "Јовић, Ђукић, Marić", "Карате клуб Ђердап"),
            (nis, "Nišić, Šarić, Ilić", "Karate klub Niš"),
        ])  # fmt: skip
        uow.session.add_all([  # bouts in order: 0-1, 0-2, 1-2 (lines)
            _bout(tournament.id, key, (1, 0), djerdap, 40, points=(1, 2)),
            _bout(tournament.id, key, (1, 1), team.id, 50, BoutEnding.KIKEN),
            _bout(tournament.id, key, (1, 2), djerdap, 55),
        ])  # fmt: skip
        await uow.commit()


def _bouts(document: dict[str, object]) -> list[tuple[object, ...]]:
    results = document["results"]
    assert isinstance(results, list)
    return [
        (r["tournament"], r["kind"], r["round"], r["value"], r["opponent"], r["opponentClub"],
         r["points"], r["opponentPoints"])
        for r in results
    ]  # fmt: skip


async def test_the_export_lists_the_bouts_won_and_lost_in_as_many_statements_for_two_tournaments(
    uow_factory: SqlUnitOfWorkFactory, engine: AsyncEngine
) -> None:
    fighter = await _fighter_in_an_elimination(uow_factory)
    admin = await add_admin(uow_factory)
    origin = AccessOrigin("198.51.100.1", datetime(2026, 6, 1, 12))
    with count_statements(engine) as one:
        export = await export_person(uow_factory(), admin, MEMBERS, fighter.member_id, origin)
    elimination = [
        ("Prvenstvo Srbije", "bout_won", 1, "POINTS", "Марко Марковић", "Карате клуб Ђердап",
         3, 1),
        ("Prvenstvo Srbije", "bout_lost", 2, "HANSOKU", "Žarko Đurić", "Karate klub Niš", 2, 0),
    ]  # fmt: skip
    assert _bouts(export_document(export)) == elimination

    await _team_in_a_round_robin(uow_factory, fighter)
    with count_statements(engine) as two:
        export = await export_person(uow_factory(), admin, MEMBERS, fighter.member_id, origin)

    assert _bouts(export_document(export)) == [
        *elimination,
        ("Kup Vojvodine", "bout_lost", 1, "POINTS", "Јовић, Ђукић, Marić", "Карате клуб Ђердап",
         1, 2),
        ("Kup Vojvodine", "bout_won", 1, "KIKEN", "Nišić, Šarić, Ilić", "Karate klub Niš",
         None, None),
    ]  # fmt: skip
    draws = export_document(export)["draws"]
    assert isinstance(draws, list)
    assert [d["name"] for d in draws] == ["Đorđe Šćekić", "Šćekić, Čolić, Živković"]
    # the member, the club, the log's row, own and team entries, the groups with their
    # entrants, their bouts, kata, invoices, history, the log's rows (and BEGIN / COMMIT)
    assert one.count == two.count <= 14
