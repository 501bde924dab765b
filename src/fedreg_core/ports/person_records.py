"""Everything fedreg holds on one person besides their record: the answer to their right of
access (docs/privacy.md), read in a fixed number of statements."""

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date, datetime
from typing import Protocol

from fedreg_core.domain.access import AccessRecord, PersonRef
from fedreg_core.domain.entities import HistoryEntry
from fedreg_core.draws.played import BoutKey, RecordedResult
from fedreg_core.ports.draws import StoredDraw


@dataclass(frozen=True, slots=True)
class HeldEntry:
    """One entry: ``role`` ``competitor``, ``team``, ``coach``, ``referee`` or ``official``;
    category and discipline empty for the staff."""

    tournament_id: int
    tournament: str
    starts_on: date
    role: str
    registration_id: int
    category: str = ""
    discipline: str = ""
    registered_at: datetime | None = None
    withdrawn_at: datetime | None = None


@dataclass(frozen=True, slots=True)
class HeldDraw:
    """A line of a drawn group the person (or their team) is on."""

    tournament_id: int
    tournament: str
    group_key: str
    line: int
    seed: int | None
    name: str
    club: str


@dataclass(frozen=True, slots=True)
class HeldResult:
    """A result recorded for the person's entry: ``kind`` ``bout_won`` or ``bout_lost``
    (``value`` how it ended; the opponent and their club as the draw shows them, the points
    of each side when recorded) or ``kata_score`` (``value`` the score)."""

    tournament_id: int
    tournament: str
    group_key: str
    kind: str
    round: int
    value: str
    recorded_at: datetime
    opponent: str = ""
    opponent_club: str = ""
    points: int | None = None
    opponent_points: int | None = None


@dataclass(frozen=True, slots=True)
class HeldGroup:
    """A drawn group the person's entry (``entry``, a registration id: their own or their
    team's) is on, as stored: the draw with every entrant (the withdrawn marked), the
    group's recorded bout results and when each was recorded. Who fought each bout is the
    core's to work out from them."""

    tournament_id: int
    tournament: str
    entry: int
    draw: StoredDraw
    results: Mapping[BoutKey, RecordedResult]
    recorded_at: Mapping[BoutKey, datetime]


@dataclass(frozen=True, slots=True)
class HeldInvoiceLine:
    """A line of an issued invoice that names the person's entry."""

    reference: str
    tournament: str
    issued_on: date
    label: str
    net: int


@dataclass(frozen=True, slots=True)
class PersonHoldings:
    """What is held about a person besides their record, in the order each was made;
    ``results`` as the store reads them (kata scores), ``groups`` the drawn groups whose
    bouts the core reads the person's out of."""

    entries: list[HeldEntry] = field(default_factory=list)
    draws: list[HeldDraw] = field(default_factory=list)
    results: list[HeldResult] = field(default_factory=list)
    groups: list[HeldGroup] = field(default_factory=list)
    invoice_lines: list[HeldInvoiceLine] = field(default_factory=list)
    history: list[HistoryEntry] = field(default_factory=list)
    access: list[AccessRecord] = field(default_factory=list)


class PersonRecords(Protocol):
    async def holdings(self, person: PersonRef, full_name: str) -> PersonHoldings:
        """The person's entries, draws (with the groups they are on), kata scores, the invoice
        lines of their entries, the tournament history naming ``full_name`` and the access
        log's rows about them: a fixed number of statements, however much there is."""
        ...
