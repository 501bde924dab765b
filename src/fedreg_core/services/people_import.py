"""Import a club's people from a spreadsheet: a dry run by default, else all or nothing.

The same rights as adding one person (the club's users or admins; the member lock of the
settings for members); the file is read only for those who have them. Duplicate detection
reads the club's people and the candidates elsewhere in two statements, whatever the size.

A member's parental consent in the file (both of its columns) is judged by the consent
endpoint's rule; a new member is stored with it, a member already in the club gets it when it
is not the one stored (the settings' member lock and erasure refuse it as the endpoint does),
and each consent recorded is a row of the access log, as the endpoint writes it.
"""

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, TypeGuard

from fedreg_core.domain.access import AccessOrigin
from fedreg_core.domain.entities import Member, User
from fedreg_core.domain.enums import Variant
from fedreg_core.domain.errors import FileTooLarge, Forbidden, NotFound, RuleBroken
from fedreg_core.domain.permissions import may_edit_members
from fedreg_core.domain.rules import Validation
from fedreg_core.messages import LANGUAGES, translate
from fedreg_core.ports.people_directory import MemberConsent, PeopleKind, Person
from fedreg_core.ports.spreadsheets import SheetUpload, SpreadsheetReader
from fedreg_core.ports.unit_of_work import PeopleWork
from fedreg_core.services.parental_consent import ConsentChange, consent_entry
from fedreg_core.services.people import ensure_may_add
from fedreg_core.services.person_kinds import (
    COACHES,
    MEMBERS,
    OFFICIALS,
    REFEREES,
    FormContext,
    PersonKind,
)
from fedreg_core.sheets.consent import check_row_consent
from fedreg_core.sheets.people import SHEETS
from fedreg_core.sheets.people_import import (
    MAX_IMPORT_BYTES,
    ROWS_TO_READ,
    ImportForm,
    ImportReport,
    ImportRow,
    RowStatus,
    compared,
    consents_locked,
    read_rows,
)

PERSON_KINDS: dict[PeopleKind, PersonKind[Any]] = {
    PeopleKind.MEMBERS: MEMBERS,
    PeopleKind.COACHES: COACHES,
    PeopleKind.REFEREES: REFEREES,
    PeopleKind.OFFICIALS: OFFICIALS,
}


class ImportStep(StrEnum):
    """What an import is doing, for a progress indicator."""

    READ = "read"
    CHECK = "check"
    COMPARE = "compare"
    STORE = "store"


def _no_progress(_step: ImportStep) -> None:
    """An import nobody watches."""


@dataclass(frozen=True, slots=True)
class ImportRequest:
    kind: PeopleKind
    club_id: int
    upload: SheetUpload
    form: FormContext
    variant: Variant
    origin: AccessOrigin
    """Where the import comes from, for the access log's rows of the consents it records."""
    dry_run: bool = True
    with_duplicates: bool = False
    """Store the rows of people found in another club too (admins only)."""
    progress: Callable[[ImportStep], None] = _no_progress
    """Told each step as it starts."""


def _import_form(kind: PeopleKind, club_id: int, form: FormContext, variant: Variant) -> ImportForm:
    sheet, person_kind = SHEETS[kind], PERSON_KINDS[kind]

    def check(v: Validation, person: Person) -> None:
        person_kind.check(v, person, form)
        if isinstance(person, Member):
            check_row_consent(v, person, form.today)

    return ImportForm(sheet, sheet.columns(variant), tuple(form.belts), club_id, check)


async def import_people(
    uow: PeopleWork, reader: SpreadsheetReader, actor: User, request: ImportRequest
) -> ImportReport:
    """Every row of the file reported; unless a dry run, the ``new`` rows (and the
    ``duplicate`` ones when an admin asks) stored in one transaction, or ``RuleBroken``
    naming every problem when a row is in error (nothing stored)."""
    if request.with_duplicates and not actor.is_admin:
        raise Forbidden("error_import_duplicates_admin")
    if len(request.upload.content) > MAX_IMPORT_BYTES:
        raise FileTooLarge("error_import_too_large")
    async with uow:  # closed before the file is read: no connection waits on the reader
        await _ensure_may_import(uow, actor, request)
    request.progress(ImportStep.READ)
    sheet = SHEETS[request.kind]
    titles = [translate(sheet.title_key, language) for language in LANGUAGES]
    rows = await reader.rows(request.upload, ROWS_TO_READ, titles)
    form = _import_form(request.kind, request.club_id, request.form, request.variant)
    request.progress(ImportStep.CHECK)
    read = read_rows(rows, form)
    born = {row.person.born for row in read if isinstance(row.person, Member)}
    async with uow:
        await _ensure_may_import(uow, actor, request)  # again: the club may be blocked by now
        request.progress(ImportStep.COMPARE)
        known = await uow.people_directory.known(request.kind, request.club_id, born)
        report = ImportReport(compared(read, known))
        if report.summary.consents and not may_edit_members(actor, await uow.settings.get()):
            report = ImportReport(consents_locked(report.rows))
        if request.dry_run:
            return report
        if report.summary.errors:
            raise RuleBroken(report.errors(), report.error_values())
        request.progress(ImportStep.STORE)
        stored = await _store(uow, actor, request, report.rows)
        await uow.commit()
    return ImportReport(report.rows, stored=stored)


async def _store(
    uow: PeopleWork, actor: User, request: ImportRequest, rows: tuple[ImportRow, ...]
) -> int:
    """The new people and the consents of members already in the club, with the access
    log's row of each consent recorded: one statement each, whatever the number of rows.
    How many people were stored."""
    people = [row.person for row in rows if row.person and _stored(row.status, request)]
    await uow.people_directory.add_all(people)
    changes = [
        MemberConsent(row.match.id, row.consent_change)
        for row in rows
        if row.consent_change and row.match
    ]
    if changes:
        await uow.people_directory.record_consents(request.club_id, changes)
    consenting = [person for person in people if _has_consent(person)]
    given = await uow.people_directory.member_ids(request.club_id, consenting) if consenting else []
    members = [*given, *(change.member_id for change in changes)]
    recorded = ConsentChange.RECORDED
    await uow.access_log.append(
        [consent_entry(actor, request.origin, member, recorded) for member in members]
    )
    return len(people)


def _has_consent(person: Person) -> TypeGuard[Member]:
    return isinstance(person, Member) and person.consent_date is not None


async def _ensure_may_import(uow: PeopleWork, actor: User, request: ImportRequest) -> None:
    club = await ensure_may_add(uow, PERSON_KINDS[request.kind], actor, request.club_id)
    if club is None or club.is_deleted:
        raise NotFound


def _stored(status: RowStatus, request: ImportRequest) -> bool:
    return status == RowStatus.NEW or (request.with_duplicates and status == RowStatus.DUPLICATE)
