"""Shared steps of the registration use cases: the tournament may be changed, history, offers."""

from collections.abc import Iterable, Sequence
from datetime import datetime
from typing import NamedTuple, Protocol, TypeVar

from fedreg_core.domain.access import PersonRef
from fedreg_core.domain.entities import HistoryEntry, Tournament, User
from fedreg_core.domain.enums import HistoryType
from fedreg_core.domain.errors import Forbidden, NotFound
from fedreg_core.domain.permissions import may_change_registrations
from fedreg_core.domain.registration_rules import Offer
from fedreg_core.domain.tournament_state import opens_later, tournament_is_active
from fedreg_core.ports.clock import Clock
from fedreg_core.ports.people_directory import PeopleKind
from fedreg_core.ports.registrations import RegistrationReads
from fedreg_core.ports.repositories import HistoryRepository
from fedreg_core.ports.unit_of_work import EntryWork
from fedreg_core.services.club_access import ensure_may_manage_club
from fedreg_core.services.editing import load
from fedreg_core.services.notices import entries_changed
from fedreg_core.services.tournament_guard import writable_tournament

T = TypeVar("T", covariant=True)


async def changeable_tournament(
    uow: EntryWork, clock: Clock, actor: User, tournament_id: int, club_id: int
) -> Tournament:
    """The tournament, when ``actor`` may change ``club_id``'s registrations in it.

    ``NotFound`` without it; ``Forbidden`` when archived, for another club's entries, or
    (for club users) while applications are closed; ``ClubBlocked`` for a blocked club's
    users (``club_access``).
    """
    tournament = await writable_tournament(uow.tournaments, tournament_id)
    club = await load(uow.clubs, club_id, "club")
    ensure_may_manage_club(actor, club, "error_other_club")
    now = clock.now()
    if not may_change_registrations(actor, club, tournament_is_active(tournament, now)):
        raise Forbidden(_refusal(tournament, now))
    return tournament


def _refusal(tournament: Tournament, now: datetime) -> str:
    """Why a club user may not change entries now: not open yet, or closed."""
    return (
        "error_registration_not_open_yet"
        if opens_later(tournament, now)
        else ("error_registration_closed")
    )


async def write_history(
    history: HistoryRepository,
    clock: Clock,
    actor: User,
    tournament_id: int,
    kind: HistoryType,
    item: str,
    people: Sequence[PersonRef] | None = None,
) -> None:
    """Record a change in the tournament's history, in the caller's unit of work; ``people``:
    whom it is about (``HistoryEntry.people``)."""
    await record_history(history, actor, tournament_id, kind, item, clock.now(), people)


class EntryChange(NamedTuple):
    """A change to a club's entries: what the tournament's history records (``kind`` and
    ``item``, the entrant's name) and whose entry confirmation is queued."""

    tournament_id: int
    club_id: int
    kind: HistoryType
    item: str
    people: tuple[PersonRef, ...]
    """Whom the entry is about: the member, a team's members, the coach, referee or official."""


def members_named(member_ids: Iterable[int]) -> tuple[PersonRef, ...]:
    """The members a history entry is about."""
    return tuple(PersonRef(PeopleKind.MEMBERS, member_id) for member_id in member_ids)


async def commit_entry_change(
    uow: EntryWork, clock: Clock, actor: User, change: EntryChange
) -> None:
    """Record a change of entries in the history, queue the club's confirmation and commit
    the caller's unit of work."""
    await write_history(
        uow.history, clock, actor, change.tournament_id, change.kind, change.item, change.people
    )
    await entries_changed(uow.notices, clock, change.tournament_id, change.club_id)
    await uow.commit()


async def record_history(
    history: HistoryRepository,
    actor: User,
    tournament_id: int,
    kind: HistoryType,
    item: str,
    at: datetime,
    people: Sequence[PersonRef] | None = None,
) -> None:
    """``write_history`` at a given time."""
    about = None if people is None else tuple(people)
    entry = HistoryEntry(tournament_id, kind, item, actor.id, at, actor.name, people=about)
    await history.add(entry)


async def offer_of(
    reads: RegistrationReads,
    discipline_ids: Iterable[int],
    category_ids: Iterable[int],
    chosen: Iterable[int],
    *,
    is_team: bool = False,
) -> Offer:
    """The disciplines a registration may choose (``discipline_ids`` of the tournament, a
    team's when ``is_team``) with the categories and disciplines the request names (one read
    of the catalogue)."""
    categories, disciplines = await reads.catalogue()
    return Offer(
        frozenset(discipline_ids),
        {i: categories[i] for i in set(category_ids) if i in categories},
        {i: disciplines[i] for i in set(chosen) if i in disciplines},
        is_team,
    )


class Loadable(Protocol[T]):
    async def get(self, entity_id: int) -> T | None: ...


async def load_or_404(repository: Loadable[T], entity_id: int) -> T:
    """The row with this id; ``NotFound`` when there is none."""
    found = await repository.get(entity_id)
    if found is None:
        raise NotFound
    return found


def full_name(person: object) -> str:
    """``first_name last_name`` of a member, coach, referee or official."""
    return f"{getattr(person, 'first_name', '')} {getattr(person, 'last_name', '')}".strip()
