"""The one gate of club writes: a blocked club's own users are refused with ``ClubBlocked``
(its message says why) wherever they write for the club; others' users hear what they heard
before; admins are not affected."""

import pytest

from fedreg_core.domain.club_changes import ClubChanges
from fedreg_core.domain.errors import ClubBlocked, Forbidden
from fedreg_core.services import clubs, people
from fedreg_core.services.club_access import ensure_may_manage_club
from fedreg_core.services.person_kinds import COACHES, MEMBERS
from fedreg_core.services.registrations import CompetitorChoice, register_competitor
from tests.unit.clubs_setup import FORM, new_member
from tests.unit.registrations_setup import Cup


async def _block_sokol(cup: Cup) -> None:
    cup.fed.sokol.is_blocked = True
    await cup.fed.db.clubs.update(cup.fed.sokol)


async def test_the_gate_names_the_reason(cup: Cup) -> None:
    await _block_sokol(cup)
    fed = cup.fed
    with pytest.raises(ClubBlocked) as own:
        ensure_may_manage_club(fed.coach, fed.sokol)
    assert own.value.message_key == "error_club_blocked"
    with pytest.raises(Forbidden) as other:
        ensure_may_manage_club(fed.other, fed.sokol, "error_other_club")
    assert (type(other.value), other.value.message_key) == (Forbidden, "error_other_club")
    ensure_may_manage_club(fed.admin, fed.sokol)


async def test_a_blocked_clubs_user_writes_nothing_for_the_club(cup: Cup) -> None:
    fed = cup.fed
    ana = await cup.member(fed.sokol_id, "Ana")
    coach = await cup.coach(fed.sokol_id)
    await _block_sokol(cup)
    choice = CompetitorChoice(ana.id or 0, [cup.entry("Seniors", "kumite")])

    with pytest.raises(ClubBlocked):
        await clubs.update_club(fed.uow, fed.coach, fed.sokol_id, ClubChanges(city="Niš"))
    with pytest.raises(ClubBlocked):
        await people.create_person(fed.uow, MEMBERS, fed.coach, new_member(fed.sokol_id), FORM)
    with pytest.raises(ClubBlocked):
        await people.delete_person(fed.uow, fed.files, COACHES, fed.coach, coach.id or 0)
    with pytest.raises(ClubBlocked):
        await register_competitor(fed.uow, cup.clock, fed.coach, cup.cup, choice)

    assert fed.db.competitor_registrations.all() == []
    entered = await register_competitor(fed.uow, cup.clock, fed.admin, cup.cup, choice)
    assert entered.club_id == fed.sokol_id
