"""``SqlSiteReads`` on SQLite and PostgreSQL: what ``GET /api/data`` and every signed-in call
read, each in one statement, always as stored at the moment of the call."""

from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.sql.site_reads import SqlSiteReads
from adapters.sql.statement_counter import count_statements
from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core.domain.entities import Settings, Tournament, User
from fedreg_core.ports.site import ActiveTournament
from fedreg_core.services.app_data import load_app_data
from fedreg_core.services.authentication import authenticate
from tests.fakes import FakeTokenService
from tests.integration.sql_samples import new_club, new_tournament, new_user

TOKENS = FakeTokenService()


async def store_site(uow_factory: SqlUnitOfWorkFactory) -> tuple[Tournament, User]:
    """A club's user and an active tournament, set in the settings."""
    async with uow_factory() as uow:
        club = await uow.clubs.add(new_club())
        user = await uow.users.add(new_user(club_id=club.id))
        active = await uow.tournaments.add(new_tournament())
        await uow.settings.update(Settings("Savez", "", active_tournament_id=active.id))
        await uow.commit()
    return active, user


async def test_without_a_settings_row_the_defaults_are_answered(engine: AsyncEngine) -> None:
    site = await SqlSiteReads(engine).site_for(None)

    assert site.settings == Settings("fedreg", "", id=1)
    assert site.active_tournament is None
    assert site.user is None


async def test_the_site_with_the_active_tournament_and_the_user_in_one_statement(
    engine: AsyncEngine, uow_factory: SqlUnitOfWorkFactory
) -> None:
    active, user = await store_site(uow_factory)
    assert user.id is not None

    with count_statements(engine) as counter:
        site = await SqlSiteReads(engine).site_for(user.id)

    assert counter.count == 1
    assert site.settings.title == "Savez"
    assert site.active_tournament == ActiveTournament.of(active)
    assert site.user == user
    assert (await SqlSiteReads(engine).site_for(None)).user is None
    assert (await SqlSiteReads(engine).site_for(user.id + 1)).user is None


async def test_an_account_with_its_club_in_one_statement(
    engine: AsyncEngine, uow_factory: SqlUnitOfWorkFactory
) -> None:
    _, user = await store_site(uow_factory)
    assert user.id is not None
    async with uow_factory() as uow:
        clubless = await uow.users.add(new_user("admin@example.com"))
        club = await uow.clubs.get(user.club_id or 0)
        await uow.commit()
    assert clubless.id is not None

    with count_statements(engine) as counter:
        account = await SqlSiteReads(engine).account(user.id)

    assert counter.count == 1
    assert account is not None
    assert (account.user, account.club) == (user, club)
    clubless_account = await SqlSiteReads(engine).account(clubless.id)
    assert clubless_account is not None
    assert (clubless_account.user, clubless_account.club) == (clubless, None)
    assert await SqlSiteReads(engine).account(clubless.id + 1) is None


async def test_app_data_and_sign_in_checks_read_every_change_at_once(
    engine: AsyncEngine, uow_factory: SqlUnitOfWorkFactory
) -> None:
    """Nothing is kept between calls: a change committed anywhere is answered by the next."""
    active, user = await store_site(uow_factory)
    assert user.id is not None
    site = SqlSiteReads(engine)
    token = TOKENS.issue(user.id, user.token_version)
    assert (await load_app_data(site, TOKENS, token)).active_tournament == ActiveTournament.of(
        active
    )

    async with uow_factory() as uow:
        await uow.settings.update(Settings("Renamed", "", active_tournament_id=None))
        user.is_blocked = True
        await uow.users.update(user)
        await uow.commit()

    data = await load_app_data(site, TOKENS, token)
    assert (data.settings.title, data.active_tournament, data.signed_in) == ("Renamed", None, False)
    user.is_blocked, user.token_version = False, user.token_version + 1
    async with uow_factory() as uow:
        await uow.users.update(user)
        await uow.commit()
    assert not (await load_app_data(site, TOKENS, token)).signed_in
    renewed = TOKENS.issue(user.id, user.token_version)
    assert (await authenticate(site, TOKENS, renewed)).user == user


async def test_the_tournaments_open_for_applications_come_with_the_site_in_one_statement(
    engine: AsyncEngine, uow_factory: SqlUnitOfWorkFactory
) -> None:
    active, user = await store_site(uow_factory)
    async with uow_factory() as uow:
        stored = {}
        for name, day, is_open, archived in (
            ("Kup Šumadije", 3, True, False),
            ("Prvenstvo Vojvodine", 1, True, False),
            ("Zatvoren kup", 2, False, False),
            ("Arhiviran kup", 4, True, True),
        ):
            tournament = new_tournament()
            tournament.name, tournament.start_date = name, datetime(2026, 3, day, 9)
            tournament.registration_open, tournament.is_archived = is_open, archived
            stored[name] = await uow.tournaments.add(tournament)
        await uow.commit()

    with count_statements(engine) as counter:
        site = await SqlSiteReads(engine).site_for(user.id)

    assert counter.count == 1
    assert site.active_tournament == ActiveTournament.of(active)
    # By start date: 1 March 9:00, the active one (open, 1 March 10:00), 3 March.
    expected = (stored["Prvenstvo Vojvodine"], active, stored["Kup Šumadije"])
    assert site.open_tournaments == tuple(ActiveTournament.of(t) for t in expected)
    assert (site.user, site.settings.title) == (user, "Savez")
