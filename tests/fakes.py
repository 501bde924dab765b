"""Hand-written in-memory fakes of every port (architecture.md rule 9: fakes, not mocks).

A ``FakeDatabase`` holds the tables (``fake_tables.FakeRepository``) and the reads over them;
a ``FakeUnitOfWork`` over it snapshots every table's state when entered and restores the last
snapshot on exit unless ``commit()`` was called, as a real transaction rolls back.
"""

import copy
from collections.abc import Callable
from contextlib import AbstractAsyncContextManager, nullcontext
from dataclasses import replace
from datetime import datetime, timedelta
from types import TracebackType
from typing import Any, Self

from adapters.unit_of_work import Repositories
from fedreg_core.domain import entities as e
from fedreg_core.domain.errors import FileTypeNotAllowed
from fedreg_core.domain.folding import fold
from fedreg_core.ports.clock import Clock
from fedreg_core.ports.files import CleanImage
from fedreg_core.ports.listing import ListQuery, Page, UserSummary
from fedreg_core.ports.mail import Mail
from fedreg_core.ports.printing import PrintedInvoice
from fedreg_core.ports.security import TokenClaims
from fedreg_core.ports.site import Account, ActiveTournament, Site
from tests import fake_catalog, fake_people_directory, fake_registrations
from tests.fake_access_log import FakeAccessLog, FakePersonRecords
from tests.fake_draws import FakeDrawStore, FakeKataScoreStore, FakeResultStore, FakeTatamiStore
from tests.fake_entry_limits import FakeEntryLimitStore
from tests.fake_erasure import FakeErasureStore
from tests.fake_notices import FakeNoticeQueue
from tests.fake_payments import (
    FakeFrozenFeeStore,
    FakeInvoiceStore,
    FakePaymentSettingsStore,
    FakePaymentStore,
)
from tests.fake_retention import FakeRetentionStore
from tests.fake_seasons import FakeSeasonStore
from tests.fake_second_factor import FakeSecondFactorRepository
from tests.fake_sessions import FakeSessionRepository
from tests.fake_tables import FakeRepository, page_of

Restore = Callable[[], None]


class FakeUserRepository(FakeRepository[e.User]):
    def __init__(self, clubs: FakeRepository[e.Club]) -> None:
        super().__init__(lambda user: user.email.lower())
        self._clubs = clubs

    async def summary_page(self, query: ListQuery) -> Page[UserSummary]:
        users, clubs = page_of(self.all(), query), self._clubs.by_id()
        return Page(
            [UserSummary.of(u, clubs.get(u.club_id or 0)) for u in users.items], users.total
        )

    async def get_by_email(self, email: str) -> e.User | None:
        return self.first(lambda user: user.email.lower() == email.strip().lower())


class FakeClubRepository(FakeRepository[e.Club]):
    """Clubs; as the database's unique index, no two names fold alike (``folding.fold``)."""

    def __init__(self) -> None:
        super().__init__(lambda club: fold(club.name))

    async def get_by_name(self, name: str) -> e.Club | None:
        return self.first(lambda club: fold(club.name) == fold(name))


class FakePasswordResetRepository(FakeRepository[e.PasswordReset]):
    async def get_by_digest(self, token_digest: str) -> e.PasswordReset | None:
        return self.first(lambda reset: reset.token_digest == token_digest)

    async def use_all_of(self, user_id: int, at: datetime) -> list[int]:
        unused = [r for r in self._rows.values() if r.user_id == user_id and r.used_at is None]
        for reset in unused:
            reset.used_at = at
        return [r.id for r in unused if r.id is not None]

    async def count_unexpired(self, user_id: int, now: datetime) -> int:
        return sum(r.expires_at > now for r in self.where(user_id=user_id))


class FakeSettingsRepository:
    """The one settings row."""

    def __init__(self, default: e.Settings) -> None:
        self._row = replace(default, id=1)

    async def get(self) -> e.Settings:
        return copy.deepcopy(self._row)

    async def update(self, settings: e.Settings) -> e.Settings:
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

    def __init__(self, settings: e.Settings = e.DEFAULT_SETTINGS) -> None:
        fc, fr = fake_catalog, fake_registrations
        self.held_members: list[list[int]] = []
        self.directory_calls: list[str] = []
        self.clubs = FakeClubRepository()
        self.users = FakeUserRepository(self.clubs)
        self.members = FakeRepository[e.Member]()
        self.coaches = FakeRepository[e.Coach]()
        self.referees = FakeRepository[e.Referee]()
        self.officials = FakeRepository[e.Official]()
        self.settings = FakeSettingsRepository(settings)
        self.password_resets = FakePasswordResetRepository()
        self.second_factors = FakeSecondFactorRepository()
        self.sign_ins = FakeSessionRepository()
        self.categories = FakeRepository[e.Category]()
        self.disciplines = fc.FakeDisciplineRepository(self.categories)
        self.tournaments = fc.FakeTournamentRepository(self)
        self.discipline_categories = self.disciplines.links[0].table
        self.tournament_disciplines = self.tournaments.links[0].table
        self.tournament_team_disciplines = self.tournaments.links[1].table
        self.tournament_images = FakeRepository[e.TournamentFile]()
        self.documents = FakeRepository[e.TournamentFile]()
        self.club_deductions = fr.deductions()
        self.competitor_registrations = fr.competitors()
        self.team_registrations = fr.FakeTeamRegistrationRepository(self.held_members)
        self.tournament_coaches = fr.FakeTournamentPersonRepository()
        self.tournament_referees = fr.FakeTournamentPersonRepository()
        self.tournament_officials = fr.FakeTournamentPersonRepository()
        self.history = fr.FakeHistoryRepository(self.users)
        for name, cascades in CASCADES.items():
            getattr(self, name).cascades += [(getattr(self, t), f) for t, f in cascades]
        self.registration_reads = self.registration_lists = fr.FakeRegistrationReads(self)
        self.people_directory = fake_people_directory.FakePeopleDirectory(self)
        self.draws = FakeDrawStore(self)
        self.results = FakeResultStore()
        self.kata = FakeKataScoreStore()
        self.tatamis = FakeTatamiStore(self.draws)
        self.seasons = FakeSeasonStore(self)
        self.notices = FakeNoticeQueue(self)
        self.frozen_fees = FakeFrozenFeeStore()
        self.invoices = FakeInvoiceStore()
        self.payments = FakePaymentStore()
        self.payment_settings = FakePaymentSettingsStore()
        self.entry_limits = FakeEntryLimitStore(self)
        self.access_log = FakeAccessLog(self)
        self.person_records = FakePersonRecords(self.access_log)
        self.retention = FakeRetentionStore(self)
        self.erasure = FakeErasureStore(self)

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
        self._now = clock.now if clock is not None else lambda: datetime.min
        self._lifetime = lifetime
        self._issued: dict[str, tuple[TokenClaims, datetime]] = {}
        self._challenges: dict[str, tuple[TokenClaims, datetime]] = {}

    def issue(
        self,
        user_id: int,
        token_version: int,
        *,
        second_factor: bool = False,
        enrolment_only: bool = False,
        session_id: str = "",
    ) -> str:
        token = f"token-{len(self._issued) + 1}-user-{user_id}-v{token_version}"
        claims = TokenClaims(user_id, token_version, second_factor, enrolment_only, session_id)
        self._issued[token] = (claims, self._now() + self._lifetime)
        return token

    def read(self, token: str) -> TokenClaims | None:
        claims, expires_at = self._issued.get(token, (None, datetime.min))
        return claims if self._now() < expires_at else None

    def issue_challenge(self, user_id: int, token_version: int) -> str:
        challenge = f"challenge-{len(self._challenges) + 1}-user-{user_id}"
        expires_at = self._now() + timedelta(minutes=5)
        self._challenges[challenge] = (TokenClaims(user_id, token_version), expires_at)
        return challenge

    def read_challenge(self, challenge: str) -> TokenClaims | None:
        claims, expires_at = self._challenges.get(challenge, (None, datetime.min))
        return claims if self._now() < expires_at else None


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


class RecordingPrinter:
    """Keeps every invoice it is asked to print; its PDF is a fixed few bytes."""

    def __init__(self) -> None:
        self.printed: list[PrintedInvoice] = []

    async def invoice_pdf(self, invoice: PrintedInvoice) -> bytes:
        self.printed.append(invoice)
        return b"%PDF-1.7 invoice"


class FakeImageChecker:
    """Accepts bytes starting with ``IMG``, answering them without the metadata marker ``+meta``."""

    async def clean(self, data: bytes) -> CleanImage:
        if not data.startswith(b"IMG"):
            raise FileTypeNotAllowed
        return CleanImage(data.replace(b"+meta", b""), ".png")


class FakeSiteReads:
    """``SiteReads`` of the fake database as it is at each call, as the SQL adapter reads it."""

    def __init__(self, db: FakeDatabase) -> None:
        self.db = db

    async def site_for(self, user_id: int | None) -> Site:
        settings, tournaments = await self.db.settings.get(), self.db.tournaments.all()
        account = await self.account(user_id or 0)
        opened = [t for t in tournaments if t.registration_open and not t.is_archived]
        opened.sort(key=lambda t: (t.start_date, t.id or 0))
        active = [
            ActiveTournament.of(t) for t in tournaments if t.id == settings.active_tournament_id
        ]
        user, club = (None, None) if account is None else (account.user, account.club)
        return Site(
            settings, next(iter(active), None), user, club, (*map(ActiveTournament.of, opened),)
        )

    async def account(self, user_id: int, session_id: str = "") -> Account | None:
        user = await self.db.users.get(user_id)
        if user is None:
            return None
        session = self.db.sign_ins.sessions.get(session_id)
        live = session_id if session is not None and session.user_id == user_id else None
        need = (await self.db.settings.get()).admins_need_second_factor
        return Account(user, await self.db.clubs.get(user.club_id or 0), live, need)
