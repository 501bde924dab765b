"""Fee report (the worked example of docs/product.md, Fees), numbers, deductions, sorting,
history."""

from datetime import timedelta

import pytest

from fedreg_core.domain.entities import ClubDeduction, CompetitorRegistration, TeamRegistration
from fedreg_core.domain.enums import SortMode, TeamType
from fedreg_core.domain.errors import Conflict, Forbidden, NotFound, RuleBroken
from fedreg_core.domain.tournament_changes import ClubDeductionChanges
from fedreg_core.services import (
    fee_report,
    registration_lists,
    registration_views,
    tournament_records,
)
from fedreg_core.services.listing import ListRequest
from fedreg_core.services.registration_lists import PageRequest
from tests.unit.registrations_setup import Cup


async def worked_example(cup: Cup) -> None:
    """Sokol: Ana (kumite, kata A, kata B), Bojan (noPay), a MIX team in two disciplines."""
    db, sokol = cup.fed.db, cup.fed.sokol_id
    ana = await cup.member(sokol, "Ana", "Anić")
    bojan = await cup.member(sokol, "Bojan", "Bojić", is_male=True, no_pay=True)
    assert ana.id is not None and bojan.id is not None
    seniors = cup.entry("Seniors", "kumite", "kataA", "kataB")
    await db.competitor_registrations.add(CompetitorRegistration(cup.cup, sokol, ana.id, [seniors]))
    await db.competitor_registrations.add(
        CompetitorRegistration(cup.cup, sokol, bojan.id, [cup.entry("Seniors", "kumite")])
    )
    team_entry = cup.entry("Seniors", "team", "teamWomen")
    team = TeamRegistration(cup.cup, sokol, TeamType.MIX, [ana.id, bojan.id], [team_entry])
    await db.team_registrations.add(team)
    await db.club_deductions.add(ClubDeduction(cup.cup, sokol, 10))


async def test_worked_example_of_the_decisions(cup: Cup) -> None:
    await worked_example(cup)
    report = await fee_report.tournament_fees(cup.fed.uow, cup.fed.admin, cup.cup)
    [club] = report.clubs
    assert (club.club.id, club.competitors, club.teams) == (cup.fed.sokol_id, 2, 1)
    own = await fee_report.club_fees(cup.fed.uow, cup.fed.coach, cup.cup, cup.fed.sokol_id)
    assert [(line.kind, line.label, line.fee.net) for line in own.lines] == [
        ("competitor", "Ana Anić", 3000),
        ("competitor", "Bojan Bojić", 0),
        ("team", "Ana Anić, Bojan Bojić", 6000),
    ]
    # a competitor's and a team's registration may have the same id: each keeps its line
    assert [line.registration_id for line in own.lines] == [1, 2, 1]
    assert (club.fee.gross, club.fee.discounts, club.fee.net, club.fee.total) == (
        9500,
        500,
        9000,
        8100,
    )
    assert (report.gross, report.net, report.total) == (9500, 9000, 8100)
    assert own.fee.totals == club.fee
    assert own.totals == club


async def test_fees_are_for_admins_and_the_club(cup: Cup) -> None:
    await worked_example(cup)
    with pytest.raises(Forbidden):
        await fee_report.tournament_fees(cup.fed.uow, cup.fed.coach, cup.cup)
    with pytest.raises(Forbidden):
        await fee_report.club_fees(cup.fed.uow, cup.fed.other, cup.cup, cup.fed.sokol_id)
    empty = await fee_report.club_fees(cup.fed.uow, cup.fed.other, cup.cup, cup.fed.soko_id)
    assert (empty.fee.total, empty.lines) == (0, ())
    with pytest.raises(NotFound):
        await fee_report.tournament_fees(cup.fed.uow, cup.fed.admin, 999)


async def registered(cup: Cup, club_id: int, first: str, last: str, minutes: int) -> None:
    member = await cup.member(club_id, first, last)
    assert member.id is not None
    created = cup.clock.now() + timedelta(minutes=minutes)
    entry = cup.entry("Seniors", "kumite")
    registration = CompetitorRegistration(cup.cup, club_id, member.id, [entry], created_at=created)
    await cup.fed.db.competitor_registrations.add(registration)


SORTS = [
    (SortMode.ALPHA, ["Ana Anić", "Zoe Babić", "Ana Zec"]),
    (SortMode.ASC, ["Ana Zec", "Ana Anić", "Zoe Babić"]),
    (SortMode.DESC, ["Zoe Babić", "Ana Anić", "Ana Zec"]),
    (SortMode.CLUB, ["Zoe Babić", "Ana Anić", "Ana Zec"]),
    (SortMode.ASSIGNED_NUMBER, ["Zoe Babić", "Ana Anić", "Ana Zec"]),
]


@pytest.mark.parametrize(("mode", "names"), SORTS)
async def test_sort_modes_and_numbers(cup: Cup, mode: SortMode, names: list[str]) -> None:
    """Clubs: Sokol (Ana Zec, Ana Anić), Soko (Zoe Babić); numbers go Soko first."""
    await registered(cup, cup.fed.sokol_id, "Ana", "Zec", 1)
    await registered(cup, cup.fed.sokol_id, "Ana", "Anić", 2)
    await registered(cup, cup.fed.soko_id, "Zoe", "Babić", 3)
    await tournament_records.assign_numbers(cup.fed.uow, cup.fed.admin, cup.cup)
    request = PageRequest(sort=mode)
    listed = await registration_lists.competitor_page(cup.fed.uow, cup.fed.coach, cup.cup, request)
    members = listed.snapshot.members
    shown = [
        f"{members[r.member_id].first_name} {members[r.member_id].last_name}"
        for r in listed.snapshot.competitors
    ]
    assert shown == names
    numbers = [r.assigned_number or 0 for r in cup.fed.db.competitor_registrations.all()]
    assert sorted(numbers) == [1, 2, 3]


async def test_numbers_and_history_are_for_admins(cup: Cup) -> None:
    with pytest.raises(Forbidden):
        await tournament_records.assign_numbers(cup.fed.uow, cup.fed.coach, cup.cup)
    with pytest.raises(Forbidden):
        await registration_views.tournament_history(cup.fed.uow, cup.fed.coach, cup.cup)
    with pytest.raises(NotFound):
        await registration_views.tournament_history(cup.fed.uow, cup.fed.admin, 999)


async def test_club_view_is_own_club_or_admin(cup: Cup) -> None:
    await registered(cup, cup.fed.sokol_id, "Ana", "Zec", 1)
    await registered(cup, cup.fed.soko_id, "Zoe", "Babić", 3)
    own = await registration_views.club_registrations(cup.fed.uow, cup.fed.coach, cup.cup, None)
    assert [r.club_id for r in own.competitors] == [cup.fed.sokol_id]
    every = await registration_views.club_registrations(cup.fed.uow, cup.fed.admin, cup.cup, None)
    assert len(every.competitors) == 2
    with pytest.raises(Forbidden):
        await registration_views.club_registrations(
            cup.fed.uow, cup.fed.coach, cup.cup, cup.fed.soko_id
        )
    await cup.set_tournament(is_archived=True)
    with pytest.raises(NotFound):
        await registration_views.club_registrations(cup.fed.uow, cup.fed.coach, cup.cup, None)


DEDUCTION_CASES = [
    ({"deduction": 101}, {"deduction": "deduction_range"}),
    ({"deduction": -1}, {"deduction": "deduction_range"}),
    ({"club_id": 999}, {"clubId": "invalid_value"}),
    ({"tournament_id": 999}, {"tournamentId": "invalid_value"}),
    ({"club": "blocked"}, {"clubId": "error_club_unavailable"}),
    ({"club": "deleted"}, {"clubId": "error_club_unavailable"}),
]


@pytest.mark.parametrize(("changes", "errors"), DEDUCTION_CASES)
async def test_deduction_rules(
    cup: Cup, changes: dict[str, object], errors: dict[str, str]
) -> None:
    club_state = changes.pop("club", None)
    if club_state is not None:
        club = cup.fed.sokol
        setattr(club, f"is_{club_state}", True)
        await cup.fed.db.clubs.update(club)
    values: dict[str, object] = {
        "tournament_id": cup.cup,
        "club_id": cup.fed.sokol_id,
        "deduction": 10,
    }
    values.update(changes)
    deduction = ClubDeduction(**values)  # type: ignore[arg-type]
    with pytest.raises(RuleBroken) as error:
        await tournament_records.create_deduction(cup.fed.uow, cup.fed.admin, deduction)
    assert error.value.errors == errors
    assert cup.fed.db.club_deductions.all() == []


async def test_deductions_once_per_club_for_admins(cup: Cup) -> None:
    uow, admin = cup.fed.uow, cup.fed.admin
    deduction = ClubDeduction(cup.cup, cup.fed.sokol_id, 10)
    with pytest.raises(Forbidden):
        await tournament_records.create_deduction(uow, cup.fed.coach, deduction)
    stored = (await tournament_records.create_deduction(uow, admin, deduction)).item
    assert stored.id is not None
    with pytest.raises(Conflict):
        await tournament_records.create_deduction(
            uow, admin, ClubDeduction(cup.cup, cup.fed.sokol_id, 5)
        )
    changed = await tournament_records.update_deduction(
        uow, admin, stored.id, ClubDeductionChanges(deduction=100)
    )
    assert changed.item.deduction == 100
    listed = await tournament_records.list_deductions(
        uow, admin, ListRequest(by={"tournamentId": cup.cup})
    )
    assert [v.item for v in listed.items] == [changed.item]
    await tournament_records.delete_deduction(uow, admin, stored.id)
    assert cup.fed.db.club_deductions.all() == []
    with pytest.raises(NotFound):
        await tournament_records.delete_deduction(uow, admin, stored.id)


async def test_numbers_of_an_archived_tournament_stay_as_they_are(cup: Cup) -> None:
    await registered(cup, cup.fed.sokol_id, "Ana", "Zec", 1)
    tournament = await cup.fed.db.tournaments.get(cup.cup)
    assert tournament is not None
    tournament.is_archived = True
    await cup.fed.db.tournaments.update(tournament)
    with pytest.raises(Forbidden):
        await tournament_records.assign_numbers(cup.fed.uow, cup.fed.admin, cup.cup)
    assert [r.assigned_number for r in cup.fed.db.competitor_registrations.all()] == [None]
