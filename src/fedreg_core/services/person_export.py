"""Everything fedreg holds on one person, for their right of access: read by an admin (or the
command line) in one transaction that also records the export in the access log."""

import dataclasses
import json
from dataclasses import dataclass
from datetime import date, datetime

from fedreg_core.domain.access import AccessKind, AccessOrigin, PersonRef
from fedreg_core.domain.entities import User
from fedreg_core.domain.errors import NotFound
from fedreg_core.domain.permissions import may_read_access_log
from fedreg_core.ports.people_directory import PeopleKind
from fedreg_core.ports.person_records import PersonHoldings
from fedreg_core.ports.unit_of_work import PeopleWork
from fedreg_core.services.access_log import record_access, refuse_for_club
from fedreg_core.services.people_import import PERSON_KINDS
from fedreg_core.services.person_bouts import with_bouts
from fedreg_core.services.person_kinds import P, PersonKind
from fedreg_core.services.registration_access import full_name


@dataclass(frozen=True, slots=True)
class PersonExport:
    """The person's record (every stored field, the photo's stored path among them), their
    club's name and what else is held, as of ``exported_at``."""

    person: PersonRef
    name: str
    record: dict[str, object]
    club: str
    holdings: PersonHoldings
    exported_at: datetime


def record_fields(person: object) -> dict[str, object]:
    """Every stored field of a person, as the entity has it."""
    return {f.name: getattr(person, f.name) for f in dataclasses.fields(person)}  # type: ignore[arg-type]


async def export_person(
    uow: PeopleWork, actor: User, kind: PersonKind[P], person_id: int, origin: AccessOrigin
) -> PersonExport:
    """Admins; a club's user hears 403 for their own club's person and 404 for another's
    (as for anything of another club they may not see)."""
    async with uow:
        person = await kind.repository(uow).get(person_id)
        if person is None:
            raise NotFound(what="person", key=person_id)
        if not may_read_access_log(actor):
            refuse_for_club(actor, person.club_id)
        club = await uow.clubs.get(person.club_id)
        ref = PersonRef(kind.name, person_id)
        await record_access(uow.access_log, actor, origin, AccessKind.PERSON_EXPORT, ref)
        holdings = with_bouts(await uow.person_records.holdings(ref, full_name(person)))
        await uow.commit()
    name = full_name(person)
    club_name = club.name if club is not None else ""
    return PersonExport(ref, name, record_fields(person), club_name, holdings, origin.at)


def _camel(name: str) -> str:
    """``first_name`` as the API names it: ``firstName``."""
    head, *rest = name.split("_")
    return head + "".join(part.capitalize() for part in rest)


def _plain(value: object) -> object:
    """A value as JSON writes it, named as the API names things (camelCase): dates and times
    ISO 8601, enums their value."""
    if isinstance(value, datetime | date):
        return value.isoformat()
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {_camel(f.name): _plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, list | tuple):
        return [_plain(item) for item in value]
    if isinstance(value, dict):
        return {_camel(str(key)): _plain(item) for key, item in value.items()}
    if hasattr(value, "value") and not isinstance(value, bool | int | float | str):
        return _plain(value.value)
    return value


def export_document(export: PersonExport) -> dict[str, object]:
    """The export as one JSON object: the record, then each part of what is held."""
    held = export.holdings
    document = {
        "person": {"kind": export.person.kind, "id": export.person.id, "name": export.name},
        "exportedAt": export.exported_at,
        "club": export.club,
        "record": export.record,
        "photo": export.record.get("avatar"),
        "entries": held.entries,
        "draws": held.draws,
        "results": held.results,
        "invoiceLines": held.invoice_lines,
        "history": held.history,
        "accessLog": held.access,
    }
    plain = _plain(document)
    assert isinstance(plain, dict)
    return plain


async def person_json(
    uow: PeopleWork, actor: User, kind: PeopleKind, person_id: int, origin: AccessOrigin
) -> bytes:
    """The export as UTF-8 JSON (names as written, not escaped)."""
    export = await export_person(uow, actor, PERSON_KINDS[kind], person_id, origin)
    return json.dumps(export_document(export), ensure_ascii=False, indent=2).encode()
