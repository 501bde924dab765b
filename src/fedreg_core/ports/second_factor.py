"""A second factor at sign-in: TOTP codes (RFC 6238) and the stored secrets and recovery
codes (docs/security.md, Second factor)."""

from dataclasses import dataclass
from datetime import datetime
from typing import Protocol

from fedreg_core.domain.entities import RecoveryCode, SecondFactor


@dataclass(frozen=True, slots=True)
class NewSecret:
    """A fresh secret: as the user is shown it once (base32), and as it is stored (sealed:
    whoever reads the database alone cannot make codes)."""

    shown: str
    stored: str


class OneTimePasswords(Protocol):
    def new_secret(self) -> NewSecret:
        """A fresh random secret."""
        ...

    def enrolment_uri(self, shown: str, account: str, issuer: str) -> str:
        """The ``otpauth://totp/...`` URI an authenticator app reads from a QR code."""
        ...

    def matching_step(self, stored: str, code: str) -> int | None:
        """The time step (Unix time // 30) of the now current, previous or next code of the
        stored secret that ``code`` is, ``None`` when it is none of them."""
        ...


class SecondFactorRepository(Protocol):
    async def get(self, user_id: int) -> SecondFactor | None: ...

    async def save(self, factor: SecondFactor) -> None:
        """Store the user's factor, replacing the one they had."""
        ...

    async def accept_step(self, user_id: int, step: int) -> bool:
        """Record ``step`` as the last accepted one unless a step as late was accepted
        already (then ``False``: a code is good once, also under concurrent calls)."""
        ...

    async def switch_on(self, user_id: int, secret: str, step: int) -> bool:
        """Switch the user's factor on, with ``step`` accepted, when it is off and its secret
        is ``secret``; ``False`` otherwise (on already, by a concurrent call too, or
        started again with another secret)."""
        ...

    async def remove(self, user_id: int) -> None:
        """Drop the user's factor and recovery codes (nothing when there are none)."""
        ...

    async def replace_recovery_codes(self, user_id: int, codes: list[RecoveryCode]) -> None: ...

    async def unused_recovery_code(self, user_id: int, selector: str) -> RecoveryCode | None: ...

    async def use_recovery_code(self, code_id: int, at: datetime) -> bool:
        """Mark the code used; ``False`` when it was used already (by a concurrent call)."""
        ...

    async def recovery_codes_left(self, user_id: int) -> int: ...
