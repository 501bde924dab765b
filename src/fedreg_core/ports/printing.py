"""Printable reports (invoices, fee summaries) as PDF documents.

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


class ReportPrinter(Protocol):
    async def pdf(self, report: PrintedReport) -> bytes:
        """The report as an A4 PDF with its fonts embedded."""
        ...
