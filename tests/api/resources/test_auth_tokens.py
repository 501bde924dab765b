"""Forged, malformed and retired bearer tokens are 401 through the real JWT adapter."""

import base64
import json
from datetime import UTC, datetime, timedelta
from typing import Any

import jwt
import pytest

from tests.api.conftest import Api, bearer
from tests.api.resources.conftest import Federation

KEY = "test-secret-key-of-a-proper-length-0123456789"  # FEDREG_SECRET_KEY of tests/api


def _segment(part: dict[str, Any]) -> str:
    raw = json.dumps(part, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def _claims(user_id: int, **changes: Any) -> dict[str, Any]:
    now = datetime.now(UTC)
    claims = {"sub": str(user_id), "ver": 0, "iat": now, "exp": now + timedelta(hours=1)}
    claims.update(changes)
    return {k: v for k, v in claims.items() if v is not None}


def forged_tokens(user_id: int, valid: str) -> dict[str, str]:
    """Tokens naming ``user_id`` that must not sign anybody in."""
    header, payload, signature = valid.split(".")
    as_admin = _segment({"sub": "1", "ver": 0, "exp": 4102444800, "isAdmin": True})
    unix = int(datetime.now(UTC).timestamp())
    return {
        "wrong key": jwt.encode(_claims(user_id), "another-key-" + KEY, algorithm="HS256"),
        "alg none": f"{_segment({'alg': 'none', 'typ': 'JWT'})}.{payload}.",
        "alg None": f"{_segment({'alg': 'None', 'typ': 'JWT'})}.{payload}.",
        "alg none, signature kept": f"{_segment({'alg': 'none'})}.{payload}.{signature}",
        "HS512, right key": jwt.encode(_claims(user_id), KEY, algorithm="HS512"),
        "HS384, right key": jwt.encode(_claims(user_id), KEY, algorithm="HS384"),
        "RS256 header": f"{_segment({'alg': 'RS256', 'typ': 'JWT'})}.{payload}.{signature}",
        "payload swapped": f"{header}.{as_admin}.{signature}",
        "expired": jwt.encode(
            _claims(user_id, exp=unix - 60, iat=unix - 3600), KEY, algorithm="HS256"
        ),
        "no expiry": jwt.encode(_claims(user_id, exp=None), KEY, algorithm="HS256"),
        "no version": jwt.encode(_claims(user_id, ver=None), KEY, algorithm="HS256"),
        "old version": jwt.encode(_claims(user_id, ver=-1), KEY, algorithm="HS256"),
        "subject not a number": jwt.encode(_claims(0, sub="admin"), KEY, algorithm="HS256"),
        "unknown user": jwt.encode(_claims(987654), KEY, algorithm="HS256"),
        "truncated": valid[:-5],
        "two segments": f"{header}.{payload}",
        "four segments": f"{valid}.{signature}",
        "not base64": "%%%.%%%.%%%",
        "dots only": "..",
        "empty": "",
        "extra word": f"{valid} extra",
    }


@pytest.mark.filterwarnings("ignore::jwt.warnings.InsecureKeyLengthWarning")  # HS384/512
async def test_forged_and_malformed_tokens_are_401(fed: Federation) -> None:
    valid = fed.coach["Authorization"].removeprefix("Bearer ")
    assert (await fed.call("GET", "/api/me", fed.coach)).status_code == 200
    for name, token in forged_tokens(fed.coach_id, valid).items():
        response = await fed.api.client.get("/api/me", headers=bearer(token))
        assert response.status_code == 401, name
        assert set(response.json()) == {"message", "error", "requestId"}, name
    for header in (valid, f"Basic {valid}", f"Token {valid}", "Bearer", f"Bearer{valid}"):
        response = await fed.api.client.get("/api/me", headers={"Authorization": header})
        assert response.status_code == 401, header[:20]


async def _status(api: Api, token: str) -> int:
    return int((await api.client.get("/api/me", headers=bearer(token))).status_code)


async def test_tokens_of_deleted_blocked_or_re_passworded_users_stop_working(
    fed: Federation,
) -> None:
    coach = fed.coach["Authorization"].removeprefix("Bearer ")
    other = fed.other["Authorization"].removeprefix("Bearer ")
    url = f"/api/model/User/{fed.coach_id}/update"
    assert (await fed.call("POST", url, fed.admin, json={"isBlocked": True})).status_code == 200
    assert await _status(fed.api, coach) == 403  # blocking retires the tokens; 403 says why
    assert (await fed.call("POST", url, fed.admin, json={"isBlocked": False})).status_code == 200
    assert await _status(fed.api, coach) == 401  # and unblocking does not bring them back
    async with fed.api.context.uow() as uow:
        user = await uow.users.get_by_email("other@example.com")
        assert user is not None and user.id is not None
        await uow.users.delete(user.id)
        await uow.commit()
    assert await _status(fed.api, other) == 401
