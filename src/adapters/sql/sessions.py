"""Sign-in sessions in SQL: added at sign-in, deleted to end one (the deletion is what every
worker's cache of accounts hears of)."""

from datetime import datetime

from sqlalchemy import delete, func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from adapters.sql.models import UserSessionRow
from fedreg_core.domain.entities import SignInSession

ROW = UserSessionRow


class SqlSessionRepository:
    """Implements ``fedreg_core.ports.sessions.SessionRepository``."""

    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def add(self, session: SignInSession) -> None:
        self.session.add(
            ROW(
                id=session.id,
                user_id=session.user_id,
                created_at=session.created_at,
                address=session.address,
                user_agent=session.user_agent,
            )
        )
        await self.session.flush()

    async def of_user(self, user_id: int, since: datetime) -> list[SignInSession]:
        rows = await self.session.scalars(
            select(ROW)
            .where(ROW.user_id == user_id, ROW.created_at > since)
            .order_by(ROW.created_at.desc(), ROW.id)
        )
        return [
            SignInSession(row.id, row.user_id, row.created_at, row.address, row.user_agent)
            for row in rows
        ]

    async def remove(self, user_id: int, session_id: str) -> bool:
        removed = await self.session.scalar(
            delete(ROW)
            .where(ROW.id == session_id, ROW.user_id == user_id)
            .returning(ROW.id)
            .execution_options(synchronize_session=False)
        )
        return removed is not None

    async def remove_all_of(self, user_id: int, keep: str | None = None) -> None:
        statement = delete(ROW).where(ROW.user_id == user_id)
        if keep is not None:
            statement = statement.where(ROW.id != keep)
        await self.session.execute(statement.execution_options(synchronize_session=False))

    async def renew(self, user_id: int, session_id: str, at: datetime) -> None:
        await self.session.execute(
            update(ROW)
            .where(ROW.id == session_id, ROW.user_id == user_id)
            .values(created_at=at)
            .execution_options(synchronize_session=False)
        )

    async def begun_before(self, cutoff: datetime, *, delete_them: bool) -> int:
        old = ROW.created_at < cutoff
        if not delete_them:
            return int(await self.session.scalar(select(func.count()).where(old)) or 0)
        deleted = await self.session.execute(
            delete(ROW).where(old).execution_options(synchronize_session=False)
        )
        return int(deleted.rowcount)  # type: ignore[attr-defined]
