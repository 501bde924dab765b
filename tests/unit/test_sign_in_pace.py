"""Sign-in within the attempt limits: the answer to an address that failed on an account many
fail on is slowed (after the check, outside the hasher's queue); the owner's is not."""

from dataclasses import dataclass, field

import pytest

from fedreg_core.domain.errors import TooManyAttempts, WrongCredentials
from fedreg_core.ports.attempts import SignInCounts
from fedreg_core.services.sign_in import Credentials, answer_delay, sign_in
from tests.unit.accounts_setup import PASSWORD, World


@dataclass
class CountedAttempts:
    """Answers ``counts`` for every sign-in (or refuses, when ``refuse``); keeps the calls."""

    counts: SignInCounts
    refuse: bool = False
    forgiven: list[tuple[str, str]] = field(default_factory=list)

    async def hit(self, action: str, address: str, email: str) -> None:
        raise AssertionError("sign-in counts through sign_in")

    async def sign_in(self, address: str, email: str) -> SignInCounts:
        if self.refuse:
            raise TooManyAttempts
        return self.counts

    async def signed_in(self, address: str, email: str) -> None:
        self.forgiven.append((address, email))


@dataclass
class Sleeps:
    taken: list[float] = field(default_factory=list)

    async def __call__(self, seconds: float) -> None:
        self.taken.append(seconds)


@pytest.mark.parametrize(
    ("account", "from_address", "delay"),
    [
        (50, 0, 0.0),  # an address with no failures on the account: the owner
        (9, 5, 0.0),  # an account few fail on
        (10, 1, 0.5),
        (19, 9, 0.5),
        (20, 1, 1.0),
        (30, 1, 2.0),
        (40, 1, 4.0),
        (1000, 1, 4.0),  # capped
    ],
)
def test_the_delay_grows_with_the_accounts_failures(
    account: int, from_address: int, delay: float
) -> None:
    assert answer_delay(SignInCounts(account, from_address, 10)) == delay


async def _sign_in(world: World, attempts: CountedAttempts, password: str, sleeps: Sleeps) -> None:
    credentials = Credentials("ana@klub.rs", password, "10.0.0.1")
    await sign_in(world.uow, world.hasher, world.tokens, attempts, credentials, world.clock, sleeps)


async def test_a_guess_from_an_address_that_failed_is_answered_late() -> None:
    world, sleeps = World(), Sleeps()
    await world.add_user("ana@klub.rs")
    attempts = CountedAttempts(SignInCounts(account=20, from_address=3, limit=10))

    with pytest.raises(WrongCredentials):
        await _sign_in(world, attempts, "guess", sleeps)

    assert sleeps.taken == [1.0]
    assert attempts.forgiven == []


async def test_the_owner_from_a_clean_address_is_answered_at_once_and_forgiven() -> None:
    world, sleeps = World(), Sleeps()
    await world.add_user("ana@klub.rs")
    attempts = CountedAttempts(SignInCounts(account=500, from_address=0, limit=10))

    await _sign_in(world, attempts, PASSWORD, sleeps)

    assert sleeps.taken == []
    assert attempts.forgiven == [("10.0.0.1", "ana@klub.rs")]


async def test_a_refused_address_is_answered_at_once() -> None:
    world, sleeps = World(), Sleeps()
    await world.add_user("ana@klub.rs")
    attempts = CountedAttempts(SignInCounts(500, 500, 10), refuse=True)

    with pytest.raises(TooManyAttempts):
        await _sign_in(world, attempts, PASSWORD, sleeps)

    assert (sleeps.taken, attempts.forgiven) == ([], [])
