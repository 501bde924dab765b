"""The tatami store on SQL: a tournament's plan in four statements, replaced whole (its groups
and officials go with their tatamis); its drawn groups' sizes and a group's officials in one
each."""

from collections import defaultdict
from typing import Any

from sqlalchemy import delete, func, insert, select
from sqlalchemy.ext.asyncio import AsyncSession

from adapters.sql.models import (
    BoutLengthRow,
    DrawEntrantRow,
    TatamiGroupRow,
    TatamiOfficialRow,
    TatamiRow,
)
from fedreg_core.draws.tatamis import DayPlan, Tatami

G, T, L = TatamiGroupRow, TatamiOfficialRow, BoutLengthRow


class SqlTatamiStore:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def plan(self, tournament_id: int) -> DayPlan:
        of_tournament = TatamiRow.tournament_id == tournament_id
        numbered = await self.session.execute(
            select(TatamiRow.number, TatamiRow.starts_at)
            .where(of_tournament)
            .order_by(TatamiRow.number)
        )
        groups: dict[int, list[str]] = defaultdict(list)
        officials: dict[int, list[int]] = defaultdict(list)
        placed = select(G.tatami, G.group_key).where(G.tournament_id == tournament_id)
        chosen = select(T.tatami, T.user_id).where(T.tournament_id == tournament_id)
        lengths = select(L.discipline_id, L.minutes).where(L.tournament_id == tournament_id)
        for place in await self.session.execute(placed.order_by(G.position)):
            groups[place.tatami].append(place.group_key)
        for official in await self.session.execute(chosen.order_by(T.user_id)):
            officials[official.tatami].append(official.user_id)
        minutes = {row.discipline_id: row.minutes for row in await self.session.execute(lengths)}
        tatamis = (
            Tatami(n, tuple(officials[n]), tuple(groups[n]), starts_at) for n, starts_at in numbered
        )
        return DayPlan(tuple(tatamis), minutes)

    async def replace_plan(self, tournament_id: int, plan: DayPlan) -> None:
        for row in (G, T, TatamiRow, L):
            await self.session.execute(delete(row).where(row.tournament_id == tournament_id))
        key = {"tournament_id": tournament_id}
        rows: dict[type[Any], list[dict[str, Any]]] = {
            TatamiRow: [
                {**key, "number": t.number, "starts_at": t.starts_at} for t in plan.tatamis
            ],
            G: [
                {**key, "group_key": g, "tatami": t.number, "position": i}
                for t in plan.tatamis
                for i, g in enumerate(t.group_keys)
            ],
            T: [
                {**key, "tatami": t.number, "user_id": u}
                for t in plan.tatamis
                for u in t.official_ids
            ],
            L: [{**key, "discipline_id": d, "minutes": m} for d, m in plan.bout_minutes.items()],
        }
        for row, values in rows.items():
            if values:
                await self.session.execute(insert(row), values)

    async def drawn_counts(self, tournament_id: int) -> dict[str, int]:
        e = DrawEntrantRow
        counted = await self.session.execute(
            select(e.group_key, func.count().label("entrants"))
            .where(e.tournament_id == tournament_id)
            .group_by(e.group_key)
        )
        return {row.group_key: row.entrants for row in counted}

    async def officials_of(self, tournament_id: int, group_key: str) -> frozenset[int]:
        found = await self.session.scalars(
            select(T.user_id)
            .join(G, (G.tournament_id == T.tournament_id) & (G.tatami == T.tatami))
            .where(G.tournament_id == tournament_id, G.group_key == group_key)
        )
        return frozenset(found)
