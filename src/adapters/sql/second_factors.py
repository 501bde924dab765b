"""Second factors and recovery codes in SQL; using a code up is one conditional UPDATE, so of
two concurrent uses of one code only one succeeds."""

from datetime import datetime

from sqlalchemy import delete, func, or_, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from adapters.sql.models import RecoveryCodeRow, SecondFactorRow
from fedreg_core.domain.entities import RecoveryCode, SecondFactor


class SqlSecondFactorRepository:
    """Implements ``fedreg_core.ports.second_factor.SecondFactorRepository``."""

    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def get(self, user_id: int) -> SecondFactor | None:
        row = await self.session.get(SecondFactorRow, user_id, populate_existing=True)
        if row is None:
            return None
        return SecondFactor(row.user_id, row.secret, row.enabled, row.last_step)

    async def save(self, factor: SecondFactor) -> None:
        row = await self.session.get(SecondFactorRow, factor.user_id)
        if row is None:
            row = SecondFactorRow(user_id=factor.user_id)
            self.session.add(row)
        row.secret, row.enabled, row.last_step = factor.secret, factor.enabled, factor.last_step
        await self.session.flush()

    async def accept_step(self, user_id: int, step: int) -> bool:
        earlier = or_(SecondFactorRow.last_step.is_(None), SecondFactorRow.last_step < step)
        statement = (
            update(SecondFactorRow)
            .where(SecondFactorRow.user_id == user_id, earlier)
            .values(last_step=step)
            .returning(SecondFactorRow.user_id)
            .execution_options(synchronize_session=False)
        )
        return (await self.session.scalar(statement)) is not None

    async def switch_on(self, user_id: int, secret: str, step: int) -> bool:
        statement = (
            update(SecondFactorRow)
            .where(
                SecondFactorRow.user_id == user_id,
                SecondFactorRow.secret == secret,
                SecondFactorRow.enabled.is_(False),
            )
            .values(enabled=True, last_step=step)
            .returning(SecondFactorRow.user_id)
            .execution_options(synchronize_session=False)
        )
        return (await self.session.scalar(statement)) is not None

    async def remove(self, user_id: int) -> None:
        await self.session.execute(
            delete(RecoveryCodeRow).where(RecoveryCodeRow.user_id == user_id)
        )
        await self.session.execute(
            delete(SecondFactorRow).where(SecondFactorRow.user_id == user_id)
        )

    async def replace_recovery_codes(self, user_id: int, codes: list[RecoveryCode]) -> None:
        await self.session.execute(
            delete(RecoveryCodeRow).where(RecoveryCodeRow.user_id == user_id)
        )
        self.session.add_all(
            RecoveryCodeRow(user_id=user_id, selector=code.selector, code_hash=code.code_hash)
            for code in codes
        )
        await self.session.flush()

    async def unused_recovery_code(self, user_id: int, selector: str) -> RecoveryCode | None:
        wanted = select(RecoveryCodeRow).where(
            RecoveryCodeRow.user_id == user_id,
            RecoveryCodeRow.selector == selector,
            RecoveryCodeRow.used_at.is_(None),
        )
        row = (await self.session.scalars(wanted)).first()
        if row is None:
            return None
        return RecoveryCode(row.user_id, row.selector, row.code_hash, row.used_at, row.id)

    async def use_recovery_code(self, code_id: int, at: datetime) -> bool:
        statement = (
            update(RecoveryCodeRow)
            .where(RecoveryCodeRow.id == code_id, RecoveryCodeRow.used_at.is_(None))
            .values(used_at=at)
            .returning(RecoveryCodeRow.id)
            .execution_options(synchronize_session=False)
        )
        return (await self.session.scalar(statement)) is not None

    async def recovery_codes_left(self, user_id: int) -> int:
        unused = (RecoveryCodeRow.user_id == user_id, RecoveryCodeRow.used_at.is_(None))
        return int(await self.session.scalar(select(func.count()).where(*unused)) or 0)
