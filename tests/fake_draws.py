"""An in-memory draw store over the fake database's registrations."""

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from fedreg_core.draws.entries import group_entries
from fedreg_core.draws.groups import Group
from fedreg_core.ports.draws import GroupEntry, StoredDraw

if TYPE_CHECKING:
    from tests.fakes import FakeDatabase


class FakeDrawStore:
    def __init__(self, db: "FakeDatabase") -> None:
        self.db = db
        self.stored: dict[tuple[int, str], StoredDraw] = {}
        self.seeded: dict[tuple[int, str], dict[int, int]] = {}
        self.published_ids: set[int] = set()

    async def group_entries(
        self, tournament_id: int, group: Group | None = None
    ) -> list[GroupEntry]:
        return group_entries(await self.db.registration_reads.snapshot(tournament_id), group)

    async def seeds(
        self, tournament_id: int, group: Group | None = None
    ) -> dict[str, dict[int, int]]:
        return {
            key: dict(seeds)
            for (tournament, key), seeds in self.seeded.items()
            if tournament == tournament_id and (group is None or key == group.key)
        }

    async def set_seeds(self, tournament_id: int, group: Group, seeds: Mapping[int, int]) -> None:
        self.seeded[tournament_id, group.key] = dict(seeds)

    async def draws(
        self, tournament_id: int, group: Group | None = None, *, with_entrants: bool = False
    ) -> list[StoredDraw]:
        return [
            draw
            if with_entrants
            else StoredDraw(draw.group, draw.format, draw.seed, draw.lines, draw.fingerprint)
            for (tournament, key), draw in sorted(self.stored.items())
            if tournament == tournament_id and (group is None or key == group.key)
        ]

    async def replace(self, tournament_id: int, draws: Sequence[StoredDraw]) -> None:
        for draw in draws:
            self.stored[tournament_id, draw.group.key] = draw

    async def published(self, tournament_id: int) -> bool:
        return tournament_id in self.published_ids

    async def publish(self, tournament_id: int, published: bool) -> None:
        if published:
            self.published_ids.add(tournament_id)
        else:
            self.published_ids.discard(tournament_id)
