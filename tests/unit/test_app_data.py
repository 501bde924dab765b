"""What the webapp loads on start: settings and the active tournament (docs/product.md, API
and Tournament states)."""

from datetime import datetime

from fedreg_core.domain.entities import Settings, Tournament, User
from fedreg_core.ports.site import ActiveTournament
from fedreg_core.services.app_data import load_app_data
from tests.fakes import FakeDatabase, FakeSiteReads, FakeTokenService, FakeUnitOfWork


def tournament(name: str) -> Tournament:
    return Tournament(name, "<p>Opis</p>", datetime(2026, 5, 1), registration_open=True)


async def sign_in(uow: FakeUnitOfWork, tokens: FakeTokenService, blocked: bool = False) -> str:
    user = await uow.db.users.add(User("Ana", "ana@klub.rs", "hash", is_blocked=blocked))
    assert user.id is not None
    return tokens.issue(user.id, user.token_version)


async def with_active_tournament(uow: FakeUnitOfWork) -> Tournament:
    await uow.db.tournaments.add(tournament("Prvenstvo 2025"))
    active = await uow.db.tournaments.add(tournament("Kup 2026"))
    settings = await uow.db.settings.get()
    settings.title, settings.active_tournament_id = "Savez", active.id
    await uow.db.settings.update(settings)
    return active


async def test_without_a_settings_row_the_default_settings_are_answered() -> None:
    db = FakeDatabase(settings=Settings("Karate savez Srbije", "Prijave za turnire"))
    uow = FakeUnitOfWork(db)

    data = await load_app_data(FakeSiteReads(uow.db), FakeTokenService(), None)

    assert data.settings == Settings("Karate savez Srbije", "Prijave za turnire", id=1)
    assert data.active_tournament is None
    assert not data.signed_in
    assert uow.commits == 0


async def test_signed_in_users_get_the_active_tournament_with_the_settings() -> None:
    uow, tokens = FakeUnitOfWork(), FakeTokenService()
    active = await with_active_tournament(uow)

    data = await load_app_data(FakeSiteReads(uow.db), tokens, await sign_in(uow, tokens))

    assert data.signed_in
    assert data.settings == await uow.db.settings.get()
    assert data.active_tournament == ActiveTournament.of(active)
    assert uow.commits == 0


async def test_visitors_bad_tokens_and_blocked_users_get_no_active_tournament() -> None:
    uow, tokens = FakeUnitOfWork(), FakeTokenService()
    await with_active_tournament(uow)
    blocked = await sign_in(uow, tokens, blocked=True)

    for token in (None, "not-a-token", blocked):
        data = await load_app_data(FakeSiteReads(uow.db), tokens, token)

        assert not data.signed_in
        assert data.settings.title == "Savez"
        assert data.active_tournament is None


async def test_no_active_tournament_when_none_is_set() -> None:
    uow, tokens = FakeUnitOfWork(), FakeTokenService()
    await uow.db.tournaments.add(tournament("Kup 2026"))

    data = await load_app_data(FakeSiteReads(uow.db), tokens, await sign_in(uow, tokens))

    assert data.settings.active_tournament_id is None
    assert data.active_tournament is None


async def test_an_active_tournament_id_of_a_deleted_tournament_answers_none() -> None:
    uow, tokens = FakeUnitOfWork(), FakeTokenService()
    gone = await uow.db.tournaments.add(tournament("Kup 2026"))
    assert gone.id is not None
    await uow.db.settings.update(Settings("Savez", "", active_tournament_id=gone.id))
    await uow.db.tournaments.delete(gone.id)

    data = await load_app_data(FakeSiteReads(uow.db), tokens, await sign_in(uow, tokens))

    assert data.settings.active_tournament_id == gone.id
    assert data.active_tournament is None
