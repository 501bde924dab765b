"""The real clock."""

from datetime import datetime
from zoneinfo import ZoneInfo


class SystemClock:
    """Implements ``fedreg_core.ports.clock.Clock``: the wall clock of the federation's time
    zone (naive, to the second), whatever the zone of the machine; ``None``: the machine's."""

    def __init__(self, zone: ZoneInfo | None = None) -> None:
        self.zone = zone

    def now(self) -> datetime:
        return datetime.now(self.zone).replace(tzinfo=None, microsecond=0)
