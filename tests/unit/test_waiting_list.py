"""The waiting list's use cases over the fakes: entries past a cap wait, a club's quota is
refused with nothing stored, the admin promotes or removes by hand (in the history), club
users may not."""

import pytest

from fedreg_core.domain.access import PersonRef
from fedreg_core.domain.entities import User
from fedreg_core.domain.entry_limits import EntryKind, EntryLimits
from fedreg_core.domain.enums import HistoryType
from fedreg_core.domain.errors import Conflict, Forbidden, RuleBroken
from fedreg_core.ports.notices import NoticeKind, Recipient
from fedreg_core.services import clubs
from fedreg_core.services.fee_report import price_club
from fedreg_core.services.notice_mails import NoticeFacts, NoticeLinks, notice_mail
from fedreg_core.services.registrations import CompetitorChoice, register_competitor
from fedreg_core.services.waiting_list import (
    change_waiting_entry,
    entry_limits,
    set_entry_limits,
    waiting_list,
)
from tests.fakes import FakeUnitOfWork
from tests.unit.registrations_setup import Cup


def fresh(cup: Cup) -> FakeUnitOfWork:
    """A unit of work of its own (a read-only one stays read-only)."""
    return FakeUnitOfWork(cup.fed.db)


COMPETITOR = EntryKind.COMPETITOR

LINKS = NoticeLinks("https://fedreg.example", "sr")
NAMES = (("Đurđa", "Šarić"), ("Ђурђа", "Шарић"), ("Čedomir", "Žižić"))


async def enter_all(cup: Cup, actor: User) -> list[int]:
    ids = []
    for first, last in NAMES:
        member = await cup.member(cup.fed.sokol_id, first, last)
        assert member.id is not None
        choice = CompetitorChoice(member.id, [cup.entry("Seniors", "kumite")])
        stored = await register_competitor(cup.fed.uow, cup.clock, actor, cup.cup, choice)
        ids.append(stored.id or 0)
    return ids


async def limit(cup: Cup, actor: User, limits: EntryLimits) -> None:
    await set_entry_limits(fresh(cup), cup.clock, actor, cup.cup, limits)


def kumite(cup: Cup) -> tuple[int, int]:
    return (cup.ids["Seniors"], cup.ids["kumite"])


async def test_entries_past_a_cap_wait_in_line(cup: Cup) -> None:
    await limit(cup, cup.fed.admin, EntryLimits(caps={kumite(cup): 1}))
    await enter_all(cup, cup.fed.coach)
    places = await waiting_list(fresh(cup), cup.fed.admin, cup.cup)
    assert [(p.row.member_name, p.position) for p in places] == [
        ("Ђурђа Шарић", 1),
        ("Čedomir Žižić", 2),
    ]
    assert await entry_limits(fresh(cup), cup.cup) == EntryLimits(caps={kumite(cup): 1})


async def test_past_the_clubs_quota_is_refused_and_nothing_is_stored(cup: Cup) -> None:
    await limit(cup, cup.fed.admin, EntryLimits(quotas={kumite(cup): 2}))
    with pytest.raises(RuleBroken) as over:
        await enter_all(cup, cup.fed.coach)
    assert over.value.errors == {"categories": "error_quota_reached"}
    assert len(cup.fed.db.competitor_registrations.all()) == 2


async def test_the_admin_promotes_and_removes_by_hand_recorded_in_the_history(cup: Cup) -> None:
    await limit(cup, cup.fed.admin, EntryLimits(total=1))
    await enter_all(cup, cup.fed.coach)
    first, second = await waiting_list(fresh(cup), cup.fed.admin, cup.cup)
    uow, clock, admin = cup.fed.uow, cup.clock, cup.fed.admin
    await change_waiting_entry(uow, clock, admin, cup.cup, first.row.entry.key, promote=True)
    await change_waiting_entry(uow, clock, admin, cup.cup, second.row.entry.key, promote=False)
    assert await waiting_list(fresh(cup), cup.fed.admin, cup.cup) == []
    history = await cup.fed.db.history.list_for_tournament(cup.cup)
    kinds = (HistoryType.WAITING_PROMOTED, HistoryType.WAITING_REMOVED)
    assert sorted((h.type, h.item) for h in history if h.type in kinds) == [
        (HistoryType.WAITING_PROMOTED, "Ђурђа Шарић · Sokol"),
        (HistoryType.WAITING_REMOVED, "Čedomir Žižić · Sokol"),
    ]
    registrations = cup.fed.db.competitor_registrations.by_id()
    about = {h.type: h.people for h in history if h.type in kinds}
    for kind, row in zip(kinds, (first.row, second.row), strict=True):
        assert about[kind] == (PersonRef("members", registrations[row.registration_id].member_id),)
    with pytest.raises(Conflict):
        await change_waiting_entry(uow, clock, admin, cup.cup, (COMPETITOR, 999), promote=True)


async def test_club_users_may_not_change_limits_nor_the_waiting_list(cup: Cup) -> None:
    await limit(cup, cup.fed.admin, EntryLimits(total=1))
    await enter_all(cup, cup.fed.coach)
    [entry, _] = await waiting_list(fresh(cup), cup.fed.admin, cup.cup)
    key = entry.row.entry.key
    with pytest.raises(Forbidden):
        await change_waiting_entry(
            cup.fed.uow, cup.clock, cup.fed.coach, cup.cup, key, promote=True
        )
    with pytest.raises(Forbidden):
        await limit(cup, cup.fed.coach, EntryLimits())
    assert len(await waiting_list(fresh(cup), cup.fed.admin, cup.cup)) == 2


async def test_lifting_every_limit_promotes_every_waiting_entry(cup: Cup) -> None:
    await limit(cup, cup.fed.admin, EntryLimits(caps={kumite(cup): 1}))
    await enter_all(cup, cup.fed.coach)
    await limit(cup, cup.fed.admin, EntryLimits())
    assert await waiting_list(fresh(cup), cup.fed.admin, cup.cup) == []
    history = await cup.fed.db.history.list_for_tournament(cup.cup)
    assert sum(h.type == HistoryType.WAITING_PROMOTED for h in history) == 2


async def test_the_clubs_mail_marks_its_waiting_entries_and_does_not_charge_them(
    cup: Cup,
) -> None:
    await limit(cup, cup.fed.admin, EntryLimits(caps={kumite(cup): 1}))
    await enter_all(cup, cup.fed.coach)
    snapshot = await cup.fed.db.registration_reads.snapshot(cup.cup, cup.fed.sokol_id)
    for registration in snapshot.competitors[1:]:  # the fakes keep the waiting list apart
        registration.waiting = [kumite(cup)]
    facts = NoticeFacts(
        NoticeKind.ENTRY_CONFIRMATION, await cup.tournament(), cup.fed.sokol, snapshot
    )
    mail = notice_mail(facts, Recipient(1, "Đorđe", "d@klub.rs", "sr"), LINKS)
    assert "Đurđa Šarić: Seniors (kumite)" in mail.body
    assert "Đurđa Šarić: Seniors (kumite (" not in mail.body
    assert "Ђурђа Шарић: Seniors (kumite (na listi čekanja))" in mail.body
    fee = price_club(snapshot, cup.fed.sokol_id).fee
    assert [line.chargeable for line in fee.lines] == [1, 0, 0]


async def test_a_deleted_clubs_withdrawn_entries_promote_the_first_in_line(cup: Cup) -> None:
    await limit(cup, cup.fed.admin, EntryLimits(caps={kumite(cup): 1}))
    soko = await cup.member(cup.fed.soko_id, "Šćepan", "Đokić")
    assert soko.id is not None
    choice = CompetitorChoice(soko.id, [cup.entry("Seniors", "kumite")])
    await register_competitor(cup.fed.uow, cup.clock, cup.fed.admin, cup.cup, choice)
    await enter_all(cup, cup.fed.coach)
    assert len(await waiting_list(fresh(cup), cup.fed.admin, cup.cup)) == 3
    await clubs.delete_club(cup.fed.uow, cup.clock, cup.fed.admin, cup.fed.soko_id)
    places = await waiting_list(fresh(cup), cup.fed.admin, cup.cup)
    assert [(p.row.member_name, p.position) for p in places] == [
        ("Ђурђа Шарић", 1),
        ("Čedomir Žižić", 2),
    ]
