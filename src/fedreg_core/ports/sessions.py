"""Where users are signed in (docs/security.md, Signed-in devices)."""

from datetime import datetime
from typing import Protocol

from fedreg_core.domain.entities import SignInSession


class SessionRepository(Protocol):
    async def add(self, session: SignInSession) -> None: ...

    async def of_user(self, user_id: int, since: datetime) -> list[SignInSession]:
        """The user's sessions begun after ``since``, the newest first."""
        ...

    async def remove(self, user_id: int, session_id: str) -> bool:
        """End one of the user's sessions; ``False`` when they have no such session."""
        ...

    async def remove_all_of(self, user_id: int, keep: str | None = None) -> None:
        """End every session of the user but ``keep``."""
        ...

    async def renew(self, user_id: int, session_id: str, at: datetime) -> None:
        """The session's new token was issued ``at``: it lives (and is listed) from then."""
        ...

    async def begun_before(self, cutoff: datetime, *, delete_them: bool) -> int:
        """How many sessions (of anyone) began before ``cutoff``; deleted when told."""
        ...
