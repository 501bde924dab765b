"""What the operational routes (``/api/ready``, ``/metrics``) ask the wiring."""

from dataclasses import dataclass
from typing import Protocol


@dataclass(frozen=True, slots=True)
class BuildInfo:
    version: str
    commit: str
    """The commit the server runs (``FEDREG_COMMIT``, else git's, else ``""``)."""
    code_revision: str
    """The newest migration the code knows."""


@dataclass(frozen=True, slots=True)
class ScrapeFacts:
    """What a metrics scrape reads when it happens (one query each)."""

    notices_due: int
    oldest_notice_due_seconds: float
    """How long the oldest due notice has waited (0 when none waits)."""
    schema_revision: str


class Operations(Protocol):
    @property
    def build(self) -> BuildInfo: ...

    async def readiness(self) -> dict[str, bool]:
        """Each check (``database``, ``schema``, and ``files`` with an object store) and
        whether it passes; a failing one is logged once, not at every probe."""
        ...

    async def scrape_facts(self) -> ScrapeFacts: ...
