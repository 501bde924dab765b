"""The registration snapshot on SQLite and PostgreSQL holds exactly what the repositories
hold: entries in their order, team members by position, every kind of person, deductions."""

from dataclasses import dataclass
from datetime import date, datetime

from adapters.sql.unit_of_work import SqlUnitOfWork, SqlUnitOfWorkFactory
from fedreg_core.domain.entities import (
    CategoryEntry,
    ClubDeduction,
    Coach,
    CompetitorRegistration,
    Member,
    Official,
    Referee,
    TeamRegistration,
    TournamentPerson,
)
from fedreg_core.domain.enums import RefereeRang, TeamType
from fedreg_core.ports.listing import ListQuery
from fedreg_core.ports.registrations import RegistrationSnapshot
from tests.integration.sql_samples import new_category, new_club, new_discipline, new_tournament


@dataclass
class Stored:
    tournament_id: int
    clubs: list[int]
    competitors: list[int]
    teams: list[int]
    members: list[int]


def _id(entity: object) -> int:
    value = getattr(entity, "id", None)
    assert isinstance(value, int)
    return value


async def _people(uow: SqlUnitOfWork, tournament_id: int, club_id: int) -> None:
    coach = await uow.coaches.add(Coach(club_id, "Dragan", "Ilić", "C-1", "F-1", "/a.png"))
    referee = await uow.referees.add(
        Referee(club_id, "Vera", "Verić", 4, RefereeRang.OTHER, "Regionalni", "W", "R", "P")
    )
    official = await uow.officials.add(Official(club_id, "Goran", "Gorić", "Delegat"))
    await uow.tournament_coaches.add(TournamentPerson(tournament_id, club_id, _id(coach)))
    await uow.tournament_referees.add(TournamentPerson(tournament_id, club_id, _id(referee)))
    await uow.tournament_officials.add(TournamentPerson(tournament_id, club_id, _id(official)))


async def store(uow_factory: SqlUnitOfWorkFactory) -> Stored:
    """Two clubs with registrations and people, a third with only a deduction."""
    async with uow_factory() as uow:
        clubs = [_id(await uow.clubs.add(new_club(f"Klub {n}"))) for n in range(3)]
        a, b = [_id(await uow.categories.add(new_category(name))) for name in ("A", "B")]
        kata, kumite, team = [
            _id(await uow.disciplines.add(new_discipline([b, a], name)))
            for name in ("Kata", "Kumite", "Tim")
        ]
        tournament = _id(await uow.tournaments.add(new_tournament([kumite, kata], [team])))
        members = [
            _id(await uow.members.add(Member(clubs[n % 2], f"Ime{n}", "Prezime",
                                             date(2000 + n, 1, 1), n % 2 == 0, "PLAVI",
                                             no_pay=n == 1, avatar="/m.png" if n else None)))
            for n in range(6)
        ]  # fmt: skip
        chosen = [[CategoryEntry(b, [kumite]), CategoryEntry(a, [kumite, kata])], [], [
            CategoryEntry(a, [kata])]]  # fmt: skip
        competitors = [
            _id(await uow.competitor_registrations.add(CompetitorRegistration(
                tournament, clubs[n % 2], members[n], categories, n or None,
                datetime(2026, 3, 1, 10, n))))
            for n, categories in enumerate(chosen)
        ]  # fmt: skip
        teams = [
            _id(await uow.team_registrations.add(TeamRegistration(
                tournament, clubs[0], TeamType.MIX, [members[4], members[0], members[2]],
                [CategoryEntry(b, [team]), CategoryEntry(a, [team])], always_pays=True))),
            _id(await uow.team_registrations.add(TeamRegistration(
                tournament, clubs[1], TeamType.MEN, [members[5], members[3]], [])))
        ]  # fmt: skip
        for club_id in clubs[:2]:
            await _people(uow, tournament, club_id)
        for club_id in (clubs[0], clubs[2]):
            await uow.club_deductions.add(ClubDeduction(tournament, club_id, 15))
        await uow.commit()
    return Stored(tournament, clubs, competitors, teams, members)


async def expected(uow: SqlUnitOfWork, s: Stored, club_id: int | None) -> RegistrationSnapshot:
    """The snapshot as the repositories answer it, one row at a time."""
    tournament = await uow.tournaments.get(s.tournament_id)
    assert tournament is not None
    snapshot = RegistrationSnapshot(tournament)
    for r in [await uow.competitor_registrations.get(i) for i in s.competitors]:
        if r is not None and club_id in (None, r.club_id):
            snapshot.competitors.append(r)
            snapshot.members[r.member_id] = await uow.members.get(r.member_id)  # type: ignore[assignment]
    for t in [await uow.team_registrations.get(i) for i in s.teams]:
        if t is not None and club_id in (None, t.club_id):
            snapshot.teams.append(t)
            for m in t.member_ids:
                snapshot.members[m] = await uow.members.get(m)  # type: ignore[assignment]
    shown_clubs = [club_id] if club_id is not None else s.clubs
    for c in shown_clubs:
        snapshot.clubs[c] = await uow.clubs.get(c)  # type: ignore[assignment]
    for deduction in (await uow.club_deductions.page(ListQuery(limit=100))).items:
        if deduction.club_id in shown_clubs:
            snapshot.deductions[deduction.club_id] = deduction
    for category in (await uow.categories.page(ListQuery(limit=100))).items:
        snapshot.categories[_id(category)] = category
    for discipline in (await uow.disciplines.page(ListQuery(limit=100))).items:
        snapshot.disciplines[_id(discipline)] = discipline
    return snapshot


async def people_as_stored(uow: SqlUnitOfWork, snapshot: RegistrationSnapshot) -> None:
    """Every registered coach, referee and official is the link and person stored."""
    kinds = (
        (snapshot.coaches, snapshot.coach_people, uow.tournament_coaches, uow.coaches),
        (snapshot.referees, snapshot.referee_people, uow.tournament_referees, uow.referees),
        (snapshot.officials, snapshot.official_people, uow.tournament_officials, uow.officials),
    )
    for links, people, link_repository, person_repository in kinds:
        assert sorted(people) == sorted(link.person_id for link in links)
        for link in links:
            assert link == await link_repository.find(link.tournament_id, link.person_id)
            assert people[link.person_id] == await person_repository.get(link.person_id)


async def test_the_snapshot_holds_what_the_repositories_hold(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    s = await store(uow_factory)
    for club_id in (None, s.clubs[0], s.clubs[1], s.clubs[2]):
        async with uow_factory().read_only() as uow:
            snapshot = await uow.registration_reads.snapshot(s.tournament_id, club_id)
            wanted = await expected(uow, s, club_id)
            await people_as_stored(uow, snapshot)
        with_people = s.clubs[:2] if club_id is None else [club_id][: club_id != s.clubs[2]]
        for links in (snapshot.coaches, snapshot.referees, snapshot.officials):
            assert [link.club_id for link in links] == with_people
        snapshot.coaches, snapshot.referees, snapshot.officials = [], [], []
        snapshot.coach_people, snapshot.referee_people, snapshot.official_people = {}, {}, {}
        assert snapshot == wanted, club_id
