"""Printable reports (invoices, fee summaries), draws and results as PDF documents.

The core says what is printed, already in the reader's language; an adapter typesets it.
"""

from dataclasses import dataclass
from typing import Protocol


@dataclass(frozen=True, slots=True)
class ReportColumn:
    label: str
    numeric: bool = False
    """Right-aligned (amounts, counts)."""


@dataclass(frozen=True, slots=True)
class PrintedReport:
    """A titled report: facts (label and value) above a table, totals under it."""

    title: str
    facts: tuple[tuple[str, str], ...]
    columns: tuple[ReportColumn, ...]
    rows: tuple[tuple[str, ...], ...]
    totals: tuple[tuple[str, str], ...]
    empty_text: str
    """Shown instead of the table when it has no rows."""
    language: str


@dataclass(frozen=True, slots=True)
class PrintedEntrant:
    """A bracket line or a round robin's position: ``name`` empty for a bye."""

    name: str
    club: str
    seed: int | None


@dataclass(frozen=True, slots=True)
class PrintedDraw:
    """One group's draw on a page. ``kind``: ``bracket`` (``lines`` top to bottom, ``rounds``
    the headings of its columns, ``repechage`` the headings of the repechage steps),
    ``round_robin`` (``lines`` its positions, ``bouts`` 1-based positions in fighting order)
    ``kata`` (``lines`` the order of kata by points, ``groups`` round 1's groups as 1-based
    positions, ``rounds`` their headings) or ``walkover`` (one entrant). ``entrant`` heads
    the column of a round robin's entrants: one of them (a competitor, or a team)."""

    title: str
    facts: tuple[tuple[str, str], ...]
    kind: str
    lines: tuple[PrintedEntrant, ...]
    rounds: tuple[str, ...] = ()
    bouts: tuple[tuple[int, int], ...] = ()
    repechage: tuple[str, ...] = ()
    entrant: str = ""
    groups: tuple[tuple[int, ...], ...] = ()


@dataclass(frozen=True, slots=True)
class PrintedDraws:
    """A tournament's draws, one group per A4 landscape page; ``labels`` the fixed words of
    the page (bye, walkover, red, blue, repechage lines, ...) in the reader's language."""

    title: str
    facts: tuple[tuple[str, str], ...]
    draws: tuple[PrintedDraw, ...]
    labels: dict[str, str]
    empty_text: str
    language: str


@dataclass(frozen=True, slots=True)
class PrintedBout:
    """A bout as played: ``heading`` its round (``Final``, ``Repechage A · Bronze``; empty in
    a round robin), ``number`` its place in that round from 1; a fighter not known yet has an
    empty name; ``winner``, ``ending`` and ``score`` empty while it is undecided."""

    heading: str
    number: int
    red: PrintedEntrant
    blue: PrintedEntrant
    winner: str
    ending: str
    score: str


@dataclass(frozen=True, slots=True)
class PrintedPlacing:
    place: int
    name: str
    club: str


@dataclass(frozen=True, slots=True)
class PrintedStanding:
    """A round robin's row: its place in the table so far, wins and points scored."""

    place: int
    name: str
    club: str
    wins: int
    points: int


@dataclass(frozen=True, slots=True)
class PrintedGroupResults:
    """A group's results: its bouts (none in a tournament's summary), a round robin's table,
    then its placings so far."""

    title: str
    facts: tuple[tuple[str, str], ...]
    bouts: tuple[PrintedBout, ...]
    standings: tuple[PrintedStanding, ...]
    placings: tuple[PrintedPlacing, ...]


@dataclass(frozen=True, slots=True)
class PrintedMedals:
    club: str
    gold: int
    silver: int
    bronze: int
    total: int


@dataclass(frozen=True, slots=True)
class PrintedResults:
    """Results on A4: each group's section, then (``with_medals``) the medal table per club;
    ``labels`` the page's fixed words (columns, headings) in the reader's language."""

    title: str
    facts: tuple[tuple[str, str], ...]
    groups: tuple[PrintedGroupResults, ...]
    with_medals: bool
    medals: tuple[PrintedMedals, ...]
    labels: dict[str, str]
    empty_text: str
    language: str


@dataclass(frozen=True, slots=True)
class PrintedInvoice:
    """An invoice, supplement or credit note on A4: who issues it (``issuer`` lines), the
    facts, the lines and totals, and how to pay: the slip's fields beside the QR code of
    ``payment_code`` (empty: nothing to pay, no code)."""

    title: str
    issuer: tuple[str, ...]
    facts: tuple[tuple[str, str], ...]
    columns: tuple[ReportColumn, ...]
    rows: tuple[tuple[str, ...], ...]
    totals: tuple[tuple[str, str], ...]
    payment_title: str
    payment_fields: tuple[tuple[str, str], ...]
    payment_code: str
    note: str
    language: str


class InvoicePrinter(Protocol):
    async def invoice_pdf(self, invoice: PrintedInvoice) -> bytes:
        """The invoice as an A4 PDF, its payment code as a vector QR code."""
        ...


class ReportPrinter(InvoicePrinter, Protocol):
    async def pdf(self, report: PrintedReport) -> bytes:
        """The report as an A4 PDF with its fonts embedded."""
        ...

    async def draws_pdf(self, draws: PrintedDraws) -> bytes:
        """The draws as an A4 landscape PDF, one group per page, fonts embedded."""
        ...

    async def results_pdf(self, results: PrintedResults) -> bytes:
        """Results as an A4 PDF, fonts embedded."""
        ...


class QrCodes(Protocol):
    def svg(self, text: str) -> str:
        """``text`` as a QR code in SVG (UTF-8, error correction level M)."""
        ...
