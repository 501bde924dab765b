"""The season store on SQL: seasons with their points tables in two statements, and what a
season's ranking is counted from in at most six, whatever the number of its tournaments
(``season_queries``)."""

from collections import defaultdict
from collections.abc import Collection
from datetime import date, datetime, time
from typing import Any

from sqlalchemy import delete, insert, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from adapters.sql import season_queries as q
from adapters.sql.draws import stored_draw
from adapters.sql.models import SeasonPointsRow, SeasonRow
from fedreg_core.domain.seasons import Season
from fedreg_core.draws.entries import competitor_name
from fedreg_core.draws.kata_day import KataRecord
from fedreg_core.draws.played import RecordedResult
from fedreg_core.ports.draws import DrawnEntrant
from fedreg_core.ports.seasons import RankedMember, SeasonDraws, SeasonTournament

S, P = SeasonRow, SeasonPointsRow
SEASONS = select(S.id, S.name, S.starts_on, S.ends_on).order_by(S.starts_on, S.id)
POINTS = select(P.season_id, P.place, P.points).order_by(P.season_id, P.place)


class SqlSeasonStore:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def _read(self, season_id: int | None) -> list[Season]:
        seasons, points = SEASONS, POINTS
        if season_id is not None:
            seasons, points = (
                seasons.where(S.id == season_id),
                points.where(P.season_id == season_id),
            )
        tables: dict[int, dict[int, int]] = defaultdict(dict)
        found = list(await self.session.execute(seasons))
        for row in await self.session.execute(points) if found else ():
            tables[row.season_id][row.place] = row.points
        return [Season(r.name, r.starts_on, r.ends_on, tables[r.id], r.id) for r in found]

    async def seasons(self) -> list[Season]:
        return await self._read(None)

    async def get(self, season_id: int) -> Season | None:
        found = await self._read(season_id)
        return found[0] if found else None

    async def _put_points(self, season_id: int, points: dict[int, int]) -> None:
        await self.session.execute(delete(P).where(P.season_id == season_id))
        rows = [{"season_id": season_id, "place": k, "points": v} for k, v in points.items()]
        if rows:
            await self.session.execute(insert(P), rows)

    async def add(self, season: Season) -> Season:
        values = {"name": season.name, "starts_on": season.starts_on, "ends_on": season.ends_on}
        season_id = await self.session.scalar(insert(S).values(values).returning(S.id))
        assert season_id is not None
        await self._put_points(season_id, season.points)
        return Season(season.name, season.starts_on, season.ends_on, season.points, season_id)

    async def update(self, season: Season) -> None:
        assert season.id is not None
        values = {"name": season.name, "starts_on": season.starts_on, "ends_on": season.ends_on}
        await self.session.execute(update(S).where(S.id == season.id).values(values))
        await self._put_points(season.id, season.points)

    async def remove(self, season_id: int) -> None:
        await self.session.execute(delete(P).where(P.season_id == season_id))
        await self.session.execute(delete(S).where(S.id == season_id))

    async def _rows(self, statement: Any, **params: Any) -> list[Any]:
        return list(await self.session.execute(statement, params))

    async def season_draws(self, starts_on: date, ends_on: date) -> SeasonDraws:
        days = {"starts_on": starts_on, "ends_on": ends_on,
                "from": datetime.combine(starts_on, time.min),
                "until": datetime.combine(ends_on, time.max)}  # fmt: skip
        tournaments = sorted(
            (SeasonTournament(r.id, r.name, r.event_date or r.start_date.date())
             for r in await self._rows(q.TOURNAMENTS, **days)),
            key=lambda t: (t.day, t.id),
        )  # fmt: skip
        if not tournaments:
            return SeasonDraws()
        ids = {"tournaments": [t.id for t in tournaments]}
        entrants: dict[tuple[int, str], list[DrawnEntrant]] = defaultdict(list)
        for tournament_id, key, *entrant in await self._rows(q.ENTRANTS, **ids):
            entrants[tournament_id, key].append(DrawnEntrant(*entrant))
        found = SeasonDraws(tuple(tournaments))
        for r in await self._rows(q.DRAWS, **ids):
            drawn = stored_draw(r, entrants[r.tournament_id, r.group_key])
            found.draws.setdefault(r.tournament_id, []).append(drawn)
        for r in await self._rows(q.RESULTS, **ids):
            result = RecordedResult(r.winner_id, r.ending, r.red_points, r.blue_points, r.version)
            of_group = found.results.setdefault(r.tournament_id, {}).setdefault(r.group_key, {})
            of_group[r.round, r.bout_index] = result
        for r in await self._rows(q.SCORES, **ids):
            scored = found.scores.setdefault(r.tournament_id, {}).setdefault(r.group_key, {})
            scored[r.round, r.registration_id] = KataRecord(r.score, r.tie_break, r.version)
        for tournament_id, registration_id, member_id, first, last in await self._rows(
            q.MEMBERS, **ids
        ):
            member = RankedMember(member_id, competitor_name(first, last))
            found.members.setdefault(tournament_id, {})[registration_id] = member
        return found

    async def members_of(
        self, tournament_id: int, registration_ids: Collection[int]
    ) -> dict[int, int]:
        rows = await self._rows(
            q.MEMBERS_OF, tournament=tournament_id, registrations=list(registration_ids)
        )
        return dict(rows)
