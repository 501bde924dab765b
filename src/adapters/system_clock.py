"""The real clock."""

from datetime import datetime


class SystemClock:
    """Implements ``fedreg_core.ports.clock.Clock``: naive local wall-clock time."""

    def now(self) -> datetime:
        return datetime.now().replace(microsecond=0)
