"""A club's people as a workbook, in the columns an import reads; import templates."""

from fedreg_core.domain.access import AccessKind, AccessOrigin
from fedreg_core.domain.entities import User
from fedreg_core.domain.enums import Variant
from fedreg_core.domain.errors import Forbidden, NotFound
from fedreg_core.domain.permissions import may_see_private_fields
from fedreg_core.messages import translate
from fedreg_core.ports.people_directory import ClubPeople, PeopleKind, Person
from fedreg_core.ports.spreadsheets import Sheet, SpreadsheetWriter
from fedreg_core.ports.unit_of_work import PeopleWork
from fedreg_core.services.access_log import record_access
from fedreg_core.sheets.people import SHEETS, PeopleSheet
from fedreg_core.sheets.template import template_sheets


def people_sheet(
    sheet: PeopleSheet, people: list[Person], variant: Variant, language: str
) -> Sheet:
    """One kind's sheet: the variant's columns headed in ``language``, a row per person."""
    columns = sheet.columns(variant)
    return Sheet(
        translate(sheet.title_key, language),
        tuple(translate(column.header_key, language) for column in columns),
        [sheet.row(person, columns, language) for person in people],
    )


def _people_of(people: ClubPeople, kind: PeopleKind) -> list[Person]:
    lists: dict[PeopleKind, list[Person]] = {
        PeopleKind.MEMBERS: list(people.members),
        PeopleKind.COACHES: list(people.coaches),
        PeopleKind.REFEREES: list(people.referees),
        PeopleKind.OFFICIALS: list(people.officials),
    }
    return lists[kind]


async def club_people_workbook(
    uow: PeopleWork,
    writer: SpreadsheetWriter,
    actor: User,
    club_id: int,
    variant: Variant,
    language: str,
    origin: AccessOrigin,
) -> bytes:
    """Members, coaches, referees and officials, a sheet each (the club's users and admins:
    dates of birth are private to them; a blocked club's users read it too); the export goes
    into the access log."""
    if not may_see_private_fields(actor, club_id):
        raise Forbidden
    async with uow:
        club = await uow.clubs.get(club_id)
        if club is None or (club.is_deleted and not actor.is_admin):
            raise NotFound
        people = await uow.people_directory.of_club(club_id)
        what = f"club {club_id}"
        await record_access(uow.access_log, actor, origin, AccessKind.PEOPLE_EXPORT, what=what)
        await uow.commit()
    sheets = [
        people_sheet(SHEETS[kind], _people_of(people, kind), variant, language)
        for kind in PeopleKind
    ]
    return await writer.workbook(sheets)


async def import_template(
    writer: SpreadsheetWriter, kind: PeopleKind, variant: Variant, language: str
) -> bytes:
    """The kind's sheet to fill in and import (its header; drop-down lists for sex, belt and
    rank), with an example row and the allowed values on sheets of their own."""
    return await writer.workbook(template_sheets(kind, variant, language))
