"""The core's ``FrozenFeeStore`` on SQL: one row of JSON per archived tournament."""

import json
from typing import Any

from sqlalchemy import bindparam, delete, insert, select
from sqlalchemy.ext.asyncio import AsyncSession

from adapters.sql.models.frozen_fees import FrozenFeesRow as Row
from fedreg_core import fees
from fedreg_core.fees.frozen import FrozenFees

FROZEN = select(Row.inputs).where(Row.tournament_id == bindparam("tournament_id"))
THAW = delete(Row).where(Row.tournament_id == bindparam("tournament_id"))
FREEZE = insert(Row)


def encoded(frozen: FrozenFees) -> str:
    return json.dumps(
        {
            "registrations": [[t, i, *flags] for (t, i), flags in frozen.flags.items()],
            "categories": [[c.id, c.no_pay] for c in frozen.categories.values()],
            "disciplines": [
                [d.id, d.no_pay, d.always_pay, d.is_kata_a, d.is_kata_b]
                for d in frozen.disciplines.values()
            ],
        },
        separators=(",", ":"),
    )


def decoded(text: str) -> FrozenFees:
    inputs: dict[str, list[list[Any]]] = json.loads(text)
    return FrozenFees(
        {(bool(t), int(i)): (bool(n), bool(a)) for t, i, n, a in inputs["registrations"]},
        {int(c[0]): fees.Category(int(c[0]), bool(c[1])) for c in inputs["categories"]},
        {
            int(d[0]): fees.Discipline(int(d[0]), *(bool(flag) for flag in d[1:]))
            for d in inputs["disciplines"]
        },
    )


class SqlFrozenFeeStore:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def frozen(self, tournament_id: int) -> FrozenFees | None:
        found = await self.session.scalar(FROZEN, {"tournament_id": tournament_id})
        return None if found is None else decoded(found)

    async def freeze(self, tournament_id: int, frozen: FrozenFees) -> None:
        await self.thaw(tournament_id)
        row = {"tournament_id": tournament_id, "inputs": encoded(frozen)}
        await self.session.execute(FREEZE, [row])

    async def thaw(self, tournament_id: int) -> None:
        await self.session.execute(THAW, {"tournament_id": tournament_id})
