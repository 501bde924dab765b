"""What the signed-in user may do (``domain/capabilities.py``, ``services/capabilities.py``):
each answer is the guards' own, so a capability offered is a write let through and one
withheld a write refused."""

from dataclasses import replace

import pytest

from fedreg_core.domain.capabilities import PeopleActions, club_capabilities
from fedreg_core.domain.entities import Settings
from fedreg_core.domain.enums import Variant
from fedreg_core.domain.errors import DomainError, NotFound
from fedreg_core.services import capabilities
from fedreg_core.services.registrations import CompetitorChoice, register_competitor
from fedreg_core.services.tournaments import archive_tournament
from tests.fakes import FakeUnitOfWork
from tests.unit.registrations_setup import Cup

ALL, NONE = PeopleActions(True, True, True), PeopleActions(False, False, False)


def _reading(cup: Cup) -> FakeUnitOfWork:
    """A unit of work of its own for a read (a read-only one stays so)."""
    return FakeUnitOfWork(cup.fed.db)


def test_admins_manage_every_club_its_users_their_own_others_none(cup: Cup) -> None:
    fed, settings = cup.fed, Settings("Fed", "")
    admin = club_capabilities(fed.admin, fed.sokol, settings)
    coach = club_capabilities(fed.coach, fed.sokol, settings)
    other = club_capabilities(fed.other, fed.sokol, settings)
    assert (admin.manage, admin.delete, admin.set_always_pays) == (True, True, True)
    assert (coach.manage, coach.delete, coach.set_always_pays) == (True, False, False)
    assert (other.manage, other.members, other.coaches) == (False, NONE, NONE)
    assert coach.members == coach.referees == ALL


def test_a_blocked_club_is_managed_by_admins_only(cup: Cup) -> None:
    blocked = replace(cup.fed.sokol, is_blocked=True)
    assert club_capabilities(cup.fed.coach, blocked, Settings("Fed", "")).manage is False
    assert club_capabilities(cup.fed.admin, blocked, Settings("Fed", "")).manage is True


def test_the_member_locks_and_the_no_pay_setting_bind_club_users(cup: Cup) -> None:
    fed = cup.fed
    locked = Settings(
        "Fed", "", disable_create=True, disable_edit=False, clubs_may_set_no_pay=False
    )
    coach = club_capabilities(fed.coach, fed.sokol, locked)
    assert coach.members == PeopleActions(False, True, True) and coach.officials == ALL
    assert coach.set_no_pay is False
    edit_locked = replace(locked, disable_create=False, disable_edit=True)
    assert club_capabilities(fed.coach, fed.sokol, edit_locked).members == PeopleActions(
        True, False, False
    )
    assert club_capabilities(fed.admin, fed.sokol, locked).members == ALL


async def _registers(cup: Cup, user_name: str) -> bool:
    fed = cup.fed
    member = await cup.member(fed.sokol_id, "Ana")
    choice = CompetitorChoice(member.id or 0, [cup.entry("Seniors", "kumite")])
    try:
        await register_competitor(fed.uow, cup.clock, getattr(fed, user_name), cup.cup, choice)
    except DomainError:
        return False
    return True


@pytest.mark.parametrize(
    ("user_name", "blocked", "open_"),
    [("coach", False, True), ("coach", True, True), ("coach", False, False),
     ("other", False, True), ("admin", True, False)],
)  # fmt: skip
async def test_changing_entries_is_offered_exactly_when_the_write_is_let_through(
    cup: Cup, user_name: str, blocked: bool, open_: bool
) -> None:
    fed = cup.fed
    fed.sokol.is_blocked = blocked
    await fed.db.clubs.update(fed.sokol)
    tournament = await fed.db.tournaments.get(cup.cup)
    assert tournament is not None
    await fed.db.tournaments.update(replace(tournament, registration_open=open_))
    actor = getattr(fed, user_name)
    offered = await capabilities.may_change_entries(
        _reading(cup), cup.clock, actor, cup.cup, fed.sokol_id
    )
    assert offered == await _registers(cup, user_name)


async def test_archiving_is_offered_exactly_when_the_archive_is_let_through(cup: Cup) -> None:
    fed = cup.fed

    async def offered() -> bool:
        found = await capabilities.tournament_capabilities_of(
            _reading(cup), cup.clock, fed.admin, cup.cup, Variant.DEFAULT
        )
        return found.archive

    assert await offered() is False
    with pytest.raises(DomainError):
        await archive_tournament(fed.uow, cup.clock, fed.admin, cup.cup)
    tournament = await fed.db.tournaments.get(cup.cup)
    assert tournament is not None
    await fed.db.tournaments.update(replace(tournament, registration_open=False))
    assert await offered() is True
    await archive_tournament(fed.uow, cup.clock, fed.admin, cup.cup)
    assert await offered() is False
    with pytest.raises(NotFound):
        await capabilities.tournament_capabilities_of(
            _reading(cup), cup.clock, fed.coach, cup.cup, Variant.DEFAULT
        )


@pytest.mark.parametrize(
    ("user_name", "variant", "show_disciplines", "info", "overview"),
    [("admin", Variant.WFF, False, True, True), ("coach", Variant.DEFAULT, False, True, False),
     ("coach", Variant.DEFAULT, True, True, True), ("coach", Variant.WFF, False, False, True)],
)  # fmt: skip
async def test_the_tournament_pages_panels_by_variant_and_setting(
    cup: Cup, user_name: str, variant: Variant, show_disciplines: bool, info: bool, overview: bool
) -> None:
    fed = cup.fed
    settings = await fed.db.settings.get()
    await fed.db.settings.update(replace(settings, show_disciplines=show_disciplines))
    actor = getattr(fed, user_name)
    found = await capabilities.tournament_capabilities_of(
        _reading(cup), cup.clock, actor, cup.cup, variant
    )
    assert (found.tournament_info, found.discipline_overview) == (info, overview)


async def test_a_deleted_club_is_not_found_but_by_admins(cup: Cup) -> None:
    fed = cup.fed
    fed.sokol.is_deleted = True
    await fed.db.clubs.update(fed.sokol)
    with pytest.raises(NotFound):
        await capabilities.club_capabilities_of(_reading(cup), fed.other, fed.sokol_id)
    found = await capabilities.club_capabilities_of(_reading(cup), fed.admin, fed.sokol_id)
    assert found.manage is True
