"""The tatami store on SQL: a tournament's plan in three statements, replaced whole (its
groups and officials go with their tatamis), and a group's officials in one."""

from collections import defaultdict
from collections.abc import Sequence

from sqlalchemy import delete, insert, select
from sqlalchemy.ext.asyncio import AsyncSession

from adapters.sql.models import TatamiGroupRow, TatamiOfficialRow, TatamiRow
from fedreg_core.draws.tatamis import Tatami

G, T = TatamiGroupRow, TatamiOfficialRow


class SqlTatamiStore:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def plan(self, tournament_id: int) -> list[Tatami]:
        of_tournament = TatamiRow.tournament_id == tournament_id
        numbers = await self.session.scalars(
            select(TatamiRow.number).where(of_tournament).order_by(TatamiRow.number)
        )
        groups: dict[int, list[str]] = defaultdict(list)
        officials: dict[int, list[int]] = defaultdict(list)
        placed = select(G.tatami, G.group_key).where(G.tournament_id == tournament_id)
        for place in await self.session.execute(placed.order_by(G.position)):
            groups[place.tatami].append(place.group_key)
        chosen = select(T.tatami, T.user_id).where(T.tournament_id == tournament_id)
        for official in await self.session.execute(chosen.order_by(T.user_id)):
            officials[official.tatami].append(official.user_id)
        return [Tatami(n, tuple(officials[n]), tuple(groups[n])) for n in numbers]

    async def replace_plan(self, tournament_id: int, tatamis: Sequence[Tatami]) -> None:
        for row in (G, T, TatamiRow):
            await self.session.execute(delete(row).where(row.tournament_id == tournament_id))
        if not tatamis:
            return
        key = {"tournament_id": tournament_id}
        await self.session.execute(
            insert(TatamiRow), [{**key, "number": t.number} for t in tatamis]
        )
        placed = [
            {**key, "group_key": g, "tatami": t.number, "position": i}
            for t in tatamis
            for i, g in enumerate(t.group_keys)
        ]
        chosen = [
            {**key, "tatami": t.number, "user_id": u} for t in tatamis for u in t.official_ids
        ]
        for row, values in ((G, placed), (T, chosen)):
            if values:
                await self.session.execute(insert(row), values)

    async def officials_of(self, tournament_id: int, group_key: str) -> frozenset[int]:
        found = await self.session.scalars(
            select(T.user_id)
            .join(G, (G.tournament_id == T.tournament_id) & (G.tatami == T.tatami))
            .where(G.tournament_id == tournament_id, G.group_key == group_key)
        )
        return frozenset(found)
