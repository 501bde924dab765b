"""The names a tournament's groups go by outside the server: opaque, stable, unguessable.

A group is category x discipline x sex (or team type); its internal key
(``Group.key``, e.g. ``i-3-7-WOMEN``) says so, and the sex of a group's competitors is not
shown to other clubs elsewhere. So answers and links name a group by an HMAC-SHA256 of the
tournament's id and the group's key under a key derived from the server's secret: the same
in every worker and on every read (links keep working, redraws included), different in
every tournament, and telling nothing of category, discipline or sex to whoever lacks the
secret (an id cannot be made up from the catalogue's ids). Nothing is stored: a name is
found again among the tournament's groups (or ``recall``ed by a worker that made it).
Changing the server's secret changes the names, as it voids photo links.
"""

import base64
import hmac
from collections.abc import Iterable

from fedreg_core.domain.errors import NotFound
from fedreg_core.draws.groups import Group

_PURPOSE = b"fedreg draw group ids"
ID_BYTES = 15
"""120 bits: 24 characters of base32 (a-z, 2-7), fit for a URL."""


class GroupIds:
    def __init__(self, secret: bytes) -> None:
        self._key = hmac.digest(secret, _PURPOSE, "sha256")

    def of(self, tournament_id: int, group: Group) -> str:
        """The name of ``group`` of the tournament."""
        message = f"{tournament_id}:{group.key}".encode()
        digest = hmac.digest(self._key, message, "sha256")[:ID_BYTES]
        return base64.b32encode(digest).decode().lower()

    def find(self, tournament_id: int, groups: Iterable[Group], name: str) -> Group:
        """The group of ``groups`` that ``name`` names; ``NotFound`` when none does."""
        for group in groups:
            if hmac.compare_digest(self.of(tournament_id, group), name):
                return group
        raise NotFound(what="draw", key=name)

    def recall(self, tournament_id: int, name: str) -> Group | None:
        """The group ``name`` names, when known without the tournament's groups: never here;
        an adapter that remembers the names it made (``adapters.group_names``) may know it."""
        del tournament_id, name
        return None

    def named(self, tournament_id: int, groups: Iterable[Group]) -> dict[str, Group]:
        """``groups`` by their names."""
        return {self.of(tournament_id, group): group for group in groups}
