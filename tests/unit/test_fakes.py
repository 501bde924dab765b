"""The fakes themselves: they satisfy the ports (checked by mypy) and roll back like a database."""

from datetime import datetime, timedelta

import pytest

from adapters.unit_of_work import Factory, UnitOfWork
from fedreg_core.domain.entities import Club, Settings, User
from fedreg_core.domain.errors import NotFound
from fedreg_core.ports.clock import Clock
from fedreg_core.ports.files import FileStore
from fedreg_core.ports.mail import Mail, Mailer
from fedreg_core.ports.repositories import ClubRepository, PasswordResetRepository
from fedreg_core.ports.security import PasswordHasher, TokenClaims, TokenService
from tests.fake_tables import FakeRepository, UniqueViolation
from tests.fakes import (
    FakeClubRepository,
    FakeDatabase,
    FakeFileStore,
    FakePasswordHasher,
    FakePasswordResetRepository,
    FakeTokenService,
    FakeUnitOfWork,
    FakeUnitOfWorkFactory,
    FixedClock,
    OutboxMailer,
)


def club(name: str = "Karate klub Sokol") -> Club:
    return Club(name, "Sokol", "Beograd", "Ulica 1", "sokol@klub.rs", "Ana", "060123456")


def test_every_fake_satisfies_its_port() -> None:
    """The assignments are the test: mypy --strict rejects a fake that drifts from its port."""
    clock: Clock = FixedClock()
    uow: UnitOfWork = FakeUnitOfWork()
    factory: Factory = FakeUnitOfWorkFactory()
    clubs: ClubRepository = FakeClubRepository()
    resets: PasswordResetRepository = FakePasswordResetRepository()
    hasher: PasswordHasher = FakePasswordHasher()
    tokens: TokenService = FakeTokenService(clock)
    mailer: Mailer = OutboxMailer()
    files: FileStore = FakeFileStore()
    assert all((clock, uow, factory, clubs, resets, hasher, tokens, mailer, files))


async def test_uncommitted_changes_are_rolled_back_on_exit() -> None:
    uow = FakeUnitOfWork()
    async with uow:
        await uow.clubs.add(club())
    assert uow.db.clubs.all() == []
    assert (uow.commits, uow.committed) == (0, False)


async def test_committed_changes_stay_and_later_ones_roll_back() -> None:
    uow = FakeUnitOfWork()
    async with uow:
        stored = await uow.clubs.add(club())
        await uow.commit()
        stored.name = "Changed after commit"
        await uow.clubs.update(stored)
    assert [c.name for c in uow.db.clubs.all()] == ["Karate klub Sokol"]
    assert (uow.commits, uow.committed) == (1, True)


async def change_settings_then_fail(uow: FakeUnitOfWork) -> None:
    async with uow:
        await uow.settings.update(Settings("Changed", "x"))
        raise RuntimeError


async def test_an_exception_inside_the_block_rolls_back() -> None:
    uow = FakeUnitOfWork()
    with pytest.raises(RuntimeError):
        await change_settings_then_fail(uow)
    assert (await uow.db.settings.get()).title == "fedreg"


async def test_commit_outside_the_block_is_a_bug() -> None:
    with pytest.raises(RuntimeError):
        await FakeUnitOfWork().commit()


async def test_repository_hands_out_ids_and_copies() -> None:
    repo = FakeRepository[Club]()
    first, second = await repo.add(club("A")), await repo.add(club("B"))
    assert (first.id, second.id) == (1, 2)
    loaded = await repo.get(1)
    assert loaded == first
    assert loaded is not first
    first.name = "changed without update"
    assert [c.name for c in repo.all()] == ["A", "B"]
    await repo.delete(1)
    assert await repo.get(1) is None
    with pytest.raises(NotFound):
        await repo.update(first)


async def test_user_emails_are_unique_and_found_ignoring_case() -> None:
    db = FakeDatabase()
    await db.users.add(User("Ana", "ana@klub.rs", "hashed:x"))
    found = await db.users.get_by_email(" ANA@Klub.RS ")
    assert found is not None
    assert found.id == 1
    with pytest.raises(UniqueViolation):
        await db.users.add(User("Other", "Ana@klub.rs", "hashed:y"))


def test_fixed_clock_is_set_and_advanced() -> None:
    clock = FixedClock(datetime(2026, 1, 1, 12, 0))
    clock.advance(minutes=30)
    clock.advance(timedelta(days=1))
    assert clock.now() == datetime(2026, 1, 2, 12, 30)
    clock.set(datetime(2030, 1, 1))
    assert clock.now() == datetime(2030, 1, 1)


def test_fake_tokens_are_read_back_until_they_expire() -> None:
    clock = FixedClock()
    tokens = FakeTokenService(clock)
    token = tokens.issue(7, 2)
    assert tokens.read(token) == TokenClaims(7, 2)
    assert tokens.read("forged") is None
    clock.advance(days=7)
    assert tokens.read(token) is None


async def test_outbox_and_file_store_keep_what_they_get() -> None:
    mailer, files = OutboxMailer(), FakeFileStore()
    await mailer.send(Mail("ana@klub.rs", "Subject", "Body"))
    path = await files.save("avatars", b"png", ".png")
    assert mailer.sent == [Mail("ana@klub.rs", "Subject", "Body")]
    assert files.files == {path: b"png"}
    assert path.startswith("/files/avatars/")
    await files.delete(path)
    assert files.files == {}
