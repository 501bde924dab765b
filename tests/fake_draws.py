"""An in-memory draw store over the fake database's registrations, its results, kata scores
and tatamis."""

from collections.abc import Collection, Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Generic, Protocol, TypeVar

from fedreg_core.draws.entries import group_entries
from fedreg_core.draws.groups import Group
from fedreg_core.draws.kata_day import KataRecord
from fedreg_core.draws.played import RecordedResult
from fedreg_core.draws.tatamis import DayPlan, tatami_of
from fedreg_core.ports.draws import GroupEntry, StoredDraw
from fedreg_core.ports.results import GroupResults, GroupScores

if TYPE_CHECKING:
    from tests.fakes import FakeDatabase

Key = tuple[int, str]


def _keys(rows: Mapping[Key, object], tournament_id: int, group: Group | None) -> list[Key]:
    """The keys (tournament, group key) of the tournament's rows, of ``group`` when given."""
    wanted = None if group is None else group.key
    return sorted(k for k in rows if k[0] == tournament_id and wanted in (None, k[1]))


class FakeDrawStore:
    def __init__(self, db: "FakeDatabase") -> None:
        self.db = db
        self.stored: dict[Key, StoredDraw] = {}
        self.seeded: dict[Key, dict[int, int]] = {}
        self.published_ids: set[int] = set()

    async def group_entries(
        self, tournament_id: int, group: Group | None = None
    ) -> list[GroupEntry]:
        return group_entries(await self.db.registration_reads.snapshot(tournament_id), group)

    async def entry_keys(self, tournament_id: int, group: Group) -> list[int]:
        return [e.registration_id for e in await self.group_entries(tournament_id, group)]

    async def seeds(
        self, tournament_id: int, group: Group | None = None
    ) -> dict[str, dict[int, int]]:
        return {k[1]: dict(self.seeded[k]) for k in _keys(self.seeded, tournament_id, group)}

    async def set_seeds(self, tournament_id: int, group: Group, seeds: Mapping[int, int]) -> None:
        self.seeded[tournament_id, group.key] = dict(seeds)

    async def draws(
        self,
        tournament_id: int,
        group: Group | None = None,
        *,
        with_entrants: bool = False,
        of_club: int | None = None,
    ) -> list[StoredDraw]:
        found = [self.stored[k] for k in _keys(self.stored, tournament_id, group)]
        if of_club is not None:
            found = [d for d in found if any(e.club_id == of_club for e in d.entrants)]
        return found if with_entrants else [replace(draw, entrants=()) for draw in found]

    async def replace(self, tournament_id: int, draws: Sequence[StoredDraw]) -> None:
        self.stored |= {(tournament_id, draw.group.key): draw for draw in draws}
        for draw in draws:  # a group's results go with its draw
            self.db.results.recorded.pop((tournament_id, draw.group.key), None)
            self.db.kata.recorded.pop((tournament_id, draw.group.key), None)

    async def confirm(
        self, tournament_id: int, group: Group, entries_now: str, withdrawn: Collection[int]
    ) -> None:
        draw = self.stored[tournament_id, group.key]
        entrants = tuple(
            replace(e, withdrawn=e.registration_id in withdrawn) for e in draw.entrants
        )
        self.stored[tournament_id, group.key] = replace(
            draw, entrants=entrants, confirmed=entries_now
        )

    async def published(self, tournament_id: int) -> bool:
        return tournament_id in self.published_ids

    async def publish(self, tournament_id: int, published: bool) -> None:
        (self.published_ids.add if published else self.published_ids.discard)(tournament_id)


class Versioned(Protocol):
    @property
    def version(self) -> int: ...


RowT = TypeVar("RowT", bound=Versioned)


class FakeVersionedStore(Generic[RowT]):
    """Rows by group and by (round, index or competitor), each write checking the version."""

    def __init__(self) -> None:
        self.recorded: dict[Key, dict[tuple[int, int], RowT]] = {}

    async def rows(
        self, tournament_id: int, group: Group | None = None
    ) -> dict[str, dict[tuple[int, int], RowT]]:
        return {k[1]: dict(self.recorded[k]) for k in _keys(self.recorded, tournament_id, group)}

    async def stamps(self, tournament_id: int) -> dict[str, str]:
        rows = await self.rows(tournament_id)
        return {key: repr(sorted(found.items())) for key, found in rows.items() if found}

    async def put(self, tournament_id: int, group: Group, key: tuple[int, int], row: RowT) -> bool:
        found = self.recorded.setdefault((tournament_id, group.key), {})
        stored = found.get(key)
        if (stored.version if stored else 0) != row.version - 1:
            return False
        found[key] = row
        return True

    async def remove(
        self, tournament_id: int, group: Group, keys: Collection[tuple[int, int]]
    ) -> None:
        for key in keys:
            self.recorded.get((tournament_id, group.key), {}).pop(key, None)


class FakeResultStore(FakeVersionedStore[RecordedResult]):
    async def results(
        self, tournament_id: int, group: Group | None = None
    ) -> dict[str, GroupResults]:
        return await self.rows(tournament_id, group)


class FakeKataScoreStore(FakeVersionedStore[KataRecord]):
    async def scores(
        self, tournament_id: int, group: Group | None = None
    ) -> dict[str, GroupScores]:
        return await self.rows(tournament_id, group)


class FakeTatamiStore:
    def __init__(self, draws: FakeDrawStore) -> None:
        self.plans: dict[int, DayPlan] = {}
        self.draws = draws

    async def drawn_counts(self, tournament_id: int) -> dict[str, int]:
        drawn = await self.draws.draws(tournament_id, with_entrants=True)
        return {draw.group.key: len(draw.entrants) for draw in drawn}

    async def plan(self, tournament_id: int) -> DayPlan:
        found = self.plans.get(tournament_id, DayPlan())
        return replace(found, tatamis=tuple(sorted(found.tatamis, key=lambda t: t.number)))

    async def replace_plan(self, tournament_id: int, plan: DayPlan) -> None:
        self.plans[tournament_id] = plan

    async def officials_of(self, tournament_id: int, group_key: str) -> frozenset[int]:
        found = tatami_of((await self.plan(tournament_id)).tatamis, group_key)
        return frozenset(found.official_ids if found else ())
