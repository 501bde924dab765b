"""Team entries under the caps, the clubs' quotas and the waiting list, over the fakes: a team
past a cap waits (named by its members, its kind apart from the competitors' ids), a quota is
refused with nothing stored, the total counts both kinds and a freed place goes to the first in
line whatever its kind, the admin promotes or removes a team by hand."""

import pytest

from fedreg_core.domain.entities import User
from fedreg_core.domain.entry_limits import EntryKind, EntryLimits
from fedreg_core.domain.enums import HistoryType, TeamType
from fedreg_core.domain.errors import RuleBroken
from fedreg_core.ports.notices import NoticeKind, Recipient
from fedreg_core.services.fee_report import price_club
from fedreg_core.services.notice_mails import NoticeFacts, NoticeLinks, notice_mail
from fedreg_core.services.registrations import (
    CompetitorChoice,
    delete_competitor,
    register_competitor,
)
from fedreg_core.services.team_registrations import (
    TeamChoice,
    delete_team,
    register_team,
    update_team,
)
from fedreg_core.services.waiting_list import (
    change_waiting_entry,
    club_waiting_list,
    set_entry_limits,
    waiting_list,
)
from tests.fakes import FakeUnitOfWork
from tests.unit.registrations_setup import Cup

TEAM = EntryKind.TEAM
PAIRS = (("Đurđa", "Šarić", "Ćana", "Žić"), ("Čedna", "Đokić", "Šana", "Ćirić"))


def fresh(cup: Cup) -> FakeUnitOfWork:
    return FakeUnitOfWork(cup.fed.db)


async def limit(cup: Cup, limits: EntryLimits) -> None:
    await set_entry_limits(fresh(cup), cup.clock, cup.fed.admin, cup.cup, limits)


def team_kata(cup: Cup) -> tuple[int, int]:
    return (cup.ids["Seniors"], cup.ids["team"])


async def team_choice(cup: Cup, names: tuple[str, ...], *disciplines: str) -> TeamChoice:
    ids = []
    for first, last in zip(names[::2], names[1::2], strict=True):
        member = await cup.member(cup.fed.sokol_id, first, last)
        assert member.id is not None
        ids.append(member.id)
    entry = cup.entry("Seniors", *(disciplines or ("team",)))
    return TeamChoice(TeamType.WOMEN, ids, [entry])


async def enter_teams(cup: Cup, actor: User) -> list[int]:
    found = []
    for names in PAIRS:
        team = await register_team(
            fresh(cup), cup.clock, actor, cup.cup, await team_choice(cup, names)
        )
        found.append(team.id or 0)
    return found


async def test_a_team_past_the_cap_waits_named_by_its_members(cup: Cup) -> None:
    await limit(cup, EntryLimits(caps={team_kata(cup): 1}))
    await enter_teams(cup, cup.fed.coach)
    [place] = await waiting_list(fresh(cup), cup.fed.admin, cup.cup)
    assert (place.row.entry.kind, place.row.member_name, place.position) == (
        TEAM,
        "Čedna Đokić, Šana Ćirić",
        1,
    )
    mine = await club_waiting_list(fresh(cup), cup.fed.coach, cup.cup, cup.fed.sokol_id)
    assert [p.row.entry.key for p in mine] == [place.row.entry.key]


async def test_a_team_past_the_clubs_quota_is_refused_and_nothing_is_stored(cup: Cup) -> None:
    await limit(cup, EntryLimits(quotas={team_kata(cup): 1}))
    with pytest.raises(RuleBroken) as over:
        await enter_teams(cup, cup.fed.coach)
    assert over.value.errors == {"categories": "error_quota_reached"}
    assert over.value.values["categories"]["quota"] == 1
    assert len(cup.fed.db.team_registrations.all()) == 1


async def test_the_total_counts_both_kinds_and_a_freed_place_goes_to_the_first_in_line(
    cup: Cup,
) -> None:
    await limit(cup, EntryLimits(total=1))
    member = await cup.member(cup.fed.sokol_id, "Žarko", "Čolić", is_male=True)
    assert member.id is not None
    entry = CompetitorChoice(member.id, [cup.entry("Seniors", "kumite")])
    competitor = await register_competitor(fresh(cup), cup.clock, cup.fed.coach, cup.cup, entry)
    await enter_teams(cup, cup.fed.coach)
    line = await waiting_list(fresh(cup), cup.fed.admin, cup.cup)
    assert [p.row.member_name for p in line] == ["Đurđa Šarić, Ćana Žić", "Čedna Đokić, Šana Ćirić"]
    assert competitor.id is not None
    await delete_competitor(fresh(cup), cup.clock, cup.fed.coach, competitor.id)
    [left] = await waiting_list(fresh(cup), cup.fed.admin, cup.cup)
    assert left.row.member_name == "Čedna Đokić, Šana Ćirić"
    history = await cup.fed.db.history.list_for_tournament(cup.cup)
    promoted = [h.item for h in history if h.type == HistoryType.WAITING_PROMOTED]
    assert promoted == ["Đurđa Šarić, Ćana Žić · Sokol"]


async def test_a_team_withdrawal_or_a_dropped_entry_promotes_the_first_in_line(
    cup: Cup,
) -> None:
    await limit(cup, EntryLimits(caps={team_kata(cup): 1}))
    first, second = await enter_teams(cup, cup.fed.coach)
    third = await register_team(
        fresh(cup), cup.clock, cup.fed.coach, cup.cup,
        await team_choice(cup, ("Ana", "Ćosić", "Ema", "Šolić")),
    )  # fmt: skip
    await delete_team(fresh(cup), cup.clock, cup.fed.coach, first)
    [place] = await waiting_list(fresh(cup), cup.fed.admin, cup.cup)
    assert place.row.registration_id == third.id
    stored = cup.fed.db.team_registrations.by_id()[second]
    dropped = TeamChoice(stored.type, stored.member_ids, [cup.entry("Seniors", "teamWomen")])
    await update_team(fresh(cup), cup.clock, cup.fed.coach, second, dropped)
    assert await waiting_list(fresh(cup), cup.fed.admin, cup.cup) == []


async def test_the_admin_promotes_and_removes_a_waiting_team(cup: Cup) -> None:
    await limit(cup, EntryLimits(caps={team_kata(cup): 0}))
    await enter_teams(cup, cup.fed.coach)
    first, second = await waiting_list(fresh(cup), cup.fed.admin, cup.cup)
    uow, clock, admin = fresh(cup), cup.clock, cup.fed.admin
    await change_waiting_entry(uow, clock, admin, cup.cup, first.row.entry.key, promote=True)
    await change_waiting_entry(
        fresh(cup), clock, admin, cup.cup, second.row.entry.key, promote=False
    )
    assert await waiting_list(fresh(cup), admin, cup.cup) == []
    removed = cup.fed.db.team_registrations.by_id()[second.row.registration_id]
    assert removed.categories == [cup.entry("Seniors")]


async def test_the_clubs_mail_marks_its_waiting_team_and_does_not_charge_it(cup: Cup) -> None:
    await limit(cup, EntryLimits(caps={team_kata(cup): 1}))
    await enter_teams(cup, cup.fed.coach)
    snapshot = await cup.fed.db.registration_reads.snapshot(cup.cup, cup.fed.sokol_id)
    snapshot.teams[1].waiting = [team_kata(cup)]  # the fakes keep the waiting list apart
    facts = NoticeFacts(
        NoticeKind.ENTRY_CONFIRMATION, await cup.tournament(), cup.fed.sokol, snapshot
    )
    links = NoticeLinks("https://fedreg.example", "sr")
    mail = notice_mail(facts, Recipient(1, "Đorđe", "d@klub.rs", "sr"), links)
    assert "Đurđa Šarić, Ćana Žić: Seniors (team)" in mail.body
    assert "Čedna Đokić, Šana Ćirić: Seniors (team (na listi čekanja))" in mail.body
    fee = price_club(snapshot, cup.fed.sokol_id).fee
    assert sorted(line.chargeable for line in fee.lines) == [0, 1]
