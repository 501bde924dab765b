"""An in-memory draw store over the fake database's registrations."""

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from fedreg_core.domain.enums import SeenSex
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
        entries = [*self._competitor_entries(tournament_id), *self._team_entries(tournament_id)]
        return [entry for entry in entries if group is None or entry.group == group]

    def _competitor_entries(self, tournament_id: int) -> list[GroupEntry]:
        entries = []
        for r in self.db.competitor_registrations.all():
            member = self.db.members._rows[r.member_id]
            sex = SeenSex.MEN if member.is_male else SeenSex.WOMEN
            name = f"{member.first_name} {member.last_name}"
            entries += [
                self._entry(
                    Group(c.category_id, d, sex=sex), r.id or 0, name, r.assigned_number, r.club_id
                )
                for c in r.categories
                for d in c.discipline_ids
                if r.tournament_id == tournament_id
            ]
        return entries

    def _team_entries(self, tournament_id: int) -> list[GroupEntry]:
        entries = []
        for t in self.db.team_registrations.all():
            name = ", ".join(self.db.members._rows[m].last_name for m in t.member_ids)
            entries += [
                self._entry(
                    Group(c.category_id, d, team_type=t.type), t.id or 0, name, None, t.club_id
                )
                for c in t.categories
                for d in c.discipline_ids
                if t.tournament_id == tournament_id
            ]
        return entries

    def _entry(
        self, group: Group, key: int, name: str, number: int | None, club: int
    ) -> GroupEntry:
        chosen = self.db.disciplines._rows[group.discipline_id].draw_format
        club_name = self.db.clubs._rows[club].name
        return GroupEntry(group, key, name, number, club, club_name, chosen)

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
