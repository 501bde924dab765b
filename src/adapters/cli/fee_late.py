"""The late rule in a fee file of `fedreg fees explain`: ``late`` and each registration's
``enteredAt`` (docs/fee-engine.md, The late rule)."""

from datetime import datetime
from typing import Any

from adapters.cli.documents import Fields
from fedreg_core.fees import LatePer, LateRule

LATE_KEYS = ("lateFrom", "lateFee", "per")
PER = {per.value: per for per in LatePer}


def local_time(fields: Fields, key: str, default: Any) -> datetime | None:
    """An ISO 8601 local date-time (``2026-03-10T00:00:00``) at ``key``, or ``default``."""
    text = fields.get(key, str, default)
    if text is None:
        return None
    try:
        return datetime.fromisoformat(text)
    except ValueError:
        fields.fail(f"{fields.name(key)}: not a date and time like 2026-03-10T00:00:00")


def late_rule(document: Fields) -> LateRule | None:
    """The file's ``late`` object as the engine's rule; ``None`` when the file has none."""
    raw = document.get("late", dict, None)
    if raw is None:
        return None
    late = Fields(raw, document.name("late"), LATE_KEYS)
    per = late.get("per", str, LatePer.ENTRY.value)
    if per not in PER:
        late.fail(f"{late.name('per')}: {per} is not one of {', '.join(PER)}")
    late_from = local_time(late, "lateFrom", datetime.min)
    assert late_from is not None
    return LateRule(late_from, late.get("lateFee", int), PER[per])
