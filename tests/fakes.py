"""Hand-written in-memory fakes of every port (architecture.md rule 9: fakes, not mocks).

A ``FakeDatabase`` holds the tables, each a ``FakeRepository``: rows by id, with its unique
index, the link tables its id lists are kept in and the tables whose rows go with a deleted
row declared as data (``CASCADES``), as the database declares them. A ``FakeUnitOfWork`` over
it snapshots every table's state when entered and restores the last snapshot on exit unless
``commit()`` was called, so un-committed changes vanish exactly as with a real transaction.
Tables store and answer deep copies: changing a loaded entity changes nothing until
``update()``.
"""

import copy
from collections.abc import Callable, Iterable
from contextlib import AbstractAsyncContextManager, nullcontext
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from types import TracebackType
from typing import Any, Generic, NoReturn, Protocol, Self, TypeVar

from adapters.unit_of_work import Repositories
from fedreg_core.domain.entities import (
    DEFAULT_SETTINGS,
    Category,
    Club,
    Coach,
    Member,
    Official,
    PasswordReset,
    Referee,
    Settings,
    TournamentFile,
    User,
)
from fedreg_core.domain.errors import FileTypeNotAllowed, NotFound
from fedreg_core.domain.folding import fold
from fedreg_core.ports.clock import Clock
from fedreg_core.ports.files import CleanImage
from fedreg_core.ports.listing import ListQuery, Page, UserSummary
from fedreg_core.ports.mail import Mail
from fedreg_core.ports.security import TokenClaims
from tests.fake_listing import page_of

Restore = Callable[[], None]


class Identified(Protocol):
    id: int | None


EntityT = TypeVar("EntityT", bound=Identified)


def not_faked(*args: Any, **kwargs: Any) -> NoReturn:
    """A port's method no unit test needs: the fake leaves it out (the SQL adapter's tests
    cover it); a test that comes to need it writes it here."""
    raise NotImplementedError("no unit test needed this of the in-memory fake yet")


class UniqueViolation(Exception):
    """What a database unique index would raise: the service should have checked first."""


@dataclass(frozen=True, slots=True)
class Links:
    """An id list of an entity (``name``) kept as rows of a link table, from ``owner`` (the
    entity's id) to ``target`` (the listed id), made by ``make``."""

    name: str
    table: "FakeRepository[Any]"
    owner: str
    target: str
    make: type[Any]

    def of(self, owner_id: int | None) -> list[int]:
        return [getattr(row, self.target) for row in self.table.where(**{self.owner: owner_id})]

    def sync(self, owner_id: int, wanted: Iterable[int]) -> None:
        """Keep the links that stay, delete the removed ones, add the new ones."""
        ids = list(dict.fromkeys(wanted))
        self.table.drop(
            lambda r: getattr(r, self.owner) == owner_id and getattr(r, self.target) not in ids
        )
        for target in (i for i in ids if i not in self.of(owner_id)):
            self.table.insert(self.make(**{self.owner: owner_id, self.target: target}))


class FakeRepository(Generic[EntityT]):
    """Entities by id; ids are handed out 1, 2, 3, ... as a database sequence would. With a
    ``key``, no two rows share it (a unique index; ``same`` for one that is no plain key):
    ``clash`` is what adding one raises. ``links``: id lists kept in link tables;
    ``cascades``: (table, field) whose rows naming a deleted row go with it."""

    def __init__(
        self,
        key: Callable[[EntityT], object] | None = None,
        clash: Callable[[], Exception] = UniqueViolation,
        same: Callable[[EntityT, EntityT], bool] | None = None,
    ) -> None:
        self._rows: dict[int, EntityT] = {}
        self._next_id = 1
        self._same = same or (None if key is None else lambda a, b: key(a) == key(b))
        self._clash = clash
        self.links: list[Links] = []
        self.cascades: list[tuple[FakeRepository[Any], str]] = []

    def _read(self, row: EntityT) -> EntityT:
        found = copy.deepcopy(row)
        lists = {links.name: links.of(row.id) for links in self.links}
        return replace(found, **lists) if lists else found  # type: ignore[type-var]

    async def get(self, entity_id: int) -> EntityT | None:
        row = self._rows.get(entity_id)
        return None if row is None else self._read(row)

    async def get_many(self, entity_ids: Iterable[int]) -> list[EntityT]:
        wanted = set(entity_ids)
        return [row for row in self.all() if row.id in wanted]

    def insert(self, entity: EntityT) -> EntityT:
        self._check_unique(entity)
        entity.id, self._next_id = self._next_id, self._next_id + 1
        self._rows[entity.id] = copy.deepcopy(entity)
        return entity

    async def add(self, entity: EntityT) -> EntityT:
        return self._write(self.insert(entity))

    async def update(self, entity: EntityT) -> EntityT:
        if entity.id is None or entity.id not in self._rows:
            raise NotFound
        self._check_unique(entity)
        self._rows[entity.id] = copy.deepcopy(entity)
        return self._write(entity)

    def _write(self, entity: EntityT) -> EntityT:
        for links in self.links:
            links.sync(entity.id or 0, getattr(entity, links.name))
        return entity

    async def delete(self, entity_id: int) -> None:
        self._rows.pop(entity_id, None)
        for table, field in self.cascades:
            table.drop(lambda row: getattr(row, field) == entity_id)  # noqa: B023 (called here)

    def drop(self, gone: Callable[[Any], bool]) -> None:
        """Delete the rows that are ``gone`` (what ON DELETE CASCADE does)."""
        self._rows = {i: row for i, row in self._rows.items() if not gone(row)}

    async def page(self, query: ListQuery) -> Page[EntityT]:
        return page_of(self.all(), query)

    def all(self) -> list[EntityT]:
        """Every stored row in id order (a test helper, not part of the port)."""
        return [self._read(row) for _, row in sorted(self._rows.items())]

    def by_id(self) -> dict[int, EntityT]:
        """Every stored row (a copy) by id."""
        return {row.id or 0: row for row in self.all()}

    def where(self, **equals: object) -> list[EntityT]:
        """The stored rows whose fields have these values, in id order."""
        return [r for r in self.all() if all(getattr(r, f) == v for f, v in equals.items())]

    def first(self, wanted: Callable[[EntityT], bool]) -> EntityT | None:
        """The first stored row (a copy) that is ``wanted``."""
        return next((row for row in self.all() if wanted(row)), None)

    def _check_unique(self, entity: EntityT) -> None:
        same, others = self._same, (r for r in self._rows.values() if r.id != entity.id)
        if same is not None and any(same(entity, row) for row in others):
            raise self._clash()


class FakeUserRepository(FakeRepository[User]):
    def __init__(self, clubs: FakeRepository[Club]) -> None:
        super().__init__(lambda user: user.email.lower())
        self._clubs = clubs

    async def summary_page(self, query: ListQuery) -> Page[UserSummary]:
        users = page_of(self.all(), query)
        clubs = [await self._clubs.get(u.club_id) if u.club_id else None for u in users.items]
        return Page([*map(UserSummary.of, users.items, clubs)], users.total)

    async def get_by_email(self, email: str) -> User | None:
        return self.first(lambda user: user.email.lower() == email.strip().lower())


class FakeClubRepository(FakeRepository[Club]):
    """Clubs; as the database's unique index, no two names fold alike (``folding.fold``)."""

    def __init__(self) -> None:
        super().__init__(lambda club: fold(club.name))

    async def get_by_name(self, name: str) -> Club | None:
        return self.first(lambda club: fold(club.name) == fold(name))


class FakePasswordResetRepository(FakeRepository[PasswordReset]):
    async def get_by_digest(self, token_digest: str) -> PasswordReset | None:
        return self.first(lambda reset: reset.token_digest == token_digest)

    async def use_all_of(self, user_id: int, at: datetime) -> list[int]:
        unused = [r for r in self._rows.values() if r.user_id == user_id and r.used_at is None]
        for reset in unused:
            reset.used_at = at
        return [r.id for r in unused if r.id is not None]

    async def count_unexpired(self, user_id: int, now: datetime) -> int:
        return sum(r.expires_at > now for r in self.where(user_id=user_id))


class FakeSettingsRepository:
    """The one settings row, created from ``default`` on first read."""

    def __init__(self, default: Settings = DEFAULT_SETTINGS) -> None:
        self._row = replace(default, id=1)

    async def get(self) -> Settings:
        return copy.deepcopy(self._row)

    async def update(self, settings: Settings) -> Settings:
        settings.id = 1
        self._row = copy.deepcopy(settings)
        return settings


LINKS = ("tournament_disciplines", "tournament_team_disciplines")
TOURNAMENT_CHILDREN = (
    *("tournament_images", "documents", "club_deductions", "history", "competitor_registrations"),
    *("team_registrations", "tournament_coaches", "tournament_referees", "tournament_officials"),
)
CASCADES = {  # a table: the (table, field) of rows that go with its deleted row (ON DELETE CASCADE)
    "categories": [("discipline_categories", "category_id")],
    "disciplines": [(table, "discipline_id") for table in (*LINKS, "discipline_categories")],
    "tournaments": [(table, "tournament_id") for table in (*LINKS, *TOURNAMENT_CHILDREN)],
}


class FakeDatabase:
    """Every table the core knows; shared by the units of work of one test. What a table
    keeps outside this database's attributes (its rows, its state) is what a snapshot saves;
    the attributes themselves (tables, logs of calls) are shared, never copied."""

    def __init__(self, settings: Settings = DEFAULT_SETTINGS) -> None:
        from tests import fake_catalog as fc  # they import this
        from tests import fake_registrations as fr

        self.held_members: list[list[int]] = []
        self.directory_calls: list[str] = []
        self.clubs = FakeClubRepository()
        self.users = FakeUserRepository(self.clubs)
        self.members = FakeRepository[Member]()
        self.coaches = FakeRepository[Coach]()
        self.referees = FakeRepository[Referee]()
        self.officials = FakeRepository[Official]()
        self.settings = FakeSettingsRepository(settings)
        self.password_resets = FakePasswordResetRepository()
        self.categories = FakeRepository[Category]()
        self.disciplines = fc.FakeDisciplineRepository(self.categories)
        self.tournaments = fc.FakeTournamentRepository(self)
        self.discipline_categories = self.disciplines.links[0].table
        self.tournament_disciplines = self.tournaments.links[0].table
        self.tournament_team_disciplines = self.tournaments.links[1].table
        self.tournament_images = FakeRepository[TournamentFile]()
        self.documents = FakeRepository[TournamentFile]()
        self.club_deductions = fr.deductions()
        self.competitor_registrations = fr.competitors()
        self.team_registrations = fr.FakeTeamRegistrationRepository(self.held_members)
        self.tournament_coaches = fr.FakeTournamentPersonRepository()
        self.tournament_referees = fr.FakeTournamentPersonRepository()
        self.tournament_officials = fr.FakeTournamentPersonRepository()
        self.history = fr.FakeHistoryRepository(self.users)
        for name, cascades in CASCADES.items():
            getattr(self, name).cascades += [(getattr(self, t), f) for t, f in cascades]
        from tests.fake_draws import FakeDrawStore
        from tests.fake_frozen_fees import FakeFrozenFeeStore
        from tests.fake_notices import FakeNoticeQueue
        from tests.fake_payments import FakeInvoiceStore, FakePaymentSettingsStore, FakePaymentStore
        from tests.fake_people_directory import FakePeopleDirectory
        from tests.fake_registration_lists import FakeRegistrationLists
        from tests.fake_registrations import FakeRegistrationReads

        self.registration_reads = FakeRegistrationReads(self)
        self.registration_lists = FakeRegistrationLists(self.registration_reads)
        self.people_directory = FakePeopleDirectory(self)
        self.draws = FakeDrawStore(self)
        self.notices = FakeNoticeQueue(self)
        self.frozen_fees = FakeFrozenFeeStore()
        self.invoices = FakeInvoiceStore()
        self.payments = FakePaymentStore()
        self.payment_settings = FakePaymentSettingsStore()

    def snapshot(self) -> Restore:
        shared = {id(value): value for value in (self, *vars(self).values())}
        tables = {id(table): table for table in vars(self).values() if hasattr(table, "__dict__")}
        saved = copy.deepcopy({key: vars(table) for key, table in tables.items()}, dict(shared))

        def restore() -> None:
            again: dict[int, dict[str, Any]] = copy.deepcopy(saved, dict(shared))
            for key, table in tables.items():
                vars(table).clear()
                vars(table).update(again[key])

        return restore


class FakeUnitOfWork(Repositories):
    """Rolls back on exit unless committed; counts commits so tests can assert them."""

    def __init__(self, db: FakeDatabase | None = None) -> None:
        self.db = db if db is not None else FakeDatabase()
        for name in Repositories.__annotations__:
            setattr(self, name, getattr(self.db, name))
        self.commits = 0
        self.committed = False
        self.is_read_only = False
        self._restore: Restore | None = None

    @property
    def is_open(self) -> bool:
        """Inside ``async with``: in the SQL adapter, holding a connection."""
        return self._restore is not None

    def read_only(self, *, one_snapshot: bool = True) -> Self:
        if self._restore is not None:
            raise RuntimeError("read_only() must come before `async with uow`")
        self.is_read_only = True
        return self

    async def __aenter__(self) -> Self:
        if self._restore is not None:
            raise RuntimeError("the unit of work is already open")
        self.committed = False
        self._restore = self.db.snapshot()
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.rollback()
        self._restore = None

    async def commit(self) -> None:
        if self._restore is None:
            raise RuntimeError("commit() outside `async with uow`")
        if self.is_read_only:
            raise RuntimeError("a read-only unit of work cannot commit")
        self.commits += 1
        self.committed = True
        self._restore = self.db.snapshot()

    async def rollback(self) -> None:
        if self._restore is not None:
            self._restore()


class FakeUnitOfWorkFactory:
    """A fresh unit of work per call, all over one database."""

    def __init__(self, db: FakeDatabase | None = None) -> None:
        self.db = db if db is not None else FakeDatabase()
        self.created: list[FakeUnitOfWork] = []

    def __call__(self) -> FakeUnitOfWork:
        uow = FakeUnitOfWork(self.db)
        self.created.append(uow)
        return uow


class FixedClock:
    """A clock that moves only when told to."""

    def __init__(self, now: datetime = datetime(2026, 3, 1, 10, 0)) -> None:
        self._now = now

    def now(self) -> datetime:
        return self._now

    def set(self, now: datetime) -> None:
        self._now = now

    def advance(self, delta: timedelta = timedelta(), **units: float) -> None:
        """``advance(timedelta(hours=1))`` or ``advance(minutes=59)``."""
        self._now += delta + timedelta(**units)


class Seconds:
    """A clock of seconds (as ``time.monotonic`` or ``time.time``) that moves only when told to."""

    def __init__(self, now: float = 0.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


class FakePasswordHasher:
    """Deterministic and readable: ``hashed:<password>``."""

    async def hash(self, password: str) -> str:
        return "hashed:" + password

    async def verify(self, password: str, password_hash: str | None) -> bool:
        return password_hash == "hashed:" + password

    def reserve(self) -> AbstractAsyncContextManager[None]:
        return nullcontext()


class FakeTokenService:
    """Opaque numbered tokens; with a clock they expire after ``lifetime`` (7 days)."""

    def __init__(self, clock: Clock | None = None, lifetime: timedelta = timedelta(days=7)) -> None:
        self._clock = clock
        self._lifetime = lifetime
        self._issued: dict[str, tuple[TokenClaims, datetime | None]] = {}

    def issue(self, user_id: int, token_version: int) -> str:
        token = f"token-{len(self._issued) + 1}-user-{user_id}-v{token_version}"
        expires_at = self._clock.now() + self._lifetime if self._clock is not None else None
        self._issued[token] = (TokenClaims(user_id, token_version), expires_at)
        return token

    def read(self, token: str) -> TokenClaims | None:
        claims, expires_at = self._issued.get(token, (None, None))
        if claims is None:
            return None
        if expires_at is not None and self._clock is not None and self._clock.now() >= expires_at:
            return None
        return claims


class OutboxMailer:
    """Keeps every mail it is asked to send."""

    def __init__(self) -> None:
        self.sent: list[Mail] = []

    async def send(self, mail: Mail) -> None:
        self.sent.append(mail)


class FakeFileStore:
    """Files in a dict by public path ``/files/<kind>/<n><suffix>``."""

    def __init__(self) -> None:
        self.files: dict[str, bytes] = {}
        self._count = 0

    async def save(self, kind: str, data: bytes, suffix: str) -> str:
        self._count += 1
        path = f"/files/{kind}/{self._count:04d}{suffix}"
        self.files[path] = data
        return path

    async def delete(self, public_path: str) -> None:
        self.files.pop(public_path, None)


class FakeImageChecker:
    """Accepts bytes starting with ``IMG``, answering them without the metadata marker ``+meta``."""

    def __init__(self) -> None:
        self.checked = 0

    async def clean(self, data: bytes) -> CleanImage:
        self.checked += 1
        if not data.startswith(b"IMG"):
            raise FileTypeNotAllowed
        return CleanImage(data.replace(b"+meta", b""), ".png")
