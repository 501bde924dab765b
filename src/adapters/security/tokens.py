"""JWT (HS256) sign-in tokens carrying the user id and their token version, whether the
second factor was passed (``mfa``), whether the token is good only to switch one on
(``enrol``) and the sign-in session it belongs to (``sid``); and the short-lived challenges
of the second step, which carry the audience ``CHALLENGE`` and are never read as sign-in
tokens (nor these as challenges)."""

import time
from datetime import UTC, datetime, timedelta

import jwt

from fedreg_core.ports.security import TokenClaims
from fedreg_core.services.sessions import SESSION_LIFETIME

TOKEN_LIFETIME = SESSION_LIFETIME
CHALLENGE_LIFETIME = timedelta(minutes=5)
CHALLENGE = "fedreg:second-factor"
ALGORITHM = "HS256"
VERIFIED_TOKENS_CACHED = 10_000
"""Tokens a worker remembers having verified: every signed-in request reads its token, and
decoding and checking a JWT was an eighth of a light request's CPU (docs/performance.md)."""


class JwtTokenService:
    """Implements ``fedreg_core.ports.security.TokenService``."""

    def __init__(self, secret_key: str, lifetime: timedelta = TOKEN_LIFETIME) -> None:
        self._key = secret_key
        self._lifetime = lifetime
        self._verified: dict[str, tuple[TokenClaims, float]] = {}
        """Token -> its claims and expiry (a Unix time), oldest first; only good tokens."""

    def issue(
        self,
        user_id: int,
        token_version: int,
        *,
        second_factor: bool = False,
        enrolment_only: bool = False,
        session_id: str = "",
    ) -> str:
        now = datetime.now(UTC)
        claims = {
            "sub": str(user_id),
            "ver": token_version,
            "iat": now,
            "exp": now + self._lifetime,
            "mfa": second_factor,
        }
        if enrolment_only:
            claims["enrol"] = True
        if session_id:
            claims["sid"] = session_id
        return jwt.encode(claims, self._key, algorithm=ALGORITHM)

    def issue_challenge(self, user_id: int, token_version: int) -> str:
        now = datetime.now(UTC)
        claims = {
            "sub": str(user_id),
            "ver": token_version,
            "aud": CHALLENGE,
            "iat": now,
            "exp": now + CHALLENGE_LIFETIME,
        }
        return jwt.encode(claims, self._key, algorithm=ALGORITHM)

    def read_challenge(self, challenge: str) -> TokenClaims | None:
        try:
            decoded = jwt.decode(
                challenge,
                self._key,
                algorithms=[ALGORITHM],
                audience=CHALLENGE,
                options={"require": ["exp", "sub", "ver", "aud"]},
            )
            return TokenClaims(int(decoded["sub"]), int(decoded["ver"]))
        except (jwt.PyJWTError, ValueError, TypeError):
            return None

    def read(self, token: str) -> TokenClaims | None:
        """The token's claims, ``None`` when it is not one of ours or has expired. A token
        verified before is not decoded again, but still expires on time; whether its user
        may still use it (blocked, password changed) is the caller's check, on every call."""
        cached = self._verified.get(token)
        if cached is not None:
            claims, expires = cached
            if time.time() < expires:
                return claims
            del self._verified[token]
            return None
        try:
            decoded = jwt.decode(
                token,
                self._key,
                algorithms=[ALGORITHM],
                options={"require": ["exp", "sub", "ver"]},
            )
            claims = TokenClaims(
                int(decoded["sub"]),
                int(decoded["ver"]),
                second_factor=decoded.get("mfa") is True,
                enrolment_only=decoded.get("enrol") is True,
                session_id=str(decoded.get("sid") or ""),
            )
            expires = float(decoded["exp"])
        except (jwt.PyJWTError, ValueError, TypeError):
            return None
        if len(self._verified) >= VERIFIED_TOKENS_CACHED:
            del self._verified[next(iter(self._verified))]
        self._verified[token] = (claims, expires)
        return claims
