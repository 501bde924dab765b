"""Tournament and discipline views on SQLite and PostgreSQL: what they hold, the counts of
registrations, and a fixed number of statements as the data grows tenfold."""

from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.sql.statement_counter import count_statements
from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core.domain.entities import User
from fedreg_core.ports.listing import ListQuery
from fedreg_core.services import disciplines, tournament_reads
from fedreg_core.services.listing import ListRequest
from tests.fakes import FixedClock
from tests.integration.registration_list_seed import seed_field
from tests.integration.tournament_seed import seed

ADMIN = User("Admin", "admin@fed.rs", "h", is_admin=True, id=10_000)
CLOCK = FixedClock()


async def test_a_view_holds_disciplines_files_deductions_and_counts(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    (registered,) = (await seed(uow_factory, 1)).tournament_ids
    (empty,) = (await seed(uow_factory, 1, registered=False)).tournament_ids
    async with uow_factory() as uow:
        view = await uow.tournaments.get_view(registered)
        bare = await uow.tournaments.get_view(empty)
        assert await uow.tournaments.get_view(999_999) is None
    assert view is not None and bare is not None
    assert [d.discipline.discipline.name for d in view.disciplines] == ["Kata", "Kumite"]
    assert [d.discipline.categories[0].name for d in view.team_disciplines] == ["Seniori"]
    assert view.disciplines[0].link_id != view.disciplines[1].link_id
    assert ([i.name for i in view.images], [d.size for d in view.documents]) == (["Slika 0"], [5])
    assert [d.deduction for d in view.club_deductions] == [10]
    assert (view.competitors_count, view.clubs_count, view.teams_count) == (3, 3, 1)
    assert (view.competitor_entries_count, view.team_entries_count) == (3, 0)
    assert (bare.competitors_count, bare.clubs_count, bare.teams_count) == (0, 0, 0)
    assert (bare.competitor_entries_count, bare.team_entries_count) == (0, 0)


async def test_the_counts_of_a_field_of_registrations(uow_factory: SqlUnitOfWorkFactory) -> None:
    found = await seed_field(uow_factory)
    async with uow_factory() as uow:
        view = await uow.tournaments.get_view(found.ids["cup"])
    assert view is not None
    counts = (view.clubs_count, view.competitors_count, view.teams_count)
    # c2 has two entries, the other competitors one each; each team one
    entries = (view.competitor_entries_count, view.team_entries_count)
    assert (counts, entries) == ((2, 5, 4), (6, 4))


async def test_the_list_filters_and_counts_per_tournament(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    ids = (await seed(uow_factory, 3)).tournament_ids
    async with uow_factory() as uow:
        archived = await uow.tournaments.get(ids[1])
        assert archived is not None
        archived.is_archived = True
        await uow.tournaments.update(archived)
        await uow.commit()
    request = ListRequest(by={"isArchived": False})
    page = await tournament_reads.list_tournaments(uow_factory(), CLOCK, ADMIN, request)
    assert [v.item.view.tournament.id for v in page.items] == [ids[0], ids[2]]
    assert {(v.item.view.competitors_count, v.item.view.clubs_count) for v in page.items} == {
        (3, 3)
    }
    assert page.total == 2


async def test_views_take_a_fixed_number_of_statements_as_data_grows_tenfold(
    engine: AsyncEngine, uow_factory: SqlUnitOfWorkFactory
) -> None:
    async def statements() -> tuple[int, int, int]:
        with count_statements(engine) as listing:
            page = await tournament_reads.list_tournaments(
                uow_factory(), CLOCK, ADMIN, ListRequest(limit=1000)
            )
        with count_statements(engine) as one:
            await tournament_reads.get_tournament(
                uow_factory(), CLOCK, ADMIN, page.items[-1].item.view.tournament.id or 0
            )
        with count_statements(engine) as catalogue:
            await disciplines.list_disciplines(uow_factory(), ListRequest(limit=1000))
        assert all(v.item.view.competitors_count == 3 for v in page.items)
        return listing.count, one.count, catalogue.count

    await seed(uow_factory, 2)
    small = await statements()
    await seed(uow_factory, 18)
    assert (small, await statements()) == ((5, 5, 4), (5, 5, 4))


async def test_get_many_answers_the_existing_ones_in_id_order(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    seeded = await seed(uow_factory, 1, registered=False)
    async with uow_factory() as uow:
        page = await uow.disciplines.page(ListQuery())
        ids = [d.id for d in page.items if d.id is not None]
        found = await uow.disciplines.get_many([ids[2], 999_999, ids[0]])
        categories = await uow.categories.get_many([seeded.category_id])
    assert [d.id for d in found] == [ids[0], ids[2]]
    assert [c.name for c in categories] == ["Seniori"]


async def test_a_page_past_the_end_still_counts_the_total(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    await seed(uow_factory, 3, registered=False)
    async with uow_factory() as uow:
        past = await uow.tournaments.view_page(ListQuery(skip=5))
        first = await uow.tournaments.view_page(ListQuery(limit=2))
    assert (past.items, past.total) == ([], 3)
    assert (len(first.items), first.total) == (2, 3)
