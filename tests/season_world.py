"""A season of two tournaments played to the end, stored through any unit of work factory
(unit tests on the fakes, integration tests on SQL, the API and CLI tests share it).

Seniori, Kumite, women; clubs Šampion (Ana, Jelena) and Ђерам (Đurđa, Zoe). Each tournament
is a bracket of four, the first two of its order seeded 1 and 2 (so they meet in the final)
and every bout won by whoever comes first in that order:

  Kup proleća   2027-03-10   Ana 1, Đurđa 2, Jelena 3, Zoe 3
  Kup leta      2027-05-10   Đurđa 1, Ana 2, Zoe 3, Jelena 3
  Kup jeseni    2027-10-10   the same four entered, not drawn (seeded from the ranking)

With points 1:10, 2:7, 3:5, 5:3, 7:1 over both: Ana 17 and Đurđa 17 (a first and a second
place each: level, position 1), Zoe 10 and Jelena 10 (two third places each: position 3;
Latin before Cyrillic in the house's Serbian order).
"""

from dataclasses import dataclass, field
from datetime import date, datetime

from adapters.unit_of_work import Factory
from fedreg_core.domain.entities import (
    Category,
    CategoryEntry,
    Club,
    CompetitorRegistration,
    Discipline,
    Member,
    Tournament,
    User,
)
from fedreg_core.domain.enums import BoutEnding, SeenSex
from fedreg_core.domain.seasons import PointsRow
from fedreg_core.draws.group_ids import GroupIds
from fedreg_core.draws.groups import Group
from fedreg_core.services import draws, results
from fedreg_core.services.results import ResultEntry
from fedreg_core.services.seasons import SeasonIn, create_season
from tests.fakes import FixedClock

IDS = GroupIds(b"the season tests' secret")
CLOCK = FixedClock()
PEOPLE = {
    "ana": ("sampion", "Ana", "Ćirić"),
    "djurdja": ("djeram", "Đurđa", "Šćepanović"),
    "jelena": ("sampion", "Јелена", "Жижић"),
    "zoe": ("djeram", "Zoe", "Čolak"),
}
PLAYED = {
    "spring": ("Kup proleća", date(2027, 3, 10), ("ana", "djurdja", "jelena", "zoe")),
    "summer": ("Kup leta", date(2027, 5, 10), ("djurdja", "ana", "zoe", "jelena")),
}
POINTS = (PointsRow(1, 10), PointsRow(2, 7), PointsRow(3, 5), PointsRow(5, 3), PointsRow(7, 1))
SEASON = SeasonIn("Sezona 2027", date(2027, 1, 1), date(2027, 12, 31), POINTS)


@dataclass
class SeasonWorld:
    admin: User
    group_ids: GroupIds = IDS
    ids: dict[str, int] = field(default_factory=dict)
    """Clubs, the catalogue, members, tournaments; ``<tournament>.<person>``: registrations."""

    def group(self) -> Group:
        return Group(self.ids["seniori"], self.ids["kumite"], SeenSex.WOMEN)

    def name(self, tournament: str) -> str:
        """The group's name in the tournament."""
        return self.group_ids.of(self.ids[tournament], self.group())


def _club(name: str) -> Club:
    return Club(name, name, "Novi Sad", "Ulica 1", "klub@example.com", "Ana", "060")


async def _tournament(uow_factory: Factory, world: SeasonWorld, key: str, day: date) -> int:
    """The tournament ``key`` on ``day`` with the four entered, applications closed."""
    async with uow_factory() as uow:
        tournament = Tournament(
            PLAYED[key][0] if key in PLAYED else "Kup jeseni", "", datetime(2026, 12, 1),
            event_date=day, discipline_ids=[world.ids["kumite"]],
        )  # fmt: skip
        cup = world.ids[key] = (await uow.tournaments.add(tournament)).id or 0
        entry = [CategoryEntry(world.ids["seniori"], [world.ids["kumite"]])]
        for person, (club, *_name) in PEOPLE.items():
            registration = CompetitorRegistration(cup, world.ids[club], world.ids[person], entry)
            stored = await uow.competitor_registrations.add(registration)
            world.ids[f"{key}.{person}"] = stored.id or 0
        await uow.commit()
    return cup


async def _play(uow_factory: Factory, world: SeasonWorld, key: str) -> None:
    """Seed the first two of the tournament's order, draw, publish, and win every bout by
    the order."""
    cup, (_name, _day, order) = world.ids[key], PLAYED[key]
    rank = {world.ids[f"{key}.{person}"]: n for n, person in enumerate(order)}
    name = world.name(key)
    seeds = {world.ids[f"{key}.{order[0]}"]: 1, world.ids[f"{key}.{order[1]}"]: 2}
    ids = world.group_ids
    await draws.set_seeds(uow_factory(), ids, world.admin, cup, name, seeds)
    await draws.make_draws(uow_factory(), CLOCK, ids, world.admin, cup, seed=1)
    await draws.publish_draws(uow_factory(), CLOCK, world.admin, cup, published=True)
    group = await results.group_results(uow_factory(), ids, world.admin, cup, name)
    while not group.played.complete:
        bout = next(
            b for b in group.played.bouts
            if b.red is not None and b.blue is not None and b.winner is None
        )  # fmt: skip
        winner = min((bout.red, bout.blue), key=lambda k: rank[k or 0]) or 0
        entry = ResultEntry(winner, BoutEnding.POINTS, 2, 1, 0)
        where = (bout.round, bout.index)
        group = await results.change_result(
            uow_factory(), CLOCK, ids, world.admin, cup, name, where, entry
        )


async def season_world(
    uow_factory: Factory,
    *,
    played: tuple[str, ...] = ("spring", "summer"),
    with_season: bool = True,
    group_ids: GroupIds = IDS,
) -> SeasonWorld:
    """The world with the tournaments ``played`` played, the autumn one entered, and the
    season (``SEASON``) when ``with_season``; groups named by ``group_ids``."""
    async with uow_factory() as uow:
        admin = await uow.users.add(User("Admin", "admin@sezona.rs", "h", is_admin=True))
        world = SeasonWorld(admin, group_ids)
        world.ids["sampion"] = (await uow.clubs.add(_club("Karate klub Šampion"))).id or 0
        world.ids["djeram"] = (await uow.clubs.add(_club("Карате клуб Ђерам"))).id or 0
        world.ids["seniori"] = (await uow.categories.add(Category("Seniori"))).id or 0
        kumite = Discipline("Kumite", [world.ids["seniori"]])
        world.ids["kumite"] = (await uow.disciplines.add(kumite)).id or 0
        for person, (club, first, last) in PEOPLE.items():
            member = Member(world.ids[club], first, last, date(2000, 1, 1), False, "PLAVI")
            world.ids[person] = (await uow.members.add(member)).id or 0
        await uow.commit()
    for key in played:
        await _tournament(uow_factory, world, key, PLAYED[key][1])
        await _play(uow_factory, world, key)
    await _tournament(uow_factory, world, "autumn", date(2027, 10, 10))
    if with_season:
        stored = await create_season(uow_factory(), admin, SEASON)
        world.ids["season"] = stored.id or 0
    return world
