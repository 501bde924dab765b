"""A change of a member keeps the entries of tournaments that are not archived valid (issue 15,
items 6 and 7): club users cannot break a rule checked at entry by changing sex, admins can
and the entry is then listed as no longer meeting it; a member with such entries does not
move to another club."""

from datetime import date
from typing import Any

import pytest

from fedreg_core.domain.entities import Member
from fedreg_core.domain.entry_validity import rules_broken
from fedreg_core.domain.enums import EntryRule, TeamType
from fedreg_core.domain.errors import Conflict
from fedreg_core.domain.people_changes import MemberChanges
from fedreg_core.services import people
from fedreg_core.services.person_kinds import MEMBERS
from fedreg_core.services.registration_views import club_registrations, limits_of, members_of
from fedreg_core.services.registrations import CompetitorChoice, register_competitor
from fedreg_core.services.team_registrations import TeamChoice, register_team
from tests.unit.clubs_setup import FORM
from tests.unit.registrations_setup import Cup


async def _woman_in_women_only(cup: Cup) -> Member:
    """Ana of Sokol, entered by her coach into the women-only discipline."""
    ana = await cup.member(cup.fed.sokol_id, "Ana", "Anić", is_male=False)
    assert ana.id is not None
    choice = CompetitorChoice(ana.id, [cup.entry("Seniors", "kumite", "women")])
    await register_competitor(cup.fed.uow, cup.clock, cup.fed.coach, cup.cup, choice)
    return ana


async def _men_team(cup: Cup) -> tuple[Member, Member]:
    marko = await cup.member(cup.fed.sokol_id, "Marko", "M", is_male=True)
    pera = await cup.member(cup.fed.sokol_id, "Pera", "P", is_male=True)
    assert marko.id is not None and pera.id is not None
    choice = TeamChoice(TeamType.MEN, [marko.id, pera.id], [cup.entry("Seniors", "team")])
    await register_team(cup.fed.uow, cup.clock, cup.fed.coach, cup.cup, choice)
    return marko, pera


async def _change(cup: Cup, actor_is_admin: bool, member: Member, **changes: Any) -> Member:
    actor = cup.fed.admin if actor_is_admin else cup.fed.coach
    assert member.id is not None
    changed = await people.update_person(
        cup.fed.uow,
        MEMBERS,
        actor,
        member.id,
        MemberChanges(**changes),
        FORM,
    )
    return changed.item


async def test_a_club_user_cannot_turn_an_entered_woman_into_a_man(cup: Cup) -> None:
    ana = await _woman_in_women_only(cup)
    with pytest.raises(Conflict) as refused:
        await _change(cup, False, ana, is_male=True)
    assert (refused.value.message_key, refused.value.field) == (
        "error_member_change_breaks_entries",
        "isMale",
    )
    assert refused.value.values == {"entries": "Cup: women (Seniors)"}  # kumite is open to both
    assert (await cup.fed.db.members.get(ana.id or 0)) == ana


async def test_a_club_user_cannot_turn_a_member_of_a_men_team_into_a_woman(cup: Cup) -> None:
    marko, _ = await _men_team(cup)
    with pytest.raises(Conflict) as refused:
        await _change(cup, False, marko, is_male=False)
    assert refused.value.values == {"entries": "Cup: team (Seniors)"}


async def test_an_admins_change_goes_through_and_the_entries_are_listed_as_broken(
    cup: Cup,
) -> None:
    ana = await _woman_in_women_only(cup)
    marko, _ = await _men_team(cup)
    await _change(cup, True, ana, is_male=True)
    await _change(cup, True, marko, is_male=False)
    for actor in (cup.fed.admin, cup.fed.coach):
        snapshot = await club_registrations(cup.fed.uow, actor, cup.cup, cup.fed.sokol_id)
        [competitor], [team] = snapshot.competitors, snapshot.teams
        limits = limits_of(snapshot)
        members = members_of(snapshot, [competitor.member_id])
        assert rules_broken(competitor.categories, limits, members) == [EntryRule.DISCIPLINE_SEX]
        members = members_of(snapshot, team.member_ids)
        assert rules_broken(team.categories, limits, members, team.type) == [
            EntryRule.TEAM_TYPE_SEX
        ]


async def test_changes_that_break_no_entry_go_through(cup: Cup) -> None:
    """The birth date breaks no limit the catalogue does not set; names are read by no rule."""
    ana = await _woman_in_women_only(cup)
    changed = await _change(cup, False, ana, born=date(1999, 5, 5), last_name="Anić-Perić")
    assert (changed.born, changed.last_name) == (date(1999, 5, 5), "Anić-Perić")
    snapshot = await club_registrations(cup.fed.uow, cup.fed.coach, cup.cup, cup.fed.sokol_id)
    [competitor] = snapshot.competitors
    members = members_of(snapshot, [competitor.member_id])
    assert rules_broken(competitor.categories, limits_of(snapshot), members) == []


async def test_entries_of_archived_tournaments_do_not_hold_a_member(cup: Cup) -> None:
    ana = await _woman_in_women_only(cup)
    await cup.set_tournament(is_archived=True, registration_open=False)
    changed = await _change(cup, False, ana, is_male=True)
    assert changed.is_male
    moved = await _change(cup, True, ana, club_id=cup.fed.soko_id)
    assert moved.club_id == cup.fed.soko_id


async def test_a_member_with_entries_does_not_move_to_another_club(cup: Cup) -> None:
    """Only admins move members (a club user has no right on the other club), and even they
    are refused while the member has entries."""
    ana = await _woman_in_women_only(cup)
    iva = await cup.member(cup.fed.sokol_id, "Iva", "I", is_male=False)
    with pytest.raises(Conflict) as refused:
        await _change(cup, True, ana, club_id=cup.fed.soko_id)
    assert (refused.value.message_key, refused.value.field) == (
        "error_member_has_entries",
        "clubId",
    )
    assert refused.value.values == {"entries": "Cup: kumite (Seniors); Cup: women (Seniors)"}
    assert (await cup.fed.db.members.get(ana.id or 0)) == ana
    moved = await _change(cup, True, iva, club_id=cup.fed.soko_id)  # no entries: it moves
    assert moved.club_id == cup.fed.soko_id


async def test_a_team_member_with_entries_does_not_move(cup: Cup) -> None:
    marko, _ = await _men_team(cup)
    with pytest.raises(Conflict) as refused:
        await _change(cup, True, marko, club_id=cup.fed.soko_id)
    assert refused.value.values == {"entries": "Cup: team (Seniors)"}
