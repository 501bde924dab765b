"""Deleting a club withdraws its entries from tournaments not archived, in the same
transaction, each withdrawal in the history admins see; archived tournaments keep them, and
the fee report no longer charges the club for the open ones."""

from dataclasses import replace
from typing import Any

import pytest

from fedreg_core.domain.entities import CompetitorRegistration
from fedreg_core.domain.enums import HistoryType, TeamType
from fedreg_core.domain.errors import Forbidden
from fedreg_core.services import clubs
from fedreg_core.services.fee_report import tournament_fees
from fedreg_core.services.registrations import CompetitorChoice, register_competitor
from fedreg_core.services.team_registrations import TeamChoice, register_team
from fedreg_core.services.tournament_people import PersonRole, register_person
from tests.fake_tables import FakeRepository
from tests.unit.registrations_setup import Cup


async def _enter_everyone(cup: Cup, club_id: int) -> None:
    uow, clock, admin = cup.fed.uow, cup.clock, cup.fed.admin
    ana = await cup.member(club_id, "Ana")
    choice = CompetitorChoice(ana.id or 0, [cup.entry("Seniors", "kumite")])
    await register_competitor(uow, clock, admin, cup.cup, choice)
    iva, maja = [await cup.member(club_id, name) for name in ("Iva", "Maja")]
    team = TeamChoice(TeamType.WOMEN, [iva.id or 0, maja.id or 0], [cup.entry("Seniors", "team")])
    await register_team(uow, clock, admin, cup.cup, team)
    for role, maker in ((PersonRole.COACH, cup.coach), (PersonRole.REFEREE, cup.referee)):
        person = await maker(club_id)
        await register_person(uow, clock, admin, cup.cup, role, person.id or 0)
    official = await cup.official(club_id)
    await register_person(uow, clock, admin, cup.cup, PersonRole.OFFICIAL, official.id or 0)


async def _archived_entry(cup: Cup, club_id: int) -> int:
    """An archived tournament where a member of the club competed."""
    db = cup.fed.db
    old = await db.tournaments.add(replace(await cup.tournament(), id=None, is_archived=True))
    member = await cup.member(club_id, "Stara")
    entry = CompetitorRegistration(old.id or 0, club_id, member.id or 0, [])
    await db.competitor_registrations.add(entry)
    return old.id or 0


async def test_a_deleted_clubs_open_entries_are_withdrawn_and_recorded(cup: Cup) -> None:
    fed = cup.fed
    await _enter_everyone(cup, fed.soko_id)
    await _enter_everyone(cup, fed.sokol_id)
    old = await _archived_entry(cup, fed.soko_id)
    before = len(await fed.db.history.list_for_tournament(cup.cup))

    await clubs.delete_club(fed.uow, cup.clock, fed.admin, fed.soko_id)

    db = fed.db
    assert {r.club_id for r in db.competitor_registrations.all() if r.tournament_id == cup.cup} == {
        fed.sokol_id
    }
    assert {t.club_id for t in db.team_registrations.all()} == {fed.sokol_id}
    for links in (db.tournament_coaches, db.tournament_referees, db.tournament_officials):
        assert {link.club_id for link in links.all()} == {fed.sokol_id}
    kept = [r for r in db.competitor_registrations.all() if r.tournament_id == old]
    assert [r.club_id for r in kept] == [fed.soko_id]  # the archived record stays
    history = await db.history.list_for_tournament(cup.cup)
    written = sorted((e.type, e.item, e.user_id) for e in history[: len(history) - before])
    tables: dict[str, FakeRepository[Any]] = {
        "members": db.members, "coaches": db.coaches, "referees": db.referees,
        "officials": db.officials,
    }  # fmt: skip
    for entry in history[: len(history) - before]:  # each says whom it is about
        named = [tables[p.kind].by_id()[p.id] for p in entry.people or ()]
        assert ", ".join(f"{n.first_name} {n.last_name}" for n in named) == (
            "" if entry.type == HistoryType.CLUB_DELETED else entry.item
        )
    admin = fed.admin.id
    assert written == sorted(
        [
            (HistoryType.CLUB_DELETED, "Soko", admin),
            (HistoryType.COMPETITOR_DELETE, "Ana Anić", admin),
            (HistoryType.TEAM_DELETE, "Iva Anić, Maja Anić", admin),
            (HistoryType.COACH_DELETE, "Dragan Ilić", admin),
            (HistoryType.REFEREE_DELETE, "Zoran Jović", admin),
            (HistoryType.OFFICIAL_DELETE, "Vesna Marić", admin),
        ]
    )
    assert fed.uow.commits >= 1
    report = await tournament_fees(fed.uow, fed.admin, cup.cup)
    assert [c.club.id for c in report.clubs] == [fed.sokol_id]


async def test_a_refused_deletion_withdraws_nothing(cup: Cup) -> None:
    fed = cup.fed
    await _enter_everyone(cup, fed.soko_id)
    history = len(await fed.db.history.list_for_tournament(cup.cup))

    with pytest.raises(Forbidden):
        await clubs.delete_club(fed.uow, cup.clock, fed.other, fed.soko_id)

    assert len(fed.db.competitor_registrations.all()) == 1
    assert len(fed.db.tournament_coaches.all()) == 1
    assert len(await fed.db.history.list_for_tournament(cup.cup)) == history


async def test_deleting_a_deleted_club_again_withdraws_what_was_left(cup: Cup) -> None:
    """Clubs deleted before the rule kept their entries: a second deletion withdraws them."""
    fed = cup.fed
    await _enter_everyone(cup, fed.soko_id)
    fed.soko.is_deleted = True
    await fed.db.clubs.update(fed.soko)

    await clubs.delete_club(fed.uow, cup.clock, fed.admin, fed.soko_id)

    assert fed.db.competitor_registrations.all() == []
    assert fed.db.team_registrations.all() == []
