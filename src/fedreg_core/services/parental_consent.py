"""A member's parental consent: recorded, changed and removed by the member's club (or an
admin), with an optional scanned copy; every change goes into the access log
(``consent_change``) in its own transaction.

Another club's users do not see the member's private fields, the consent among them: for
them the member is not found. The settings' member lock applies as to any change of a
member (``people.ensure_may_edit``).
"""

from dataclasses import replace
from enum import StrEnum

from fedreg_core.domain.access import AccessEntry, AccessKind, AccessOrigin, PersonRef
from fedreg_core.domain.consent import ParentalConsent, check_consent
from fedreg_core.domain.entities import Member, User
from fedreg_core.domain.erasure import ensure_not_erased
from fedreg_core.domain.errors import FileTypeNotAllowed, NotFound, RuleBroken
from fedreg_core.domain.names import clean_name
from fedreg_core.domain.permissions import may_see_private_fields
from fedreg_core.domain.rules import Validation
from fedreg_core.ports.files import FileStore
from fedreg_core.ports.unit_of_work import PeopleWork
from fedreg_core.services.access_log import access_entry
from fedreg_core.services.documents import CheckedFile, checked_document, claimed_suffix
from fedreg_core.services.editing import load
from fedreg_core.services.images import ImageUpload, Picture, forget_file, stored_image
from fedreg_core.services.listing import Visible
from fedreg_core.services.people import ensure_may_edit
from fedreg_core.services.person_kinds import MEMBERS, hidden_from

CONSENT_DOCUMENT = Picture("consent_document", "consents")
"""Where a scanned consent is kept: a private kind of file, served by signed links only."""
CONSENT_DOCUMENT_SUFFIXES = frozenset({".pdf", ".jpg", ".jpeg", ".png"})


class ConsentChange(StrEnum):
    """What the access log's row says was done (its ``what``)."""

    RECORDED = "consent recorded"
    REMOVED = "consent removed"
    DOCUMENT = "consent document attached"


def consent_entry(
    actor: User, origin: AccessOrigin, member_id: int, change: ConsentChange
) -> AccessEntry:
    """The access log's row of a change of the member's consent (it names no parent)."""
    person = PersonRef(MEMBERS.name, member_id)
    return access_entry(actor, origin, AccessKind.CONSENT_CHANGE, person, change)


async def _member_to_change(uow: PeopleWork, actor: User, member_id: int) -> Member:
    """The member, for the actor who may change them; another club's member is not found;
    an erased member takes no consent (409: it would put a parent's name back)."""
    member = await load(uow.members, member_id, "member")
    if not may_see_private_fields(actor, member.club_id):
        raise NotFound(what="member", key=member_id)
    ensure_not_erased(member.erased_at)
    await ensure_may_edit(uow, MEMBERS, actor, member.club_id)
    return member


async def _stored(
    uow: PeopleWork, actor: User, origin: AccessOrigin, member: Member, change: ConsentChange
) -> Member:
    """Store the changed member and its access-log row, and commit both."""
    stored = await uow.members.update(member)
    await uow.access_log.append([consent_entry(actor, origin, member.id or 0, change)])
    await uow.commit()
    return stored


def _visible(actor: User, member: Member) -> Visible[Member]:
    return Visible(member, hidden_from(actor, MEMBERS)(member))


async def record_consent(
    uow: PeopleWork,
    actor: User,
    member_id: int,
    consent: ParentalConsent,
    origin: AccessOrigin,
) -> Visible[Member]:
    """Record or change the consent: a day from the birth date to today (the origin's, the
    federation's clock) and who gave it; every broken field at once."""
    given_by = None if consent.given_by is None else clean_name(consent.given_by)
    consent = replace(consent, given_by=given_by)
    async with uow:
        member = await _member_to_change(uow, actor, member_id)
        v = Validation()
        check_consent(v, consent, member.born, origin.at.date())
        v.raise_if_broken()
        changed = replace(member, consent_date=consent.day, consent_by=consent.given_by)
        stored = await _stored(uow, actor, origin, changed, ConsentChange.RECORDED)
    return _visible(actor, stored)


async def remove_consent(
    uow: PeopleWork, actor: User, member_id: int, origin: AccessOrigin, files: FileStore
) -> Visible[Member]:
    """Remove the consent with its scanned copy (the file goes once the change is kept)."""
    async with uow:
        member = await _member_to_change(uow, actor, member_id)
        document = member.consent_document
        cleared = replace(member, consent_date=None, consent_by=None, consent_document=None)
        stored = await _stored(uow, actor, origin, cleared, ConsentChange.REMOVED)
    await forget_file(files, document)
    return _visible(actor, stored)


async def checked_consent_document(upload: ImageUpload) -> CheckedFile:
    """A PDF, JPEG or PNG file, checked as tournament documents are (20 MB at most, the
    bytes really of the type the name claims, images re-encoded)."""
    if claimed_suffix(upload.file_name) not in CONSENT_DOCUMENT_SUFFIXES:
        raise FileTypeNotAllowed("consent_document_type")
    try:
        return await checked_document(upload)
    except FileTypeNotAllowed as refused:
        raise FileTypeNotAllowed("consent_document_type") from refused


async def attach_consent_document(
    uow: PeopleWork, actor: User, member_id: int, upload: ImageUpload, origin: AccessOrigin
) -> Visible[Member]:
    """Attach (or replace) the scanned copy of a recorded consent; the file is checked only
    for those who may change the member (403 and 404 come first)."""
    async with uow:
        await _member_to_change(uow, actor, member_id)
    document = await checked_consent_document(upload)
    async with uow:
        member = await _member_to_change(uow, actor, member_id)
        if member.consent_date is None:
            raise RuleBroken.single("file", "consent_document_needs_consent")
        old = member.consent_document
        async with stored_image(upload.files, CONSENT_DOCUMENT.kind, document) as path:
            changed = replace(member, consent_document=path)
            stored = await _stored(uow, actor, origin, changed, ConsentChange.DOCUMENT)
    await forget_file(upload.files, old)
    return _visible(actor, stored)
