"""Sign-in tokens: what they carry, what is refused, and that a worker verifies each once."""

import time
from datetime import timedelta

import jwt
import pytest

from adapters.security import tokens as tokens_module
from adapters.security.tokens import JwtTokenService
from fedreg_core.ports.security import TokenClaims

KEY = "unit-test-secret-key-of-at-least-32-bytes!"


def test_a_token_carries_the_user_and_token_version() -> None:
    service = JwtTokenService(KEY)
    assert service.read(service.issue(7, 3)) == TokenClaims(7, 3)


def test_foreign_tampered_and_garbage_tokens_are_refused() -> None:
    service = JwtTokenService(KEY)
    foreign = JwtTokenService("another-secret-key-of-at-least-32-bytes!!").issue(7, 0)
    token = service.issue(7, 0)
    head, body, signature = token.split(".")
    tampered = f"{head}.{body}.{signature[:-2]}{'AA' if signature[-2:] != 'AA' else 'BB'}"
    assert service.read(token) is not None  # a good token verified first changes nothing
    for bad in (foreign, tampered, "", "not-a-token", f"{token}x"):
        assert service.read(bad) is None


def test_a_verified_token_is_not_decoded_again(monkeypatch: pytest.MonkeyPatch) -> None:
    service = JwtTokenService(KEY)
    token = service.issue(7, 1)
    decodes = []
    real_decode = jwt.decode

    def counting_decode(*args: object, **kwargs: object) -> object:
        decodes.append(1)
        return real_decode(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(jwt, "decode", counting_decode)
    assert [service.read(token) for _ in range(5)] == [TokenClaims(7, 1)] * 5
    assert len(decodes) == 1


def test_a_verified_token_still_expires(monkeypatch: pytest.MonkeyPatch) -> None:
    service = JwtTokenService(KEY, lifetime=timedelta(seconds=60))
    token = service.issue(7, 0)
    assert service.read(token) == TokenClaims(7, 0)
    later = time.time() + 61
    monkeypatch.setattr(time, "time", lambda: later)
    assert service.read(token) is None


def test_the_worker_keeps_a_bounded_number_of_tokens(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tokens_module, "VERIFIED_TOKENS_CACHED", 3)
    service = JwtTokenService(KEY)
    issued = [service.issue(user_id, 0) for user_id in range(1, 6)]
    assert [service.read(token) for token in issued] == [TokenClaims(u, 0) for u in range(1, 6)]
    assert len(service._verified) == 3
    assert service.read(issued[0]) == TokenClaims(1, 0)  # forgotten, verified again
