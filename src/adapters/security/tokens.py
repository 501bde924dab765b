"""JWT (HS256) sign-in tokens carrying the user id and their token version."""

from datetime import UTC, datetime, timedelta

import jwt

from fedreg_core.ports.security import TokenClaims

TOKEN_LIFETIME = timedelta(days=7)
ALGORITHM = "HS256"


class JwtTokenService:
    """Implements ``fedreg_core.ports.security.TokenService``."""

    def __init__(self, secret_key: str, lifetime: timedelta = TOKEN_LIFETIME) -> None:
        self._key = secret_key
        self._lifetime = lifetime

    def issue(self, user_id: int, token_version: int) -> str:
        now = datetime.now(UTC)
        claims = {
            "sub": str(user_id),
            "ver": token_version,
            "iat": now,
            "exp": now + self._lifetime,
        }
        return jwt.encode(claims, self._key, algorithm=ALGORITHM)

    def read(self, token: str) -> TokenClaims | None:
        try:
            claims = jwt.decode(
                token,
                self._key,
                algorithms=[ALGORITHM],
                options={"require": ["exp", "sub", "ver"]},
            )
            return TokenClaims(int(claims["sub"]), int(claims["ver"]))
        except (jwt.PyJWTError, ValueError, TypeError):
            return None
