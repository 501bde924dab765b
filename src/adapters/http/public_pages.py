"""Encoded public tournament pages kept by the version (ETag) they were built at.

The version is read on every request (it costs two small statements), so a kept page is
served only while it is still the tournament's current page: a change of anything the page
shows changes the version, and the page is built afresh. Each worker keeps its own pages, the
few most recently asked for.
"""

from collections import OrderedDict
from threading import Lock

PAGES_KEPT = 32


class PublicPageCache:
    def __init__(self, size: int = PAGES_KEPT) -> None:
        self._size = size
        self._pages: OrderedDict[int, tuple[str, bytes]] = OrderedDict()
        self._lock = Lock()

    def get(self, tournament_id: int, etag: str) -> bytes | None:
        """The page of the tournament at version ``etag``, if kept."""
        with self._lock:
            kept = self._pages.get(tournament_id)
            if kept is None or kept[0] != etag:
                return None
            self._pages.move_to_end(tournament_id)
            return kept[1]

    def keep(self, tournament_id: int, etag: str, body: bytes) -> None:
        with self._lock:
            self._pages[tournament_id] = (etag, body)
            self._pages.move_to_end(tournament_id)
            while len(self._pages) > self._size:
                self._pages.popitem(last=False)
