"""The paged registration lists and the overview on SQLite and PostgreSQL: every order with
its ties, every filter, the sex a reader sees, paging, and a fixed number of statements."""

from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.sql.statement_counter import count_statements
from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core.domain.entities import User
from fedreg_core.domain.enums import SeenSex, SortMode, TeamType, Variant
from fedreg_core.domain.errors import NotFound
from fedreg_core.ports.registration_lists import RegistrationFilter
from fedreg_core.services import fee_report, registration_lists
from fedreg_core.services.registration_lists import PageRequest
from tests.integration.registration_list_seed import Field, seed_field
from tests.integration.test_sql_registrations import register_many, set_up

ADMIN = User("Admin", "admin@example.com", "h", is_admin=True)

COMPETITOR_ORDERS = [
    (SortMode.ALPHA, ["c2", "c5", "c3", "c4", "c1"]),  # Ćirić before Zec: the Serbian alphabet
    (SortMode.ASC, ["c1", "c2", "c5", "c3", "c4"]),
    (SortMode.DESC, ["c4", "c3", "c5", "c2", "c1"]),
    (SortMode.CLUB, ["c3", "c4", "c2", "c5", "c1"]),
    (SortMode.ASSIGNED_NUMBER, ["c3", "c1", "c2", "c5", "c4"]),
]
TEAM_ORDERS = [
    (SortMode.ALPHA, ["t3", "t4", "t2", "t1"]),  # t3's names start t4's: shorter first
    (SortMode.ASSIGNED_NUMBER, ["t3", "t4", "t2", "t1"]),
    (SortMode.ASC, ["t1", "t2", "t3", "t4"]),
    (SortMode.DESC, ["t4", "t3", "t2", "t1"]),
    (SortMode.CLUB, ["t2", "t3", "t4", "t1"]),
]


@pytest.fixture
async def field(uow_factory: SqlUnitOfWorkFactory) -> Field:
    return await seed_field(uow_factory)


def coach_of(found: Field, club: str) -> User:
    return User("Coach", "coach@example.com", "h", club_id=found.ids[club])


async def competitors(
    uow_factory: SqlUnitOfWorkFactory, found: Field, actor: User = ADMIN, **kw: Any
) -> tuple[list[str], int]:
    sort = kw.pop("sort", SortMode.ALPHA)
    skip, limit = kw.pop("skip", 0), kw.pop("limit", 100)
    request = PageRequest(RegistrationFilter(**kw), sort, skip, limit)
    page = await registration_lists.competitor_page(uow_factory(), actor, found.ids["cup"], request)
    return found.names([r.id or 0 for r in page.snapshot.competitors]), page.total


async def teams(
    uow_factory: SqlUnitOfWorkFactory, found: Field, sort: SortMode = SortMode.ALPHA, **kw: Any
) -> list[str]:
    request = PageRequest(RegistrationFilter(**kw), sort)
    page = await registration_lists.team_page(uow_factory(), ADMIN, found.ids["cup"], request)
    assert page.total == len(page.snapshot.teams)
    return found.names([t.id or 0 for t in page.snapshot.teams], "t")


@pytest.mark.parametrize(("sort", "expected"), COMPETITOR_ORDERS)
async def test_competitor_orders(
    uow_factory: SqlUnitOfWorkFactory, field: Field, sort: SortMode, expected: list[str]
) -> None:
    assert await competitors(uow_factory, field, sort=sort) == (expected, 5)


@pytest.mark.parametrize(("sort", "expected"), TEAM_ORDERS)
async def test_team_orders(
    uow_factory: SqlUnitOfWorkFactory, field: Field, sort: SortMode, expected: list[str]
) -> None:
    assert await teams(uow_factory, field, sort) == expected


async def test_pages_and_totals(uow_factory: SqlUnitOfWorkFactory, field: Field) -> None:
    assert await competitors(uow_factory, field, skip=1, limit=2) == (["c5", "c3"], 5)
    assert await competitors(uow_factory, field, skip=4, limit=2) == (["c1"], 5)
    assert await competitors(uow_factory, field, skip=10) == ([], 5)
    assert await competitors(uow_factory, field, text="nobody") == ([], 0)


def ids(found: Field, *keys: str) -> dict[str, Any]:
    return {f"{key}_id": found.ids[value] for key, value in (k.split("=") for k in keys)}


async def test_competitor_filters(uow_factory: SqlUnitOfWorkFactory, field: Field) -> None:
    f = field

    async def shown(**kw: Any) -> list[str]:
        return (await competitors(uow_factory, f, **kw))[0]

    assert await shown(text=" ANI ") == ["c2", "c5"]
    assert await shown(text="ĆIR") == ["c4"]  # non-ASCII letters ignore case too
    assert await shown(text="borac") == ["c3", "c4"]  # the club's name
    assert await shown(text="ana sloga") == ["c2", "c5"]  # every word, in any field
    assert await shown(text="100%") == []  # wildcards are taken literally
    assert await shown(**ids(f, "club=borac")) == ["c3", "c4"]
    assert await shown(**ids(f, "category=Juniors")) == ["c4"]
    assert await shown(**ids(f, "discipline=kumite")) == ["c2", "c4", "c1"]
    assert await shown(**ids(f, "category=Seniors", "discipline=kumite")) == ["c2", "c1"]
    assert await shown(**ids(f, "category=Juniors", "discipline=kataA")) == []
    assert await shown(**ids(f, "club=sloga", "discipline=kataB")) == ["c5"]


async def test_the_sex_a_reader_sees(uow_factory: SqlUnitOfWorkFactory, field: Field) -> None:
    """A club's users see their own members' sex; of other clubs' members only what a
    discipline open to one sex tells (Marko, in a men's discipline), else UNKNOWN (Iva)."""
    coach = coach_of(field, "sloga")

    async def shown(actor: User, sex: SeenSex) -> list[str]:
        return (await competitors(uow_factory, field, actor, sex=sex))[0]

    assert await shown(ADMIN, SeenSex.WOMEN) == ["c2", "c5", "c4", "c1"]
    assert await shown(ADMIN, SeenSex.UNKNOWN) == []
    assert await shown(coach, SeenSex.WOMEN) == ["c2", "c5", "c1"]
    assert await shown(coach, SeenSex.MEN) == ["c3"]
    assert await shown(coach, SeenSex.UNKNOWN) == ["c4"]
    other = coach_of(field, "borac")
    assert await shown(other, SeenSex.UNKNOWN) == ["c2", "c5", "c1"]
    assert await shown(other, SeenSex.WOMEN) == ["c4"]


async def test_a_page_has_each_competitors_sex_as_the_filter_sees_it(
    uow_factory: SqlUnitOfWorkFactory, field: Field
) -> None:
    cup, seen = field.ids["cup"], {}
    for actor in (ADMIN, coach_of(field, "sloga"), coach_of(field, "borac")):
        page = await registration_lists.competitor_page(uow_factory(), actor, cup, PageRequest())
        seen = {field.names([i])[0]: sex for i, sex in page.sexes.items()}
        for sex in SeenSex:
            with_sex = (await competitors(uow_factory, field, actor, sex=sex))[0]
            assert sorted(with_sex) == sorted(name for name, s in seen.items() if s == sex)
    assert seen == {"c1": "UNKNOWN", "c2": "UNKNOWN", "c3": "MEN", "c4": "WOMEN", "c5": "UNKNOWN"}


async def test_team_filters(uow_factory: SqlUnitOfWorkFactory, field: Field) -> None:
    assert await teams(uow_factory, field, team_type=TeamType.MIX) == ["t2"]
    assert await teams(uow_factory, field, text="babić") == ["t2"]
    assert await teams(uow_factory, field, text="sloga") == ["t3", "t4", "t1"]
    assert await teams(uow_factory, field, **ids(field, "club=borac")) == ["t2"]
    assert await teams(uow_factory, field, **ids(field, "discipline=team")) == [
        "t3",
        "t4",
        "t2",
        "t1",
    ]
    assert await teams(uow_factory, field, **ids(field, "discipline=kumite")) == []


async def test_overview_counts_entries_as_the_reader_sees_them(
    uow_factory: SqlUnitOfWorkFactory, field: Field
) -> None:
    i = field.ids

    async def counted(actor: User) -> tuple[set[tuple[Any, ...]], set[tuple[Any, ...]]]:
        found = await registration_lists.overview(uow_factory(), actor, i["cup"], Variant.WFF)
        return (
            {(c.category_id, c.discipline_id, c.kind, c.count) for c in found.competitors},
            {(t.category_id, t.discipline_id, t.kind, t.count) for t in found.teams},
        )

    seniors, juniors = i["Seniors"], i["Juniors"]
    admin_competitors, admin_teams = await counted(ADMIN)
    assert admin_competitors == {
        (seniors, i["kumite"], "WOMEN", 2),
        (seniors, i["kataA"], "WOMEN", 1),
        (seniors, i["kataB"], "WOMEN", 1),
        (seniors, i["men"], "MEN", 1),
        (juniors, i["kumite"], "WOMEN", 1),
    }
    assert admin_teams == {(seniors, i["team"], "WOMEN", 3), (seniors, i["team"], "MIX", 1)}
    coach_competitors, _ = await counted(coach_of(field, "sloga"))
    assert coach_competitors == admin_competitors - {(juniors, i["kumite"], "WOMEN", 1)} | {
        (juniors, i["kumite"], "UNKNOWN", 1)
    }


def reads(uow_factory: SqlUnitOfWorkFactory, cup: int) -> list[Callable[[], Awaitable[object]]]:
    """A first page, a page past the end, teams by club, the overview, the fee report."""
    past_the_end = PageRequest(sort=SortMode.CLUB, skip=100)
    return [
        lambda: registration_lists.competitor_page(uow_factory(), ADMIN, cup, PageRequest()),
        lambda: registration_lists.competitor_page(uow_factory(), ADMIN, cup, past_the_end),
        lambda: registration_lists.team_page(
            uow_factory(), ADMIN, cup, PageRequest(sort=SortMode.CLUB)
        ),
        lambda: registration_lists.overview(uow_factory(), ADMIN, cup, Variant.DEFAULT),
        lambda: fee_report.tournament_fees(uow_factory(), ADMIN, cup),
    ]


async def test_fixed_number_of_statements_as_data_grows(
    engine: AsyncEngine, uow_factory: SqlUnitOfWorkFactory
) -> None:
    """Each read the same count with 2 and with 22 competitors and teams (a page past the end
    asks for the total separately)."""
    s = await set_up(uow_factory)
    async with uow_factory() as uow:
        await uow.settings.get()  # the settings row, as a running federation has it
        await uow.commit()
    counts = []
    for more in (2, 20):
        await register_many(uow_factory, s, more)
        found = []
        for read in reads(uow_factory, s.tournament_id):
            with count_statements(engine) as counter:
                await read()
            found.append(counter.count)
        counts.append(found)
    assert counts[0] == counts[1] == [5, 3, 5, 3, 3]


async def test_an_archived_tournament_is_refused_after_reading_it_alone(
    engine: AsyncEngine, uow_factory: SqlUnitOfWorkFactory, field: Field
) -> None:
    """A club user asking for an archived tournament's lists or overview gets ``NotFound``
    after the tournament's statement, before any list statement."""
    cup = field.ids["cup"]
    async with uow_factory() as uow:
        archived = await uow.tournaments.get(cup)
        assert archived is not None
        archived.is_archived = True
        await uow.tournaments.update(archived)
        await uow.commit()
    coach = coach_of(field, "sloga")
    refused: list[Callable[[], Awaitable[object]]] = [
        lambda: registration_lists.competitor_page(uow_factory(), coach, cup, PageRequest()),
        lambda: registration_lists.team_page(uow_factory(), coach, cup, PageRequest()),
        lambda: registration_lists.overview(uow_factory(), coach, cup, Variant.WFF),
    ]
    for read in refused:
        with count_statements(engine) as counter, pytest.raises(NotFound):
            await read()
        assert counter.count == 1
    assert (
        await registration_lists.competitor_page(uow_factory(), ADMIN, cup, PageRequest())
    ).total == 5
