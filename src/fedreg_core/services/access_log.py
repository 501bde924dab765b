"""The access log: recording a read or an export, and admins' reading of the log."""

from dataclasses import dataclass
from datetime import datetime
from typing import Protocol

from fedreg_core.domain.access import (
    ACCESS_LOG_KEPT,
    AccessEntry,
    AccessFilter,
    AccessKind,
    AccessOrigin,
    AccessRecord,
    PersonRef,
)
from fedreg_core.domain.entities import User
from fedreg_core.domain.errors import Forbidden, NotFound, RuleBroken
from fedreg_core.domain.permissions import is_own_club, may_read_access_log
from fedreg_core.ports.access_log import AccessLog
from fedreg_core.ports.listing import MAX_LIMIT, MAX_STORED_INT, Page
from fedreg_core.ports.people_directory import PeopleKind
from fedreg_core.ports.unit_of_work import AccessWork


def access_entry(
    actor: User | None,
    origin: AccessOrigin,
    kind: AccessKind,
    person: PersonRef | None = None,
    what: str = "",
) -> AccessEntry:
    """The row recording ``kind`` by ``actor`` (``None``: the command line) now."""
    user_id = actor.id if actor is not None else None
    return AccessEntry(kind, origin.at, origin.address, user_id, person, what)


class Held(Protocol):
    """A person as the log names them: an id and, maybe, a photo."""

    id: int | None
    avatar: str | None


def person_read_entries(
    actor: User, origin: AccessOrigin, kind: str, person: Held
) -> list[AccessEntry]:
    """A read of the person's full record, and of their photo's link when they have one."""
    ref = PersonRef(kind, person.id or 0)
    kinds = [AccessKind.PERSON_READ, *([AccessKind.PHOTO_LINK] if person.avatar else [])]
    return [access_entry(actor, origin, each, ref) for each in kinds]


async def record_access(
    log: AccessLog,
    actor: User | None,
    origin: AccessOrigin,
    kind: AccessKind,
    person: PersonRef | None = None,
    what: str = "",
) -> None:
    """Append one row in the caller's unit of work (its commit keeps it): erasures record
    themselves with this, as reads and exports do (consent changes: ``consent_entry``)."""
    await log.append([access_entry(actor, origin, kind, person, what)])


def refuse_for_club(actor: User, club_id: int) -> None:
    """What a club's user hears when asking for what only admins do with a person: 403 for
    their own club's person, 404 for another's (as for anything of another club they may not
    see)."""
    raise Forbidden if is_own_club(actor, club_id) else NotFound


PERSON_KINDS = frozenset(kind.value for kind in PeopleKind)


@dataclass(frozen=True, slots=True)
class AccessQuery:
    """An admin's page of the log: the filter, the offset and the page's size."""

    where: AccessFilter
    skip: int = 0
    limit: int = 100


def check_query(query: AccessQuery) -> None:
    """Every broken field at once: a date range that ends before it starts, ids and paging
    out of range."""
    broken: dict[str, str] = {}
    where = query.where
    if where.since and where.until and where.until < where.since:
        broken["until"] = "error_access_range"
    if where.person_id is not None and where.person_kind is None:
        broken["personKind"] = "required"
    if where.person_kind is not None and where.person_id is None:
        broken["personId"] = "required"
    if where.person_kind is not None and where.person_kind not in PERSON_KINDS:
        broken["personKind"] = "choice"
    if where.person_id is not None and not 0 < where.person_id <= MAX_STORED_INT:
        broken["personId"] = "invalid_value"
    if where.user_id is not None and not 0 < where.user_id <= MAX_STORED_INT:
        broken["userId"] = "invalid_value"
    if not 0 <= query.skip <= MAX_STORED_INT:
        broken["skip"] = "invalid_value"
    if not 1 <= query.limit <= MAX_LIMIT:
        broken["limit"] = "invalid_value"
    if broken:
        raise RuleBroken(broken)


async def access_page(uow: AccessWork, actor: User, query: AccessQuery) -> Page[AccessRecord]:
    """One page of the log, newest first (admins)."""
    if not may_read_access_log(actor):
        raise Forbidden
    check_query(query)
    async with uow.read_only():
        return await uow.access_log.page(query.where, query.skip, query.limit)


def access_cutoff(now: datetime) -> datetime:
    """Rows written before this are past their keeping period."""
    return now - ACCESS_LOG_KEPT
