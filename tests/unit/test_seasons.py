"""Seasons over the fakes: the rules of a season and its points table (each broken field named,
nothing stored), admins only, the ranking of two played tournaments as counted by hand, and
seeds taken from it."""

from dataclasses import replace
from datetime import date

import pytest

from fedreg_core.domain.entities import User
from fedreg_core.domain.enums import DrawFormat, SeenSex, TeamType
from fedreg_core.domain.errors import Forbidden, NotFound, RuleBroken
from fedreg_core.domain.seasons import PointsRow
from fedreg_core.draws.groups import Group
from fedreg_core.draws.played import RecordedResult
from fedreg_core.ports.draws import DrawnEntrant, StoredDraw
from fedreg_core.ports.seasons import SeasonDraws, SeasonTournament
from fedreg_core.services import ranking, seasons
from fedreg_core.services.seasons import SeasonIn
from tests.fakes import FakeUnitOfWorkFactory
from tests.season_world import IDS, SEASON, SeasonWorld, season_world

COACH = User("Trener", "trener@klub.rs", "h", club_id=1, id=99)


@pytest.fixture
async def world() -> tuple[FakeUnitOfWorkFactory, SeasonWorld]:
    factory = FakeUnitOfWorkFactory()
    return factory, await season_world(factory)


async def test_the_ranking_is_the_table_counted_by_hand(
    world: tuple[FakeUnitOfWorkFactory, SeasonWorld],
) -> None:
    factory, found = world
    read = await ranking.ranking(factory(), COACH, found.ids["season"])
    assert [t.name for t in read.tournaments] == ["Kup proleća", "Kup leta"]
    (group,) = read.groups
    assert (group.category_name, group.discipline_name, group.group) == (
        "Seniori", "Kumite", found.group(),
    )  # fmt: skip
    assert [(r.position, r.name, r.club_name, r.points) for r in group.rows] == [
        (1, "Ana Ćirić", "Karate klub Šampion", 17),
        (1, "Đurđa Šćepanović", "Карате клуб Ђерам", 17),
        (3, "Zoe Čolak", "Карате клуб Ђерам", 10),
        (3, "Јелена Жижић", "Karate klub Šampion", 10),
    ]
    other = await ranking.ranking(factory(), COACH, found.ids["season"], "i-1-1-MEN")
    assert other.groups == ()


async def test_a_tournament_outside_the_season_and_an_unfinished_group_do_not_count() -> None:
    factory = FakeUnitOfWorkFactory()
    found = await season_world(factory, played=("spring",), with_season=False)
    only_summer = replace(SEASON, starts_on=date(2027, 4, 1))
    season = await seasons.create_season(factory(), found.admin, only_summer)
    assert (await ranking.ranking(factory(), COACH, season.id or 0)).groups == ()


async def test_seeds_come_from_the_ranking_in_its_order(
    world: tuple[FakeUnitOfWorkFactory, SeasonWorld],
) -> None:
    factory, found = world
    seeds = await ranking.seed_from_ranking(
        factory(), IDS, found.admin, found.ids["autumn"], found.name("autumn"),
        found.ids["season"], found.group().key,
    )  # fmt: skip
    people = ("ana", "djurdja", "zoe", "jelena")
    assert seeds == {found.ids[f"autumn.{p}"]: n for n, p in enumerate(people, 1)}
    async with factory() as uow:
        stored = await uow.draws.seeds(found.ids["autumn"])
    assert stored == {found.group().key: seeds}


async def test_seeds_from_another_group_or_season_are_refused_and_nothing_changes(
    world: tuple[FakeUnitOfWorkFactory, SeasonWorld],
) -> None:
    factory, found = world
    autumn, name = found.ids["autumn"], found.name("autumn")
    with pytest.raises(RuleBroken) as refused:
        await ranking.seed_from_ranking(
            factory(), IDS, found.admin, autumn, name, 999, f"i-{found.ids['seniori']}-77-WOMEN"
        )
    assert refused.value.errors == {
        "seasonId": "error_season_unknown",
        "rankingGroup": "error_ranking_other_group",
    }
    with pytest.raises(Forbidden):
        await ranking.seed_from_ranking(factory(), IDS, COACH, autumn, name, found.ids["season"])
    async with factory() as uow:
        assert await uow.draws.seeds(autumn) == {}


@pytest.mark.parametrize(
    ("rows", "errors"),
    [
        ((PointsRow(-1, 5),), {"points.0.place": "error_season_place"}),
        ((PointsRow(None, 5),), {"points.0.place": "required"}),
        ((PointsRow(1, None),), {"points.0.points": "required"}),
        ((PointsRow(1, -3),), {"points.0.points": "error_season_points"}),
        ((PointsRow(1, 5), PointsRow(1, 3)), {"points.1.place": "error_season_place_twice"}),
        ((), {"points": "error_season_points_rows"}),
    ],
)
async def test_a_wrong_points_table_is_named_per_row_and_nothing_is_stored(
    world: tuple[FakeUnitOfWorkFactory, SeasonWorld],
    rows: tuple[PointsRow, ...],
    errors: dict[str, str],
) -> None:
    factory, found = world
    wanted = SeasonIn("Sezona 2028", date(2028, 1, 1), date(2028, 12, 31), rows)
    with pytest.raises(RuleBroken) as refused:
        await seasons.create_season(factory(), found.admin, wanted)
    assert refused.value.errors == errors
    assert [s.name for s in await seasons.seasons(factory(), COACH)] == ["Sezona 2027"]


async def test_a_season_overlapping_another_or_named_as_it_is_refused(
    world: tuple[FakeUnitOfWorkFactory, SeasonWorld],
) -> None:
    factory, found = world
    wanted = SeasonIn(" sezona  2027", date(2027, 12, 31), date(2028, 6, 30), SEASON.points)
    with pytest.raises(RuleBroken) as refused:
        await seasons.create_season(factory(), found.admin, wanted)
    assert refused.value.errors == {
        "name": "error_season_name_taken",
        "startsOn": "error_season_overlaps",
    }
    assert refused.value.values == {"startsOn": {"season": "Sezona 2027"}}
    backwards = SeasonIn("", date(2028, 2, 1), date(2028, 1, 1), SEASON.points)
    with pytest.raises(RuleBroken) as wrong:
        await seasons.create_season(factory(), found.admin, backwards)
    assert wrong.value.errors == {"name": "required", "endsOn": "error_season_ends_before"}


async def test_admins_change_and_delete_a_season_others_only_read(
    world: tuple[FakeUnitOfWorkFactory, SeasonWorld],
) -> None:
    factory, found = world
    season_id = found.ids["season"]
    changed = SeasonIn("Sezona 2027/28", date(2027, 1, 1), date(2028, 6, 30), (PointsRow(1, 3),))
    with pytest.raises(Forbidden):
        await seasons.update_season(factory(), COACH, season_id, changed)
    stored = await seasons.update_season(factory(), found.admin, season_id, changed)
    assert (stored.name, stored.points) == ("Sezona 2027/28", {1: 3})
    read = await ranking.ranking(factory(), COACH, season_id)
    assert [r.points for r in read.groups[0].rows] == [3, 3, 0, 0]
    with pytest.raises(Forbidden):
        await seasons.delete_season(factory(), COACH, season_id)
    await seasons.delete_season(factory(), found.admin, season_id)
    assert await seasons.seasons(factory(), COACH) == []
    with pytest.raises(NotFound):
        await ranking.ranking(factory(), COACH, season_id)


def test_a_team_is_ranked_as_its_club_and_an_unfinished_group_gives_nothing() -> None:
    teams = Group(1, 3, team_type=TeamType.WOMEN)
    women = Group(1, 2, SeenSex.WOMEN)
    entrants = (
        DrawnEntrant(71, 0, "Ćirić, Šarić", 5, "KK Čukarički", None),
        DrawnEntrant(72, 1, "Жижић, Јовић", 9, "КК Ђердап", None),
    )
    played = StoredDraw(teams, DrawFormat.ELIMINATION_TWO_BRONZES, 1, 2, "f", entrants)
    waiting = StoredDraw(women, DrawFormat.ELIMINATION_TWO_BRONZES, 1, 2, "f", entrants)
    found = SeasonDraws(
        (SeasonTournament(4, "Kup", date(2027, 3, 1)),),
        draws={4: [played, waiting]},
        results={4: {teams.key: {(1, 0): RecordedResult(72)}}},
    )
    assert [(f.group, f.who, f.name, f.place) for f in ranking.finishes(found)] == [
        (teams, 9, "КК Ђердап", 1),
        (teams, 5, "KK Čukarički", 2),
    ]
