"""A per-process cache of database reads that stays correct while other processes write.

The cache itself knows nothing of databases: an adapter that hears of every committed change
to the tables a cache was filled from calls ``invalidate()`` (PostgreSQL ``LISTEN/NOTIFY``,
``adapters/sql/change_notifications.py``). Without such an adapter the cache stays off and
every read goes to the database.

A fill races with changes: a value read before a change commits may be stored after the
change was announced. So a reader takes a ``ticket()`` before it reads, and ``put`` caches the
value only when no announcement came in since that ticket. ``lookup`` does these steps for one
key: the cached value, or a fill the caller reads and ``cache``s.
"""

from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")

MAX_ENTRIES = 10_000


class ChangeAwareCache(Generic[K, V]):
    """Values by key, dropped all at once by ``invalidate``; off until ``enable``."""

    def __init__(self, max_entries: int = MAX_ENTRIES) -> None:
        self._values: dict[K, V] = {}
        self._generation = 0
        self._max_entries = max_entries
        self.enabled = False

    def get(self, key: K) -> V | None:
        return self._values.get(key)

    def ticket(self) -> int:
        """Take before reading what will be ``put``."""
        return self._generation

    def put(self, ticket: int, key: K, value: V) -> None:
        """Cache ``value`` unless the cache is off or a change was announced since ``ticket``."""
        if not self.enabled or ticket != self._generation:
            return
        if len(self._values) >= self._max_entries:
            self._values.clear()
        self._values[key] = value

    def lookup(self, key: K) -> "Lookup[K, V]":
        """``key``'s cached value, with the ticket for caching one read instead."""
        return Lookup(self, key)

    def invalidate(self) -> None:
        """A change was committed: drop every value, and every fill under way."""
        self._generation += 1
        self._values.clear()

    def enable(self) -> None:
        """Changes are announced from now on (starts empty)."""
        self.invalidate()
        self.enabled = True

    def disable(self) -> None:
        """Changes may go unannounced (the announcer lost its connection): hold nothing."""
        self.enabled = False
        self.invalidate()


class Lookup(Generic[K, V]):
    """One key asked of a cache: ``value`` is the cached one; when it is ``missing`` the caller
    reads it and ``cache``s it, cached only if no change was announced since the lookup."""

    def __init__(self, cache: ChangeAwareCache[K, V], key: K) -> None:
        self._cache = cache
        self._ticket = cache.ticket()  # before anything is read
        self.key = key
        self.value = cache.get(key)

    def cache(self, value: V | None) -> None:
        """``value`` as read (``None``: nothing found, nothing cached)."""
        self.value = value
        if value is not None:
            self._cache.put(self._ticket, self.key, value)
