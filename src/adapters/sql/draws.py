"""The draw store on SQL: the groups' entries, seeds and draws in a fixed number of
statements (``draw_queries``) whatever the tournament's size."""

from collections import defaultdict
from collections.abc import Collection, Mapping, Sequence
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from adapters.sql import draw_queries as q
from fedreg_core.domain.enums import SeenSex, TeamType
from fedreg_core.draws.entries import competitor_name, sex_of, team_name
from fedreg_core.draws.groups import Group
from fedreg_core.ports.draws import DrawnEntrant, GroupEntry, StoredDraw


def stored_draw(row: Any, entrants: Sequence[DrawnEntrant]) -> StoredDraw:
    """A draw's row (a ``DrawRow``, or a row of its columns) with its entrants."""
    group = Group(row.category_id, row.discipline_id, row.sex, row.team_type)
    return StoredDraw(
        group, row.format, row.seed, row.lines, row.fingerprint, tuple(entrants),
        row.confirmed_fingerprint,
    )  # fmt: skip


class SqlDrawStore:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def _rows(self, statement: Any, **params: Any) -> list[Any]:
        return list((await self.session.execute(statement, params)).all())

    async def group_entries(
        self, tournament_id: int, group: Group | None = None
    ) -> list[GroupEntry]:
        entries: list[GroupEntry] = []
        if group is None or group.sex is not None:
            entries += await self._competitor_entries(tournament_id, group)
        if group is None or group.team_type is not None:
            entries += await self._team_entries(tournament_id, group)
        return entries

    async def entry_keys(self, tournament_id: int, group: Group) -> list[int]:
        params = {
            "tournament": tournament_id,
            "category": group.category_id,
            "discipline": group.discipline_id,
        }
        if group.sex is not None:
            male = group.sex is SeenSex.MEN
            rows = await self._rows(q.COMPETITOR_KEYS_OF_GROUP, **params, male=male)
        else:
            rows = await self._rows(q.TEAM_KEYS_OF_GROUP, **params, team_type=group.team_type)
        return [key for (key,) in rows]

    async def _competitor_entries(
        self, tournament_id: int, group: Group | None
    ) -> list[GroupEntry]:
        if group is None:
            rows = await self._rows(q.COMPETITOR_ENTRIES, tournament=tournament_id)
        else:
            rows = await self._rows(
                q.COMPETITOR_ENTRIES_OF_GROUP,
                tournament=tournament_id,
                category=group.category_id,
                discipline=group.discipline_id,
                male=group.sex is SeenSex.MEN,
            )
        return [
            GroupEntry(
                Group(row.category_id, row.discipline_id, sex=sex_of(row.is_male)),
                row.id,
                competitor_name(row.first_name, row.last_name),
                row.assigned_number,
                row.club_id,
                row.name,
                row.draw_format,
            )
            for row in rows
        ]

    async def _team_entries(self, tournament_id: int, group: Group | None) -> list[GroupEntry]:
        if group is None:
            rows = await self._rows(q.TEAM_ENTRIES, tournament=tournament_id)
        else:
            rows = await self._rows(
                q.TEAM_ENTRIES_OF_GROUP,
                tournament=tournament_id,
                category=group.category_id,
                discipline=group.discipline_id,
                team_type=group.team_type,
            )
        if not rows:
            return []
        names: dict[int, list[str]] = defaultdict(list)
        for team, last_name in await self._rows(q.TEAM_MEMBER_NAMES, tournament=tournament_id):
            names[team].append(last_name)
        return [
            GroupEntry(
                Group(category, discipline, team_type=TeamType(kind)),
                team,
                team_name(names[team]),
                None,
                club,
                club_name,
                chosen,
            )
            for category, discipline, kind, team, club, club_name, chosen in rows
        ]

    async def seeds(
        self, tournament_id: int, group: Group | None = None
    ) -> dict[str, dict[int, int]]:
        if group is None:
            rows = await self._rows(q.SEEDS, tournament=tournament_id)
        else:
            rows = await self._rows(q.SEEDS_OF_GROUP, tournament=tournament_id, group_key=group.key)
        seeds: dict[str, dict[int, int]] = defaultdict(dict)
        for key, registration, seed in rows:
            seeds[key][registration] = seed
        return dict(seeds)

    async def set_seeds(self, tournament_id: int, group: Group, seeds: Mapping[int, int]) -> None:
        await self.session.execute(
            q.DELETE_SEEDS, {"tournament": tournament_id, "group_key": group.key}
        )
        if seeds:
            rows = [
                {
                    "tournament_id": tournament_id,
                    "group_key": group.key,
                    "registration_id": key,
                    "seed": seed,
                }
                for key, seed in seeds.items()
            ]
            await self.session.execute(q.INSERT_SEEDS, rows)

    async def draws(
        self,
        tournament_id: int,
        group: Group | None = None,
        *,
        with_entrants: bool = False,
        of_club: int | None = None,
    ) -> list[StoredDraw]:
        params: dict[str, Any] = {"tournament": tournament_id}
        draws, entrants_of = q.DRAWS, q.ENTRANTS
        if group is not None:
            params["group_key"] = group.key
            draws, entrants_of = q.DRAWS_OF_GROUP, q.ENTRANTS_OF_GROUP
        elif of_club is not None:
            params["club"] = of_club
            draws, entrants_of = q.DRAWS_OF_CLUB, q.ENTRANTS_OF_CLUB
        rows = await self._rows(draws, **params)
        entrants: dict[str, list[DrawnEntrant]] = defaultdict(list)
        if with_entrants and rows:
            query = entrants_of
            for key, *entrant in await self._rows(query, **params):
                entrants[key].append(DrawnEntrant(*entrant))
        return [stored_draw(row, entrants[row.group_key]) for row in rows]

    async def replace(self, tournament_id: int, draws: Sequence[StoredDraw]) -> None:
        if not draws:
            return
        params = {"tournament": tournament_id, "keys": [draw.group.key for draw in draws]}
        await self.session.execute(q.DELETE_ENTRANTS, params)
        await self.session.execute(q.DELETE_DRAWS, params)
        await self.session.execute(q.INSERT_DRAWS, [_draw_row(tournament_id, d) for d in draws])
        entrants = [_entrant_row(tournament_id, d, e) for d in draws for e in d.entrants]
        await self.session.execute(q.INSERT_ENTRANTS, entrants)

    async def confirm(
        self, tournament_id: int, group: Group, entries_now: str, withdrawn: Collection[int]
    ) -> None:
        params = {"tournament": tournament_id, "the_group": group.key}
        await self.session.execute(q.CONFIRM, {**params, "entries_now": entries_now})
        await self.session.execute(q.MARK_WITHDRAWN, {**params, "gone": list(withdrawn)})

    async def published(self, tournament_id: int) -> bool:
        return bool(await self._rows(q.PUBLISHED, tournament=tournament_id))

    async def publish(self, tournament_id: int, published: bool) -> None:
        await self.session.execute(q.UNPUBLISH, {"tournament": tournament_id})
        if published:
            await self.session.execute(q.PUBLISH, [{"tournament_id": tournament_id}])


def _draw_row(tournament_id: int, draw: StoredDraw) -> dict[str, Any]:
    return {
        "tournament_id": tournament_id,
        "group_key": draw.group.key,
        "category_id": draw.group.category_id,
        "discipline_id": draw.group.discipline_id,
        "sex": draw.group.sex,
        "team_type": draw.group.team_type,
        "format": draw.format,
        "seed": draw.seed,
        "lines": draw.lines,
        "fingerprint": draw.fingerprint,
        "confirmed_fingerprint": draw.confirmed,
    }


def _entrant_row(tournament_id: int, draw: StoredDraw, entrant: DrawnEntrant) -> dict[str, Any]:
    return {
        "tournament_id": tournament_id,
        "group_key": draw.group.key,
        "registration_id": entrant.registration_id,
        "line": entrant.line,
        "seed": entrant.seed,
        "name": entrant.name,
        "club_id": entrant.club_id,
        "club_name": entrant.club_name,
        "withdrawn": entrant.withdrawn,
    }
