"""The answer of a spreadsheet import: every data row and the counts."""

import msgspec

from adapters.http.schemas.conversion.from_core import answer_from
from fedreg_core.messages import translate
from fedreg_core.sheets.people_import import ImportReport, ImportRow, RowStatus


class MatchedClubOut(msgspec.Struct, rename="camel", kw_only=True):
    id: int
    name: str


class MatchOut(msgspec.Struct, rename="camel", kw_only=True):
    """The person found: in the club importing (``same``) or in another one (``duplicate``)."""

    person_id: int
    club: MatchedClubOut


class ImportRowOut(msgspec.Struct, rename="camel", kw_only=True):
    row: int
    """The row's number in the spreadsheet (the header is row 1)."""
    status: RowStatus
    values: dict[str, str]
    """The row's cells by field (``firstName``, ``born``, ...), as the file has them."""
    errors: dict[str, str]
    """Messages by field, in the user's language; ``row`` for the row as a whole."""
    match: MatchOut | None
    consent_change: bool
    """``same``: the row records (or changes) the member's parental consent."""


class ImportSummaryOut(msgspec.Struct, rename="camel", kw_only=True):
    new: int
    same: int
    duplicates: int
    errors: int
    consents: int
    """Members already in the club whose parental consent the file records or changes."""
    stored: int
    """People stored by this call (0 for a dry run)."""


class ImportReportOut(msgspec.Struct, rename="camel", kw_only=True):
    rows: list[ImportRowOut]
    summary: ImportSummaryOut


def _row_out(row: ImportRow, language: str) -> ImportRowOut:
    match = None
    if row.match is not None:
        club = MatchedClubOut(id=row.match.club.id, name=row.match.club.name)
        match = MatchOut(person_id=row.match.id, club=club)
    errors = {
        field: translate(key, language, row.error_values.get(field))
        for field, key in row.errors.items()
    }
    return ImportRowOut(
        row=row.number, status=row.status, values=row.values, errors=errors, match=match,
        consent_change=row.consent_change is not None,
    )  # fmt: skip


def import_report_out(report: ImportReport, language: str) -> ImportReportOut:
    summary = report.summary
    return ImportReportOut(
        rows=[_row_out(row, language) for row in report.rows],
        summary=answer_from(ImportSummaryOut, summary, stored=report.stored),
    )
