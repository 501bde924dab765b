"""In-memory second factors, a TOTP stand-in whose codes the tests know, and a sign-in limiter."""

import copy
from dataclasses import replace
from datetime import datetime

from fedreg_core.domain.entities import RecoveryCode, SecondFactor
from fedreg_core.domain.errors import TooManyAttempts
from fedreg_core.ports.attempts import SignInCounts
from fedreg_core.ports.second_factor import NewSecret


class FakeSecondFactorRepository:
    """Implements ``SecondFactorRepository`` over dictionaries (snapshotted with the database)."""

    def __init__(self) -> None:
        self.factors: dict[int, SecondFactor] = {}
        self.codes: list[RecoveryCode] = []
        self._next_code_id = 1

    async def get(self, user_id: int) -> SecondFactor | None:
        return copy.deepcopy(self.factors.get(user_id))

    async def save(self, factor: SecondFactor) -> None:
        self.factors[factor.user_id] = copy.deepcopy(factor)

    async def accept_step(self, user_id: int, step: int) -> bool:
        factor = self.factors.get(user_id)
        if factor is None or (factor.last_step is not None and factor.last_step >= step):
            return False
        factor.last_step = step
        return True

    async def switch_on(self, user_id: int, secret: str, step: int) -> bool:
        factor = self.factors.get(user_id)
        if factor is None or factor.enabled or factor.secret != secret:
            return False
        factor.enabled, factor.last_step = True, step
        return True

    async def remove(self, user_id: int) -> None:
        self.factors.pop(user_id, None)
        self.codes = [code for code in self.codes if code.user_id != user_id]

    async def replace_recovery_codes(self, user_id: int, codes: list[RecoveryCode]) -> None:
        self.codes = [code for code in self.codes if code.user_id != user_id]
        for code in codes:
            self.codes.append(replace(code, id=self._next_code_id))
            self._next_code_id += 1

    async def unused_recovery_code(self, user_id: int, selector: str) -> RecoveryCode | None:
        for code in self.codes:
            if (code.user_id, code.selector, code.used_at) == (user_id, selector, None):
                return copy.deepcopy(code)
        return None

    async def use_recovery_code(self, code_id: int, at: datetime) -> bool:
        for code in self.codes:
            if code.id == code_id and code.used_at is None:
                code.used_at = at
                return True
        return False

    async def recovery_codes_left(self, user_id: int) -> int:
        return sum(code.user_id == user_id and code.used_at is None for code in self.codes)


class FakeOneTimePasswords:
    """Secrets ``secret-1``, ``secret-2``, ...; the good code of a secret at the current step
    is what ``code_of`` says (the step and the secret's number), steps move when told."""

    def __init__(self) -> None:
        self.step = 1000
        self._made = 0

    def new_secret(self) -> NewSecret:
        self._made += 1
        shown = f"secret-{self._made}"
        return NewSecret(shown, f"sealed:{shown}")

    def enrolment_uri(self, shown: str, account: str, issuer: str) -> str:
        return f"otpauth://totp/{issuer}:{account}?secret={shown}&issuer={issuer}"

    def code_of(self, secret: str, step: int | None = None) -> str:
        """The six-digit code of ``secret`` at ``step`` (the current one by default)."""
        number = int(secret.rsplit("-", 1)[1])
        return f"{(number * 7919 + (self.step if step is None else step)) % 1_000_000:06d}"

    def matching_step(self, stored: str, code: str) -> int | None:
        assert stored.startswith("sealed:"), "the service hands over the stored secret"
        for step in (self.step - 1, self.step, self.step + 1):
            if self.code_of(stored.removeprefix("sealed:"), step) == code:
                return step
        return None


class LimitedSignIns:
    """A sign-in limiter: ``limit`` attempts per address and account until ``signed_in``."""

    def __init__(self, limit: int = 10) -> None:
        self.limit = limit
        self.failing: dict[tuple[str, str], int] = {}
        self.hits: dict[tuple[str, str], int] = {}

    async def hit(self, action: str, address: str, email: str) -> None:
        """Every attempt at ``action`` counts for the address and for the e-mail apart."""
        keys = [(action, f"ip:{address}"), (action, f"email:{email.strip().lower()}")]
        if any(self.hits.get(key, 0) >= self.limit for key in keys):
            raise TooManyAttempts
        for key in keys:
            self.hits[key] = self.hits.get(key, 0) + 1

    async def sign_in(self, address: str, email: str) -> SignInCounts:
        key = (address, email.strip().lower())
        if self.failing.get(key, 0) >= self.limit:
            raise TooManyAttempts
        self.failing[key] = self.failing.get(key, 0) + 1
        return SignInCounts(self.failing[key] - 1, self.failing[key] - 1, self.limit)

    async def signed_in(self, address: str, email: str) -> None:
        self.failing.pop((address, email.strip().lower()), None)
