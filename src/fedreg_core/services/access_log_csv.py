"""The access log as CSV: the rows an admin's filters keep, headed in their language."""

import csv
import io

from fedreg_core.domain.access import AccessFilter, AccessRecord, PersonRef
from fedreg_core.domain.entities import User
from fedreg_core.domain.errors import Forbidden
from fedreg_core.domain.permissions import may_read_access_log
from fedreg_core.messages import translate
from fedreg_core.ports.unit_of_work import AccessWork
from fedreg_core.services.access_log import AccessQuery, check_query

CSV_MEDIA_TYPE = "text/csv; charset=utf-8"
BYTE_ORDER_MARK = "\ufeff"
"""Spreadsheet programs read UTF-8 (č, ć, đ, Cyrillic) only after it."""
HEADERS = (
    "access_at",
    "access_kind",
    "access_user",
    "access_email",
    "access_person",
    "access_what",
    "access_address",
)


def person_label(person: PersonRef | None, language: str) -> str:
    """``Član 12``: the kind as the language names it, and the id."""
    if person is None:
        return ""
    return f"{translate(f'person_kind_{person.kind}', language)} {person.id}"


def csv_row(record: AccessRecord, language: str) -> list[str]:
    entry = record.entry
    user = record.user_name
    if entry.user_id is None:
        user = translate("access_command_line", language)
    return [
        entry.at.isoformat(timespec="seconds"),
        translate(f"access_kind_{entry.kind.value}", language),
        user,
        record.user_email,
        person_label(entry.person, language),
        entry.what,
        entry.address,
    ]


def access_csv_text(records: list[AccessRecord], language: str) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow([translate(header, language) for header in HEADERS])
    writer.writerows(csv_row(record, language) for record in records)
    return BYTE_ORDER_MARK + out.getvalue()


async def access_csv(uow: AccessWork, actor: User, where: AccessFilter, language: str) -> bytes:
    """Every row the filters keep, newest first, as UTF-8 CSV (admins)."""
    if not may_read_access_log(actor):
        raise Forbidden
    check_query(AccessQuery(where))
    async with uow.read_only():
        records = await uow.access_log.every(where)
    return access_csv_text(records, language).encode()
