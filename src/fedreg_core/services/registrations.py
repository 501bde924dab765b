"""Competitor registrations: register, change the categories, remove (docs/product.md,
Registrations)."""

from dataclasses import dataclass

from fedreg_core.domain.entities import (
    CategoryEntry,
    CompetitorRegistration,
    Member,
    Tournament,
    User,
)
from fedreg_core.domain.entry_limits import EntryKind
from fedreg_core.domain.enums import EntryRule, HistoryType
from fedreg_core.domain.erasure import ERASED_ENTRY, ensure_not_erased
from fedreg_core.domain.errors import RuleBroken
from fedreg_core.domain.registration_rules import check_entries
from fedreg_core.domain.rules import Validation
from fedreg_core.ports.clock import Clock
from fedreg_core.ports.unit_of_work import EntriesWork
from fedreg_core.services.editing import load
from fedreg_core.services.entry_caps import (
    groups_of,
    place_changed_entries,
    settle_entries,
    withdraw_freeing_places,
)
from fedreg_core.services.entry_eligibility import Entrants, check_eligibility
from fedreg_core.services.registration_access import (
    EntryChange,
    changeable_tournament,
    commit_entry_change,
    full_name,
    load_or_404,
    members_named,
    offer_of,
)
from fedreg_core.services.withdrawal import ensure_not_withdrawn

COMPETITOR = EntryKind.COMPETITOR


@dataclass(frozen=True, slots=True)
class CompetitorChoice:
    """A member and the disciplines chosen per category; ``override``: enter despite a
    broken eligibility limit (admins)."""

    member_id: int
    categories: list[CategoryEntry]
    override: bool = False


@dataclass(frozen=True, slots=True)
class EntryCheck:
    """What a competitor registration is checked with."""

    clock: Clock
    actor: User
    tournament: Tournament
    member: Member
    override: bool


async def _check_categories(
    uow: EntriesWork, check: EntryCheck, entries: list[CategoryEntry]
) -> tuple[EntryRule, ...]:
    """The entry rules; answers the eligibility rules an admin's override lets through."""
    chosen = [d for entry in entries for d in entry.discipline_ids]
    discipline_ids = check.tournament.discipline_ids
    offer = await offer_of(
        uow.registration_reads, discipline_ids, [e.category_id for e in entries], chosen
    )
    v = Validation()
    check_entries(v, entries, offer, [check.member.is_male])
    v.raise_if_broken()
    entrants = Entrants([check.member], full_name(check.member), override=check.override)
    return await check_eligibility(
        uow, check.clock, check.actor, check.tournament, offer, entries, entrants
    )


async def register_competitor(
    uow: EntriesWork, clock: Clock, actor: User, tournament_id: int, choice: CompetitorChoice
) -> CompetitorRegistration:
    """A member of the actor's club (any club for admins), once per tournament: the
    repository's ``add`` answers 409 for a second time (the database's unique constraint,
    which also holds against concurrent requests: no read before it)."""
    async with uow:
        member = await uow.members.get(choice.member_id)
        if member is None:
            raise RuleBroken.single("memberId", "invalid_value")
        ensure_not_erased(member.erased_at, ERASED_ENTRY, "memberId")
        tournament = await changeable_tournament(uow, clock, actor, tournament_id, member.club_id)
        check = EntryCheck(clock, actor, tournament, member, choice.override)
        overridden = await _check_categories(uow, check, choice.categories)
        groups = groups_of(choice.categories)
        placed = await place_changed_entries(
            uow, tournament_id, member.club_id, COMPETITOR, [], groups
        )
        registration = CompetitorRegistration(
            tournament_id,
            member.club_id,
            choice.member_id,
            choice.categories,
            created_at=clock.now(),
            overridden=overridden,
        )
        stored = await uow.competitor_registrations.add(registration)
        assert stored.id is not None
        await settle_entries(uow, clock, actor, placed, stored.id)
        named = members_named([choice.member_id])
        change = EntryChange(
            tournament_id, member.club_id, HistoryType.REGISTER_COMPETITOR, full_name(member), named
        )
        await commit_entry_change(uow, clock, actor, change)
    return stored


async def update_competitor(
    uow: EntriesWork,
    clock: Clock,
    actor: User,
    registration_id: int,
    categories: list[CategoryEntry],
    override: bool = False,
) -> CompetitorRegistration:
    """Replace the categories and disciplines of a registration."""
    async with uow:
        registration = await load_or_404(uow.competitor_registrations, registration_id)
        tournament = await changeable_tournament(
            uow, clock, actor, registration.tournament_id, registration.club_id
        )
        ensure_not_withdrawn(registration)
        member = await load(uow.members, registration.member_id)
        registration.overridden = await _check_categories(
            uow, EntryCheck(clock, actor, tournament, member, override), categories
        )
        placed = await place_changed_entries(
            uow,
            registration.tournament_id,
            registration.club_id,
            COMPETITOR,
            groups_of(registration.categories),
            groups_of(categories),
        )
        registration.categories = categories
        stored = await uow.competitor_registrations.update(registration)
        await settle_entries(uow, clock, actor, placed, registration_id)
        change = EntryChange(
            registration.tournament_id,
            registration.club_id,
            HistoryType.COMPETITOR_UPDATE,
            full_name(member),
            members_named([registration.member_id]),
        )
        await commit_entry_change(uow, clock, actor, change)
    return stored


async def delete_competitor(
    uow: EntriesWork, clock: Clock, actor: User, registration_id: int
) -> CompetitorRegistration:
    """Remove a registration, or after the withdrawal deadline mark it withdrawn
    (``withdrawal``); answers what was removed."""
    async with uow:
        registration = await load_or_404(uow.competitor_registrations, registration_id)
        tournament = await changeable_tournament(
            uow, clock, actor, registration.tournament_id, registration.club_id
        )
        member = await uow.members.get(registration.member_id)
        withdrawn = (uow.competitor_registrations, registration)
        await withdraw_freeing_places(uow, clock, actor, tournament, withdrawn)
        change = EntryChange(
            registration.tournament_id,
            registration.club_id,
            HistoryType.COMPETITOR_DELETE,
            full_name(member) if member is not None else "",
            members_named([registration.member_id]),
        )
        await commit_entry_change(uow, clock, actor, change)
    return registration
