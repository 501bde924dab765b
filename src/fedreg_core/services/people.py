"""Use cases of a club's people, one code path for members, coaches, referees and officials.

Admins and the club's own users change a club's people; the settings disableCreate and
disableEdit lock members for everyone else. Other clubs read them without private fields.
"""

from fedreg_core.domain.access import AccessOrigin
from fedreg_core.domain.changes import ChangesTo
from fedreg_core.domain.entities import Club, User
from fedreg_core.domain.erasure import ensure_not_erased
from fedreg_core.domain.errors import Conflict, Forbidden, RuleBroken
from fedreg_core.domain.names import person_with_clean_names
from fedreg_core.domain.permissions import (
    may_create_members,
    may_edit_members,
    read_is_logged,
)
from fedreg_core.domain.rules import Validation
from fedreg_core.ports.files import FileStore
from fedreg_core.ports.listing import Page
from fedreg_core.ports.people_directory import PeopleKind
from fedreg_core.ports.unit_of_work import PeopleWork
from fedreg_core.services.access_log import person_read_entries
from fedreg_core.services.club_access import club_to_manage
from fedreg_core.services.editing import (
    defaults_of,
    ensure_admin_fields_kept,
    load,
    values_of,
)
from fedreg_core.services.images import (
    AVATAR,
    ImageUpload,
    checked_image,
    forget_file,
    record_image,
)
from fedreg_core.services.listing import ListRequest, Visible, visible_page
from fedreg_core.services.person_kinds import (
    PEOPLE,
    FormContext,
    P,
    PersonKind,
    hidden_from,
)


async def list_people(
    uow: PeopleWork, kind: PersonKind[P], actor: User, request: ListRequest
) -> Page[Visible[P]]:
    """People of every club (``by={"clubId": n}`` for one), by last and first name."""
    query = PEOPLE.query(request)
    async with uow:
        page = await kind.repository(uow).page(query)
    return visible_page(page, hidden_from(actor, kind))


async def get_person(
    uow: PeopleWork, kind: PersonKind[P], actor: User, person_id: int, origin: AccessOrigin
) -> Visible[P]:
    """One person; an admin's read of another club's person (and its photo's link) goes
    into the access log in the read's own transaction."""
    async with uow:
        person = await load(kind.repository(uow), person_id)
        if read_is_logged(actor, person.club_id):
            await uow.access_log.append(person_read_entries(actor, origin, kind.name, person))
            await uow.commit()
    return Visible(person, hidden_from(actor, kind)(person))


async def _ensure_may_change(
    uow: PeopleWork, kind: PersonKind[P], actor: User, club_id: int, *, creating: bool = False
) -> Club | None:
    """The club, as stored; ``Forbidden`` unless the actor manages it (``ClubBlocked`` for a
    blocked club's own users) and no member lock stands in the way. ``None`` only for an
    admin naming a club that does not exist."""
    club = await club_to_manage(uow.clubs, actor, club_id)
    if kind.locked_by_settings:
        settings = await uow.settings.get()
        if creating and not may_create_members(actor, settings):
            raise Forbidden("error_members_create_locked")
        if not creating and not may_edit_members(actor, settings):
            raise Forbidden("error_members_edit_locked")
    return club


async def ensure_may_add(
    uow: PeopleWork, kind: PersonKind[P], actor: User, club_id: int
) -> Club | None:
    """What adding a person to the club takes (one by one or from a spreadsheet); the club."""
    return await _ensure_may_change(uow, kind, actor, club_id, creating=True)


async def ensure_may_edit(
    uow: PeopleWork, kind: PersonKind[P], actor: User, club_id: int
) -> Club | None:
    """What changing a stored person of the club takes (a member's consent too)."""
    return await _ensure_may_change(uow, kind, actor, club_id)


async def _ensure_valid(uow: PeopleWork, kind: PersonKind[P], person: P, form: FormContext) -> None:
    v = Validation()
    kind.check(v, person, form)
    v.raise_if_broken()
    club = await uow.clubs.get(person.club_id)
    if club is None or club.is_deleted:
        raise RuleBroken.single("clubId", "invalid_value")


async def _ensure_move_keeps_entries(
    uow: PeopleWork, kind: PersonKind[P], before: P, after: P
) -> None:
    """A person moves to another club only while entered in no tournament that is not
    archived (``Conflict`` on ``clubId`` naming the entries), for admins too: an entry, its
    fee and its history belong to the club that made it. Archived entries stay as they were."""
    if after.club_id == before.club_id or before.id is None or kind.open_entries is None:
        return
    entries = await kind.open_entries(uow, before.id)
    if entries:
        values = {"entries": "; ".join(entries)}
        raise Conflict(kind.moved_with_entries, field="clubId", values=values)


async def create_person(
    uow: PeopleWork, kind: PersonKind[P], actor: User, person: P, form: FormContext
) -> Visible[P]:
    person = person_with_clean_names(person)
    async with uow:
        await _ensure_may_change(uow, kind, actor, person.club_id, creating=True)
        ensure_admin_fields_kept(actor, defaults_of(person), person, kind.admin_fields)
        if kind.pay_flags is not None:
            await kind.pay_flags(uow, actor, None, person, form.at)
        await _ensure_valid(uow, kind, person, form)
        stored = await kind.repository(uow).add(person)
        await uow.commit()
    return Visible(stored)


async def update_person(
    uow: PeopleWork,
    kind: PersonKind[P],
    actor: User,
    person_id: int,
    changes: ChangesTo[P],
    form: FormContext,
) -> Visible[P]:
    """A partial change; moving a person to another club needs the right on both clubs.
    Members: see ``member_entries`` for what a change may not do to their entries."""
    async with uow:
        repository = kind.repository(uow)
        person = await load(repository, person_id)
        await _ensure_may_change(uow, kind, actor, person.club_id)
        ensure_not_erased(person.erased_at)
        changed = person_with_clean_names(changes.applied_to(person))
        await _ensure_may_change(uow, kind, actor, changed.club_id)
        before = values_of(person, kind.admin_fields)
        ensure_admin_fields_kept(actor, before, changed, kind.admin_fields)
        await _ensure_valid(uow, kind, changed, form)
        await _ensure_move_keeps_entries(uow, kind, person, changed)
        if kind.check_change is not None:
            await kind.check_change(uow, actor, person, changed)
        if kind.pay_flags is not None:
            await kind.pay_flags(uow, actor, person, changed, form.at)
        stored = await repository.update(changed)
        await uow.commit()
    return Visible(stored)


async def delete_person(
    uow: PeopleWork, files: FileStore, kind: PersonKind[P], actor: User, person_id: int
) -> None:
    """Delete a person; their stored files (picture, a member's scanned consent) go too. A
    person entered in a tournament, archived ones included, stays (409 naming those
    tournaments): entries are history."""
    async with uow:
        repository = kind.repository(uow)
        person = await load(repository, person_id)
        await _ensure_may_change(uow, kind, actor, person.club_id)
        entered = await uow.people_directory.tournaments_entered(PeopleKind(kind.name), person_id)
        if entered:
            raise Conflict("error_person_entered", values={"tournaments": ", ".join(entered)})
        await repository.delete(person_id)
        await uow.commit()
    for path in kind.stored_files(person):
        await forget_file(files, path)


async def upload_person_avatar(
    uow: PeopleWork, kind: PersonKind[P], actor: User, person_id: int, upload: ImageUpload
) -> Visible[P]:
    """The picture is decoded only for those who may change the person (403 comes first)."""
    async with uow:
        repository = kind.repository(uow)
        person = await load(repository, person_id)
        await _ensure_may_change(uow, kind, actor, person.club_id)
        ensure_not_erased(person.erased_at)
        image = await checked_image(upload)
        stored = await record_image(uow, repository, person, AVATAR, upload, image)
    return Visible(stored)
