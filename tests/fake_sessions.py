"""Sign-in sessions in memory (``fedreg_core.ports.sessions.SessionRepository``)."""

from dataclasses import replace
from datetime import datetime

from fedreg_core.domain.entities import SignInSession


class FakeSessionRepository:
    def __init__(self) -> None:
        self.sessions: dict[str, SignInSession] = {}

    async def add(self, session: SignInSession) -> None:
        self.sessions[session.id] = session

    async def of_user(self, user_id: int, since: datetime) -> list[SignInSession]:
        found = [s for s in self.sessions.values() if s.user_id == user_id and s.created_at > since]
        return sorted(found, key=lambda s: s.created_at, reverse=True)

    async def remove(self, user_id: int, session_id: str) -> bool:
        session = self.sessions.get(session_id)
        if session is None or session.user_id != user_id:
            return False
        del self.sessions[session_id]
        return True

    async def remove_all_of(self, user_id: int, keep: str | None = None) -> None:
        self.sessions = {
            key: s for key, s in self.sessions.items() if s.user_id != user_id or key == keep
        }

    async def renew(self, user_id: int, session_id: str, at: datetime) -> None:
        session = self.sessions.get(session_id)
        if session is not None and session.user_id == user_id:
            self.sessions[session_id] = replace(session, created_at=at)

    async def begun_before(self, cutoff: datetime, *, delete_them: bool) -> int:
        old = [key for key, s in self.sessions.items() if s.created_at < cutoff]
        if delete_them:
            for key in old:
                del self.sessions[key]
        return len(old)
