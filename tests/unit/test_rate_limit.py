"""The sign-in and reset attempt limiter."""

import pytest

from adapters.http.rate_limit import SWEEP_EVERY, AttemptLimiter
from fedreg_core.domain.errors import TooManyAttempts


class Ticker:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def test_limits_per_address_and_per_email_within_the_window() -> None:
    ticker = Ticker()
    limiter = AttemptLimiter(limit=2, window=60, now=ticker)
    limiter.hit("login", "1.1.1.1", "a@b.rs")
    limiter.hit("login", "2.2.2.2", "A@B.rs")
    with pytest.raises(TooManyAttempts):
        limiter.hit("login", "3.3.3.3", "a@b.rs")  # same e-mail, other address
    limiter.hit("reset", "1.1.1.1", "a@b.rs")  # other action counts apart
    ticker.now = 61
    limiter.hit("login", "3.3.3.3", "a@b.rs")


def test_forgotten_keys_are_swept() -> None:
    ticker = Ticker()
    limiter = AttemptLimiter(limit=5, window=60, now=ticker)
    for n in range(SWEEP_EVERY - 1):
        limiter.hit("login", f"10.0.{n // 256}.{n % 256}", f"user{n}@b.rs")
        ticker.now += 0.001
    ticker.now += 120
    limiter.hit("login", "9.9.9.9", "last@b.rs")
    assert len(limiter._hits) == 2  # only the last attempt's address and e-mail remain
