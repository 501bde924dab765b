"""TOTP codes (RFC 6238: SHA-1, six digits, 30-second steps) with pyotp."""

import time
from collections.abc import Callable

import pyotp
from pyotp import utils

STEPS_EITHER_SIDE = 1
"""Codes of the step before and after the current one are good too (a phone's clock a little
off, a code typed as it changes)."""


class PyotpOneTimePasswords:
    """Implements ``fedreg_core.ports.second_factor.OneTimePasswords``; ``now`` gives Unix time."""

    def __init__(self, now: Callable[[], float] = time.time) -> None:
        self._now = now

    def new_secret(self) -> str:
        return pyotp.random_base32()

    def enrolment_uri(self, secret: str, account: str, issuer: str) -> str:
        return pyotp.TOTP(secret).provisioning_uri(name=account, issuer_name=issuer)

    def matching_step(self, secret: str, code: str) -> int | None:
        totp = pyotp.TOTP(secret)
        current = totp.timecode(self._now())
        for step in range(current - STEPS_EITHER_SIDE, current + STEPS_EITHER_SIDE + 1):
            if utils.strings_equal(code, totp.generate_otp(step)):
                return step
        return None
