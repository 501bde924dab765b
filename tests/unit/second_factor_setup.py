"""Shared set-up of the second-factor tests: an account world with TOTP and sign-in limits."""

from dataclasses import dataclass, field

from fedreg_core.domain.entities import User
from fedreg_core.services.accounts import SecondFactorNeeded, SignedIn
from fedreg_core.services.second_factor import Enrolled, confirm_enrolment, start_enrolment
from fedreg_core.services.sign_in import (
    Credentials,
    SecondFactorWiring,
    SecondStep,
    sign_in,
    sign_in_second_step,
)
from tests.fake_second_factor import FakeOneTimePasswords
from tests.unit.accounts_setup import ADDRESS, PASSWORD, World


async def no_wait(seconds: float) -> None:
    del seconds


@dataclass
class TwoFactorWorld(World):
    otp: FakeOneTimePasswords = field(default_factory=FakeOneTimePasswords)

    @property
    def wiring(self) -> SecondFactorWiring:
        return SecondFactorWiring(self.hasher, self.tokens, self.attempts, self.otp, self.clock)

    def code_of(self, user: User, step: int | None = None) -> str:
        assert user.id is not None
        stored = self.db.second_factors.factors[user.id].secret
        return self.otp.code_of(stored.removeprefix("sealed:"), step)

    async def enrolled(self, user: User, keep: str | None = None) -> Enrolled:
        """Switch the user's second factor on (with the current step's code), from the
        session ``keep``."""
        assert user.id is not None
        await start_enrolment(self.uow, self.otp, user.id)
        code = self.code_of(user)
        return await confirm_enrolment(
            self.uow, self.tokens, self.otp, user.id, code, keep=keep, clock=self.clock
        )

    async def password_step(
        self, email: str = "ana@klub.rs", password: str = PASSWORD
    ) -> SignedIn | SecondFactorNeeded:
        credentials = Credentials(email, password, ADDRESS)
        return await sign_in(
            self.uow, self.hasher, self.tokens, self.attempts, credentials, self.clock, no_wait
        )

    async def challenge(self, email: str = "ana@klub.rs") -> str:
        answer = await self.password_step(email)
        assert isinstance(answer, SecondFactorNeeded)
        return answer.challenge

    async def second_step(self, challenge: str, code: str, address: str = ADDRESS) -> SignedIn:
        step = SecondStep(challenge, code, address)
        return await sign_in_second_step(self.uow, self.wiring, step, no_wait)
