"""Shared set-up of the account-service tests: the fakes of one test and stored accounts."""

from dataclasses import dataclass, field

from fedreg_core.domain.entities import Club, Coach, Official, Referee, User
from fedreg_core.domain.enums import RefereeRang
from fedreg_core.ports.security import PasswordHasher, TokenService
from fedreg_core.ports.unit_of_work import AccountWork
from fedreg_core.services import accounts
from fedreg_core.services.accounts import Registration, SignedIn
from fedreg_core.services.own_password import Asker
from fedreg_core.services.sessions import Device, Opening
from tests.fake_second_factor import LimitedSignIns
from tests.fakes import (
    FakeDatabase,
    FakePasswordHasher,
    FakeSiteReads,
    FakeTokenService,
    FakeUnitOfWork,
    FixedClock,
    OutboxMailer,
)

PASSWORD = "tajna123"
ADDRESS = "203.0.113.7"
BROWSER = "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0"
OPENING = Opening(FixedClock(), Device(ADDRESS, BROWSER))
"""A sign-in from ``ADDRESS`` in Firefox."""


def new_club(name: str = "Karate klub Sokol", email: str = "sokol@klub.rs") -> Club:
    return Club(name, "Sokol", "Beograd", "Nemanjina 4", email, "Ana Anić", "060111222")


def valid_registration(email: str = "Ana@Klub.RS") -> Registration:
    """A complete sign-up; people carry a placeholder ``club_id`` that register() replaces."""
    return Registration(
        name=" Ana Anić ",
        email=email,
        password=PASSWORD,
        club=new_club(),
        coaches=[Coach(0, "Petar", "Perić"), Coach(0, "Iva", "Ivić")],
        referees=[Referee(0, "Marko", "Marković", 3, RefereeRang.OTHER, rang_other="WKF")],
        officials=[Official(0, "Jovan", "Jović", "Sekretar")],
    )


@dataclass
class World:
    """Every fake an account use case needs, over one database."""

    clock: FixedClock = field(default_factory=FixedClock)
    uow: FakeUnitOfWork = field(default_factory=FakeUnitOfWork)
    hasher: FakePasswordHasher = field(default_factory=FakePasswordHasher)
    mailer: OutboxMailer = field(default_factory=OutboxMailer)
    attempts: LimitedSignIns = field(default_factory=LimitedSignIns)
    tokens: FakeTokenService = field(init=False)

    def __post_init__(self) -> None:
        self.tokens = FakeTokenService(self.clock)

    @property
    def opening(self) -> Opening:
        """A sign-in from ``ADDRESS`` in Firefox, on this world's clock."""
        return Opening(self.clock, Device(ADDRESS, BROWSER))

    @property
    def asker(self) -> Asker:
        """A signed-in user asking from ``ADDRESS``, within ``attempts``."""
        return Asker(self.attempts, ADDRESS)

    @property
    def db(self) -> FakeDatabase:
        return self.uow.db

    @property
    def site(self) -> FakeSiteReads:
        return FakeSiteReads(self.uow.db)

    async def add_user(
        self,
        email: str = "ana@klub.rs",
        password: str = PASSWORD,
        *,
        blocked: bool = False,
        with_club: bool = True,
    ) -> User:
        """Store an account directly (already committed), with a club unless told otherwise."""
        club = new_club(f"Karate klub {email}", f"club.{email}") if with_club else None
        club = await self.db.clubs.add(club) if club is not None else None
        user = User("Ana Anić", email, await self.hasher.hash(password), is_blocked=blocked)
        user.club_id = club.id if club is not None else None
        return await self.db.users.add(user)

    async def stored_user(self, user_id: int) -> User:
        user = await self.db.users.get(user_id)
        assert user is not None
        return user


async def login(
    uow: AccountWork, hasher: PasswordHasher, tokens: TokenService, email: str, password: str
) -> SignedIn:
    """``accounts.login`` of an account without a second factor: signed in at once."""
    answer = await accounts.login(uow, hasher, tokens, email, password, OPENING)
    assert isinstance(answer, SignedIn)
    return answer
