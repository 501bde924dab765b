"""Team registrations: members of one club, as many as each chosen team discipline's member
range allows, in the tournament's team disciplines; the same set of members of the same type
holds a category and discipline once per tournament. Caps, quotas and the waiting list as
for competitors (``entry_caps``), the limits locked before the members."""

from dataclasses import dataclass

from fedreg_core.domain.entities import CategoryEntry, Member, TeamRegistration, Tournament, User
from fedreg_core.domain.entry_limits import EntryKind
from fedreg_core.domain.enums import EntryRule, HistoryType, TeamType
from fedreg_core.domain.erasure import ERASED_ENTRY, ensure_not_erased
from fedreg_core.domain.errors import Conflict, Forbidden, RuleBroken
from fedreg_core.domain.permissions import may_set_admin_fields
from fedreg_core.domain.registration_rules import (
    check_entries,
    check_team_size,
    is_same_team_entered_again,
    sexes_fit_team_type,
)
from fedreg_core.domain.rules import Validation
from fedreg_core.ports.clock import Clock
from fedreg_core.ports.unit_of_work import EntriesWork
from fedreg_core.services.entry_caps import (
    groups_of,
    place_changed_entries,
    settle_entries,
    withdraw_freeing_places,
)
from fedreg_core.services.entry_eligibility import Entrants, check_eligibility
from fedreg_core.services.pay_flags import change_no_pay
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

TEAM = EntryKind.TEAM


@dataclass(frozen=True, slots=True)
class TeamChoice:
    type: TeamType
    member_ids: list[int]
    categories: list[CategoryEntry]
    no_pay: bool = False
    always_pays: bool = False
    override: bool = False
    """Enter despite a broken age or belt limit (admins)."""


def team_label(members: list[Member]) -> str:
    """The team as history and lists name it: its members' names."""
    return ", ".join(full_name(member) for member in members)


async def _members(uow: EntriesWork, choice: TeamChoice) -> tuple[list[Member], int]:
    """The chosen members and their one club; ``RuleBroken`` on ``memberIds`` otherwise."""
    ids = choice.member_ids
    v = Validation()
    v.check("memberIds", len(set(ids)) == len(ids), "error_duplicate_choice")
    v.check("memberIds", len(ids) > 0, "required")
    v.raise_if_broken()
    members = [await uow.members.get(member_id) for member_id in ids]
    found = [member for member in members if member is not None]
    v.check("memberIds", len(found) == len(ids), "invalid_value")
    v.raise_if_broken()
    for member in found:
        ensure_not_erased(member.erased_at, ERASED_ENTRY, "memberIds")
    v.check("memberIds", len({m.club_id for m in found}) == 1, "error_team_one_club")
    sexes = [m.is_male for m in found]
    v.check("type", sexes_fit_team_type(choice.type, sexes), "error_team_type_sex")
    v.check("alwaysPays", not (choice.no_pay and choice.always_pays), "pays_conflict")
    v.raise_if_broken()
    return found, found[0].club_id


async def _check(
    uow: EntriesWork,
    clock: Clock,
    actor: User,
    tournament: Tournament,
    choice: TeamChoice,
    members: list[Member],
    before: TeamRegistration | None,
) -> tuple[EntryRule, ...]:
    """The entry rules and the pay flags (``before``: the team as stored, ``None`` when new);
    answers the eligibility rules an admin's override lets through."""
    always_pays, no_pay = (before.always_pays, before.no_pay) if before else (False, False)
    if choice.always_pays != always_pays and not may_set_admin_fields(actor):
        raise Forbidden("error_admin_only_field")
    assert tournament.id is not None
    label, flag = team_label(members), (no_pay, choice.no_pay)
    named = members_named(choice.member_ids)
    await change_no_pay(uow, actor, flag, label, [tournament.id], clock.now(), named)
    chosen = [d for entry in choice.categories for d in entry.discipline_ids]
    categories = [entry.category_id for entry in choice.categories]
    offer = await offer_of(
        uow.registration_reads, tournament.team_discipline_ids, categories, chosen, is_team=True
    )
    v = Validation()
    check_entries(v, choice.categories, offer, [m.is_male for m in members])
    check_team_size(v, choice.categories, offer, len(members))
    v.raise_if_broken()
    entrants = Entrants(members, team_label(members), choice.type, "memberIds", choice.override)
    return await check_eligibility(
        uow, clock, actor, tournament, offer, choice.categories, entrants
    )


async def _ensure_not_entered_twice(
    uow: EntriesWork, tournament_id: int, choice: TeamChoice, team_id: int | None = None
) -> None:
    """``Conflict`` when the same members, as the same type, already hold one of the chosen
    entries in another team registration of the tournament (a double click, say)."""
    teams = uow.team_registrations
    await teams.hold_members(choice.member_ids)
    for other in await teams.same_team(tournament_id, choice.type, choice.member_ids):
        if other.id != team_id and is_same_team_entered_again(
            choice.type, choice.member_ids, choice.categories, other
        ):
            raise Conflict("error_team_already_registered", field="memberIds")


async def register_team(
    uow: EntriesWork, clock: Clock, actor: User, tournament_id: int, choice: TeamChoice
) -> TeamRegistration:
    async with uow:
        members, club_id = await _members(uow, choice)
        tournament = await changeable_tournament(uow, clock, actor, tournament_id, club_id)
        overridden = await _check(uow, clock, actor, tournament, choice, members, before=None)
        groups = groups_of(choice.categories)
        placed = await place_changed_entries(uow, tournament_id, club_id, TEAM, [], groups)
        await _ensure_not_entered_twice(uow, tournament_id, choice)
        team = TeamRegistration(
            tournament_id,
            club_id,
            choice.type,
            choice.member_ids,
            choice.categories,
            choice.no_pay,
            choice.always_pays,
            created_at=clock.now(),
            overridden=overridden,
        )
        stored = await uow.team_registrations.add(team)
        assert stored.id is not None
        await settle_entries(uow, clock, actor, placed, stored.id)
        label, named = team_label(members), members_named(choice.member_ids)
        change = EntryChange(tournament_id, club_id, HistoryType.REGISTER_TEAM, label, named)
        await commit_entry_change(uow, clock, actor, change)
    return stored


async def update_team(
    uow: EntriesWork, clock: Clock, actor: User, team_id: int, choice: TeamChoice
) -> TeamRegistration:
    """Replace type, members, flags and disciplines; the team stays with its club."""
    async with uow:
        team = await load_or_404(uow.team_registrations, team_id)
        tournament = await changeable_tournament(
            uow, clock, actor, team.tournament_id, team.club_id
        )
        ensure_not_withdrawn(team)
        members, club_id = await _members(uow, choice)
        if club_id != team.club_id:
            raise RuleBroken.single("memberIds", "error_team_one_club")
        team.overridden = await _check(uow, clock, actor, tournament, choice, members, before=team)
        before, after = groups_of(team.categories), groups_of(choice.categories)
        placed = await place_changed_entries(
            uow, team.tournament_id, team.club_id, TEAM, before, after
        )
        await _ensure_not_entered_twice(uow, team.tournament_id, choice, team_id)
        team.type, team.member_ids, team.categories = (
            choice.type,
            choice.member_ids,
            choice.categories,
        )
        team.no_pay, team.always_pays = choice.no_pay, choice.always_pays
        stored = await uow.team_registrations.update(team)
        await settle_entries(uow, clock, actor, placed, team_id)
        label, named = team_label(members), members_named(choice.member_ids)
        change = EntryChange(
            team.tournament_id, team.club_id, HistoryType.TEAM_UPDATE, label, named
        )
        await commit_entry_change(uow, clock, actor, change)
    return stored


async def delete_team(
    uow: EntriesWork, clock: Clock, actor: User, team_id: int
) -> TeamRegistration:
    async with uow:
        team = await load_or_404(uow.team_registrations, team_id)
        tournament = await changeable_tournament(
            uow, clock, actor, team.tournament_id, team.club_id
        )
        members = [await uow.members.get(member_id) for member_id in team.member_ids]
        label = team_label([m for m in members if m is not None])
        await withdraw_freeing_places(uow, clock, actor, tournament, (uow.team_registrations, team))
        named = members_named(team.member_ids)
        change = EntryChange(
            team.tournament_id, team.club_id, HistoryType.TEAM_DELETE, label, named
        )
        await commit_entry_change(uow, clock, actor, change)
    return team
