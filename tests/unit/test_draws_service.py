"""Making, reading, seeding and publishing draws, over the fakes."""

import pytest

from fedreg_core.domain.entities import CompetitorRegistration, TeamRegistration
from fedreg_core.domain.enums import DrawFormat, SeenSex, TeamType
from fedreg_core.domain.errors import Conflict, Forbidden, NotFound, RuleBroken
from fedreg_core.draws.group_ids import GroupIds
from fedreg_core.draws.groups import Group
from fedreg_core.services import draw_reads, draws
from tests.fakes import FakeUnitOfWork
from tests.unit.registrations_setup import Cup


async def enter(cup: Cup, count: int, discipline: str = "kumite") -> list[int]:
    """``count`` women of alternating clubs in Seniors ``discipline``; their registration ids."""
    ids = []
    for n in range(count):
        club = cup.fed.sokol_id if n % 2 else cup.fed.soko_id
        member = await cup.member(club, f"Ana{n}", f"Anić{n}")
        assert member.id is not None
        registration = CompetitorRegistration(
            cup.cup, club, member.id, [cup.entry("Seniors", discipline)], assigned_number=n + 1
        )
        stored = await cup.fed.db.competitor_registrations.add(registration)
        assert stored.id is not None
        ids.append(stored.id)
    return ids


def fresh(cup: Cup) -> FakeUnitOfWork:
    """A unit of work of its own for each use case, as the adapters give."""
    return FakeUnitOfWork(cup.fed.db)


IDS = GroupIds(b"the unit tests' secret")


def women(cup: Cup, discipline: str = "kumite") -> Group:
    return Group(cup.ids["Seniors"], cup.ids[discipline], sex=SeenSex.WOMEN)


def key(cup: Cup, discipline: str = "kumite") -> str:
    """The women's group's name."""
    return IDS.of(cup.cup, women(cup, discipline))


async def test_draws_wait_for_applications_to_close(cup: Cup) -> None:
    await enter(cup, 3)
    with pytest.raises(Conflict):
        await draws.make_draws(fresh(cup), cup.clock, IDS, cup.fed.admin, cup.cup)
    await cup.set_tournament(registration_open=False)
    made = await draws.make_draws(fresh(cup), cup.clock, IDS, cup.fed.admin, cup.cup, seed=5)
    assert [view.group for view in made] == [women(cup)]
    assert made[0].format is DrawFormat.ROUND_ROBIN and made[0].seed == 5
    assert {e.name.split()[0] for e in made[0].entrants} == {"1", "2", "3"}


async def test_only_admins_make_draws(cup: Cup) -> None:
    await cup.set_tournament(registration_open=False)
    with pytest.raises(Forbidden):
        await draws.make_draws(fresh(cup), cup.clock, IDS, cup.fed.coach, cup.cup)


async def test_archived_tournaments_keep_their_draws(cup: Cup) -> None:
    await cup.set_tournament(registration_open=False, is_archived=True)
    with pytest.raises(Forbidden):
        await draws.make_draws(fresh(cup), cup.clock, IDS, cup.fed.admin, cup.cup)


async def test_the_same_seed_draws_the_same_and_a_change_makes_the_draw_stale(cup: Cup) -> None:
    await enter(cup, 9)
    await cup.set_tournament(registration_open=False)
    admin = cup.fed.admin
    first = await draws.make_draws(fresh(cup), cup.clock, IDS, admin, cup.cup, seed=11)
    again = await draws.make_draws(fresh(cup), cup.clock, IDS, admin, cup.cup, [key(cup)], seed=11)
    assert first == again
    read = await draw_reads.get_draw(fresh(cup), IDS, admin, cup.cup, key(cup))
    assert read.bouts == first[0].bouts and not read.stale
    assert read.format is DrawFormat.ELIMINATION_REPECHAGE
    await enter(cup, 1)
    overview = await draw_reads.list_draws(fresh(cup), admin, cup.cup)
    (state,) = overview.groups
    assert state.stale and state.added == ("Ana0 Anić0",) and state.size == 10
    assert (await draw_reads.get_draw(fresh(cup), IDS, admin, cup.cup, key(cup))).stale


async def test_clubs_read_draws_once_published(cup: Cup) -> None:
    await enter(cup, 2)
    await cup.set_tournament(registration_open=False)
    await draws.make_draws(fresh(cup), cup.clock, IDS, cup.fed.admin, cup.cup)
    with pytest.raises(Forbidden):
        await draw_reads.get_draw(fresh(cup), IDS, cup.fed.coach, cup.cup, key(cup))
    await draws.publish_draws(fresh(cup), cup.clock, cup.fed.admin, cup.cup, published=True)
    seen = await draw_reads.get_draw(fresh(cup), IDS, cup.fed.coach, cup.cup, key(cup))
    assert seen.published and len(seen.entrants) == 2
    await draws.publish_draws(fresh(cup), cup.clock, cup.fed.admin, cup.cup, published=False)
    with pytest.raises(Forbidden):
        await draw_reads.list_draws(fresh(cup), cup.fed.coach, cup.cup)


async def test_seeds_take_their_lines(cup: Cup) -> None:
    ids = await enter(cup, 12)
    await cup.set_tournament(registration_open=False)
    admin = cup.fed.admin
    await draws.set_seeds(fresh(cup), IDS, admin, cup.cup, key(cup), {ids[5]: 1, ids[7]: 2})
    (made,) = await draws.make_draws(fresh(cup), cup.clock, IDS, admin, cup.cup, seed=3)
    lines = {e.registration_id: e.line for e in made.entrants}
    assert lines[ids[5]] == 0 and lines[ids[7]] == 15
    with pytest.raises(RuleBroken):
        await draws.set_seeds(fresh(cup), IDS, admin, cup.cup, key(cup), {ids[1]: 1, ids[2]: 1})
    with pytest.raises(RuleBroken):
        await draws.set_seeds(fresh(cup), IDS, admin, cup.cup, key(cup), {999: 1})


async def test_teams_are_drawn_by_team_type(cup: Cup) -> None:
    members = [await cup.member(cup.fed.sokol_id, f"T{n}", f"Tim{n}") for n in range(4)]
    for pair in (members[:2], members[2:]):
        team = TeamRegistration(
            cup.cup, cup.fed.sokol_id, TeamType.MIX, [m.id or 0 for m in pair],
            [cup.entry("Seniors", "team")],
        )  # fmt: skip
        await cup.fed.db.team_registrations.add(team)
    await cup.set_tournament(registration_open=False)
    (made,) = await draws.make_draws(fresh(cup), cup.clock, IDS, cup.fed.admin, cup.cup)
    assert made.group.team_type is TeamType.MIX
    assert sorted(e.name for e in made.entrants) == ["Tim0, Tim1", "Tim2, Tim3"]


async def test_unknown_groups_and_draws_are_refused(cup: Cup) -> None:
    await enter(cup, 2)
    await cup.set_tournament(registration_open=False)
    with pytest.raises(RuleBroken):
        await draws.make_draws(fresh(cup), cup.clock, IDS, cup.fed.admin, cup.cup, ["i-1-1-MEN"])
    with pytest.raises(NotFound):
        await draw_reads.get_draw(fresh(cup), IDS, cup.fed.admin, cup.cup, key(cup))
    with pytest.raises(NotFound):
        await draw_reads.get_draw(fresh(cup), IDS, cup.fed.admin, cup.cup, "nonsense")
