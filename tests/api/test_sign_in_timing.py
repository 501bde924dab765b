"""A refused sign-in takes as long whether the e-mail has an account, a blocked one, or none:
its time does not tell which e-mails have accounts (issue 15)."""

import statistics
import time

from adapters.security.passwords import BcryptPasswordHasher
from tests.api.conftest import Api, ApiFactory

HASH_COST = 10
"""Slow enough (tens of milliseconds) that a skipped hash stands out of the noise."""
ROUNDS = 9
TOLERANCE = 0.25
ATTEMPTS = 3
"""Measurements taken before giving up: a busy machine can skew one; a skipped hash (20 times
faster) skews every one."""
KNOWN, UNKNOWN, BLOCKED = "coach@example.com", "nobody@example.com", "blocked@example.com"


async def seconds_to_refuse(api: Api, email: str) -> float:
    """CPU seconds of this process (the app, its hashing thread and the client): the work a
    refusal costs, which an attacker sees as time on a server not otherwise busy; wall time
    on a machine shared with other jobs measures them instead."""
    started = time.process_time()
    response = await api.client.post("/api/login", json={"email": email, "password": "guess1"})
    assert response.status_code == 401, response.text
    return time.process_time() - started


async def median_seconds(api: Api, emails: list[str]) -> dict[str, float]:
    """Each e-mail's median time to be refused, over ``ROUNDS`` interleaved rounds (a slow
    moment of the machine hits every kind) after one to warm up."""
    times: dict[str, list[float]] = {email: [] for email in emails}
    for round_ in range(ROUNDS + 1):
        for email in emails[round_ % 2 :] + emails[: round_ % 2]:
            seconds = await seconds_to_refuse(api, email)
            if round_ > 0:
                times[email].append(seconds)
    return {email: statistics.median(seconds) for email, seconds in times.items()}


def apart(medians: dict[str, float]) -> dict[str, float]:
    """Each median's distance from the known account's, as a share of it."""
    known = medians[KNOWN]
    return {email: abs(median - known) / known for email, median in medians.items()}


async def test_unknown_known_and_blocked_e_mails_are_refused_in_the_same_time(
    make_api: ApiFactory,
) -> None:
    api: Api = await make_api(hasher=BcryptPasswordHasher(cost=HASH_COST))
    await api.register(KNOWN)
    await api.register(BLOCKED)
    await api.block(BLOCKED)

    measured = []
    for _ in range(ATTEMPTS):
        medians = await median_seconds(api, [KNOWN, UNKNOWN, BLOCKED])
        measured.append(medians)
        if max(apart(medians).values()) <= TOLERANCE:
            return
    raise AssertionError(f"medians further apart than {TOLERANCE:.0%}: {measured}")
