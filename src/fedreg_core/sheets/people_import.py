"""An import of a club's people from spreadsheet rows: read, check, compare, report.

Each data row becomes one ``ImportRow``: ``new`` (to store), ``same`` (already in this club:
skipped, but for a member's parental consent the row records or changes), ``duplicate`` (the
same person is in another club: stored only when an admin asks) or ``error`` (message keys
per field). Pure: the rows and the people known come in.
"""

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum

from fedreg_core.domain.consent import ParentalConsent
from fedreg_core.domain.entities import Member
from fedreg_core.domain.errors import RuleBroken
from fedreg_core.domain.rules import Validation
from fedreg_core.ports.people_directory import KnownPeople, KnownPerson, Person
from fedreg_core.ports.spreadsheets import NumberedRow
from fedreg_core.sheets.columns import CONSENT_DATE, SheetColumn
from fedreg_core.sheets.consent import row_consent
from fedreg_core.sheets.header import HEADER_ROWS, header_index, match_header
from fedreg_core.sheets.people import PeopleSheet, PersonKey, key_of
from fedreg_core.sheets.values import CellError, shown

MAX_IMPORT_ROWS = 5000
"""Data rows an import takes (the header not counted)."""
MAX_IMPORT_BYTES = 5 * 1024 * 1024
ROWS_TO_READ = HEADER_ROWS + MAX_IMPORT_ROWS + 1
REPEATED = "error_import_repeated"
"""Rows (that are not empty) read from a file: titles, the header, the data and one more (a
file that has it is too long)."""
ROW = "row"
"""The ``errors`` field of a problem of the whole row."""

Check = Callable[[Validation, Person], None]


class RowStatus(StrEnum):
    NEW = "new"
    SAME = "same"
    DUPLICATE = "duplicate"
    ERROR = "error"


@dataclass(frozen=True, slots=True)
class ImportRow:
    number: int
    status: RowStatus
    values: dict[str, str]
    """The row's cells as read, by field (cut short when long)."""
    errors: dict[str, str] = field(default_factory=dict)
    match: KnownPerson | None = None
    """The person found: in this club (``same``) or in another one (``duplicate``)."""
    person: Person | None = None
    error_values: dict[str, dict[str, object]] = field(default_factory=dict)
    """What fills the placeholders of an error's message, by field (a birth date)."""
    consent_change: ParentalConsent | None = None
    """``same``: the parental consent the row records (or changes) on the stored member."""


@dataclass(frozen=True, slots=True)
class ImportSummary:
    new: int
    same: int
    duplicates: int
    errors: int
    consents: int
    """Members already in the club whose parental consent the file records or changes."""


@dataclass(frozen=True, slots=True)
class ImportReport:
    rows: tuple[ImportRow, ...]
    stored: int = 0

    @property
    def summary(self) -> ImportSummary:
        def count(status: RowStatus) -> int:
            return sum(row.status == status for row in self.rows)

        return ImportSummary(
            count(RowStatus.NEW),
            count(RowStatus.SAME),
            count(RowStatus.DUPLICATE),
            count(RowStatus.ERROR),
            sum(row.consent_change is not None for row in self.rows),
        )

    def errors(self) -> dict[str, str]:
        """Every problem as ``rows.{row}.{field}`` (``rows.{row}`` for the whole row)."""
        return {_where(row, name): key for row in self.rows for name, key in row.errors.items()}

    def error_values(self) -> dict[str, dict[str, object]]:
        """What fills the messages of ``errors``, by the same names."""
        return {
            _where(row, name): values
            for row in self.rows
            for name, values in row.error_values.items()
        }


def _where(row: ImportRow, name: str) -> str:
    return f"rows.{row.number}" + ("" if name == ROW else f".{name}")


def data_rows(
    rows: Sequence[NumberedRow], columns: Sequence[SheetColumn]
) -> tuple[NumberedRow, Sequence[NumberedRow]]:
    """The header (rows above it are titles) and the rows under it; ``RuleBroken`` on
    ``file`` for none or too many."""
    header = header_index([row.cells for row in rows], columns)
    body = rows[header + 1 :]
    if not body:
        raise RuleBroken.single("file", "error_import_empty")
    if len(body) > MAX_IMPORT_ROWS:
        raise RuleBroken.single("file", "error_import_too_many_rows")
    return rows[header], body


@dataclass(frozen=True, slots=True)
class ImportForm:
    """What reading a row needs besides the row."""

    sheet: PeopleSheet
    columns: tuple[SheetColumn, ...]
    belts: tuple[str, ...]
    club_id: int
    check: Check


def read_row(row: NumberedRow, header: dict[int, SheetColumn], form: ImportForm) -> ImportRow:
    """One row read into a person, every field's problem reported (``error``), else ``new``."""
    values: dict[str, str] = {}
    attributes: dict[str, object] = {}
    cell_errors: dict[str, str] = {}
    cells = {column.field: row.cells[i] for i, column in header.items() if i < len(row.cells)}
    for column in form.columns:
        cell = cells.get(column.field)
        values[column.field] = shown(cell)
        try:
            attributes[column.attribute] = column.read(cell, form.belts)
        except CellError as problem:
            cell_errors[column.field] = problem.message_key
            attributes[column.attribute] = column.fallback
    person = form.sheet.person(form.club_id, attributes)
    v = Validation()
    form.check(v, person)
    errors = {**v.errors, **cell_errors}
    if errors:
        filled = {name: v.values[name] for name in v.values if name not in cell_errors}
        return ImportRow(row.number, RowStatus.ERROR, values, errors, error_values=filled)
    return ImportRow(row.number, RowStatus.NEW, values, person=person)


def read_rows(rows: Sequence[NumberedRow], form: ImportForm) -> list[ImportRow]:
    header, body = data_rows(rows, form.columns)
    columns = match_header(header.cells, form.columns)
    return [read_row(row, columns, form) for row in body]


def compared(rows: Sequence[ImportRow], known: KnownPeople) -> tuple[ImportRow, ...]:
    """Rows read, compared with the people stored: ``same``, ``duplicate``, or an ``error``
    for a person the file already listed."""
    in_club = {key_of(person): person for person in known.in_club}
    elsewhere: dict[PersonKey, KnownPerson] = {}
    for person in known.elsewhere:
        elsewhere.setdefault(key_of(person), person)
    listed: set[PersonKey] = set()
    consents: set[PersonKey] = set()  # club members whose consent a row changes
    result = []
    for row in rows:
        if row.person is None:
            result.append(row)
            continue
        key = key_of(row.person)
        if key in in_club:
            same = _same(row, in_club[key])
            if same.consent_change and key in consents:  # which of the two would be kept?
                same = ImportRow(row.number, RowStatus.ERROR, row.values, {ROW: REPEATED})
            if same.consent_change:
                consents.add(key)
            result.append(same)
        elif key in listed:
            result.append(ImportRow(row.number, RowStatus.ERROR, row.values, {ROW: REPEATED}))
        else:
            listed.add(key)
            found = elsewhere.get(key)
            result.append(row if found is None else _with(row, RowStatus.DUPLICATE, found))
    return tuple(result)


def _with(row: ImportRow, status: RowStatus, match: KnownPerson) -> ImportRow:
    return replace(row, status=status, match=match)


def _same(row: ImportRow, match: KnownPerson) -> ImportRow:
    """A person already in the club: skipped, but for a member's consent the row gives that
    is not the one stored (recorded as the consent endpoint records it; an erased member
    takes none, as there)."""
    consent = row_consent(row.person) if isinstance(row.person, Member) else None
    if consent is None or consent == match.consent:
        return _with(row, RowStatus.SAME, match)
    if match.erased:
        return ImportRow(row.number, RowStatus.ERROR, row.values, {ROW: "error_person_erased"})
    recorded = match.consent.day if match.consent else None
    if recorded is not None and consent.day is not None and consent.day < recorded:
        # an older copy of the file would take back a consent recorded since
        field = CONSENT_DATE.field
        older = {field: "error_consent_older_than_recorded"}
        return ImportRow(
            row.number,
            RowStatus.ERROR,
            row.values,
            older,
            error_values={field: {"recorded": recorded}},
        )
    return replace(_with(row, RowStatus.SAME, match), consent_change=consent)


def consents_locked(rows: Sequence[ImportRow]) -> tuple[ImportRow, ...]:
    """The rows, those that change a stored member's consent in error: the settings lock
    changes of members (as the consent endpoint refuses them)."""
    return tuple(
        ImportRow(row.number, RowStatus.ERROR, row.values, {ROW: "error_members_edit_locked"})
        if row.consent_change
        else row
        for row in rows
    )
