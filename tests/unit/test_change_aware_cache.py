"""The per-process cache of database reads (``adapters/sql/change_aware_cache.py``)."""

from adapters.sql.change_aware_cache import ChangeAwareCache


def enabled_cache(max_entries: int = 10) -> ChangeAwareCache[str, int]:
    cache: ChangeAwareCache[str, int] = ChangeAwareCache(max_entries)
    cache.enable()
    return cache


def test_a_new_cache_is_off_and_keeps_nothing() -> None:
    cache: ChangeAwareCache[str, int] = ChangeAwareCache()

    cache.put(cache.ticket(), "a", 1)

    assert not cache.enabled
    assert cache.get("a") is None


def test_an_enabled_cache_keeps_what_is_put_until_a_change_is_announced() -> None:
    cache = enabled_cache()
    cache.put(cache.ticket(), "a", 1)
    assert cache.get("a") == 1

    cache.invalidate()

    assert cache.get("a") is None


def test_a_value_read_before_a_change_was_announced_is_not_cached() -> None:
    cache = enabled_cache()
    ticket = cache.ticket()  # the reader starts reading ...
    cache.invalidate()  # ... a change commits and is announced ...
    cache.put(ticket, "a", 1)  # ... and the (maybe stale) value comes back: dropped

    assert cache.get("a") is None
    cache.put(cache.ticket(), "a", 2)
    assert cache.get("a") == 2


def test_disabling_drops_everything_and_every_fill_under_way() -> None:
    cache = enabled_cache()
    cache.put(cache.ticket(), "a", 1)
    ticket = cache.ticket()

    cache.disable()
    cache.put(ticket, "b", 2)
    cache.put(cache.ticket(), "c", 3)

    assert (cache.get("a"), cache.get("b"), cache.get("c")) == (None, None, None)


def test_enabling_again_starts_empty_and_voids_older_tickets() -> None:
    cache = enabled_cache()
    ticket = cache.ticket()
    cache.disable()
    cache.enable()

    cache.put(ticket, "a", 1)

    assert cache.get("a") is None


def test_a_full_cache_starts_over_instead_of_growing() -> None:
    cache = enabled_cache(max_entries=2)
    for key, value in (("a", 1), ("b", 2), ("c", 3)):
        cache.put(cache.ticket(), key, value)

    assert (cache.get("a"), cache.get("b"), cache.get("c")) == (None, None, 3)


def test_a_lookup_answers_the_cached_value_or_keeps_the_one_read_for_it() -> None:
    cache = enabled_cache()
    first = cache.lookup("a")
    assert first.value is None

    first.cache(1)

    again = cache.lookup("a")
    assert again.value == 1


def test_a_lookup_keeps_nothing_when_a_change_was_announced_since_it_began() -> None:
    cache = enabled_cache()
    lookup = cache.lookup("a")  # the ticket is taken with the lookup, before the read
    cache.invalidate()

    lookup.cache(1)
    cache.lookup("b").cache(None)  # nothing found: nothing cached

    assert lookup.value == 1
    assert cache.get("a") is None
    assert cache.get("b") is None
