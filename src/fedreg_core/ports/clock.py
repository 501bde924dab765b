"""The clock port, so rules that depend on time are testable."""

from datetime import datetime
from typing import Protocol


class Clock(Protocol):
    def now(self) -> datetime:
        """The current time as a naive local date-time (the federation's wall clock).

        Every stored date-time is naive local time, as the admins enter them.
        """
        ...
