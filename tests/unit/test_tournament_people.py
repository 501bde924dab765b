"""Coaches, referees and officials attached to a tournament, once each, by their club."""

from collections.abc import Awaitable, Callable
from typing import Any

import pytest

from fedreg_core.domain.access import PersonRef
from fedreg_core.domain.enums import HistoryType
from fedreg_core.domain.errors import Conflict, Forbidden, NotFound
from fedreg_core.services.tournament_people import PersonRole, register_person, remove_person
from tests.unit.registrations_setup import Cup

CASES = [
    (
        PersonRole.COACH,
        "coach",
        "tournament_coaches",
        "Dragan Ilić",
        HistoryType.REGISTER_COACH,
        HistoryType.COACH_DELETE,
    ),
    (
        PersonRole.REFEREE,
        "referee",
        "tournament_referees",
        "Zoran Jović",
        HistoryType.REGISTER_REFEREE,
        HistoryType.REFEREE_DELETE,
    ),
    (
        PersonRole.OFFICIAL,
        "official",
        "tournament_officials",
        "Vesna Marić",
        HistoryType.REGISTER_OFFICIAL,
        HistoryType.OFFICIAL_DELETE,
    ),
]
KINDS = {
    PersonRole.COACH: "coaches",
    PersonRole.REFEREE: "referees",
    PersonRole.OFFICIAL: "officials",
}
pytestmark = pytest.mark.parametrize(("role", "maker", "table", "name", "added", "removed"), CASES)


async def test_register_once_then_remove(
    cup: Cup,
    role: PersonRole,
    maker: str,
    table: str,
    name: str,
    added: HistoryType,
    removed: HistoryType,
) -> None:
    make: Callable[[int], Awaitable[Any]] = getattr(cup, maker)
    person = await make(cup.fed.sokol_id)
    uow, clock, coach = cup.fed.uow, cup.clock, cup.fed.coach
    link = await register_person(uow, clock, coach, cup.cup, role, person.id)
    assert (link.tournament_id, link.club_id, link.person_id) == (
        cup.cup,
        cup.fed.sokol_id,
        person.id,
    )
    with pytest.raises(Conflict):
        await register_person(uow, clock, cup.fed.admin, cup.cup, role, person.id)
    assert len(getattr(cup.fed.db, table).all()) == 1
    await remove_person(uow, clock, coach, cup.cup, role, person.id)
    assert getattr(cup.fed.db, table).all() == []
    with pytest.raises(NotFound):
        await remove_person(uow, clock, coach, cup.cup, role, person.id)
    history = await cup.fed.db.history.list_for_tournament(cup.cup)
    assert sorted((h.type, h.item) for h in history) == sorted([(added, name), (removed, name)])
    assert {h.people for h in history} == {(PersonRef(KINDS[role], person.id),)}


async def test_people_of_other_clubs_and_closed_tournaments_refused(
    cup: Cup,
    role: PersonRole,
    maker: str,
    table: str,
    name: str,
    added: HistoryType,
    removed: HistoryType,
) -> None:
    del name, added, removed
    make: Callable[[int], Awaitable[Any]] = getattr(cup, maker)
    person = await make(cup.fed.soko_id)
    uow, clock = cup.fed.uow, cup.clock
    with pytest.raises(Forbidden):
        await register_person(uow, clock, cup.fed.coach, cup.cup, role, person.id)
    with pytest.raises(NotFound):
        await register_person(uow, clock, cup.fed.coach, cup.cup, role, 999)
    await cup.set_tournament(registration_open=False)
    with pytest.raises(Forbidden):
        await register_person(uow, clock, cup.fed.other, cup.cup, role, person.id)
    await register_person(uow, clock, cup.fed.admin, cup.cup, role, person.id)
    with pytest.raises(Forbidden):
        await remove_person(uow, clock, cup.fed.other, cup.cup, role, person.id)
    assert len(getattr(cup.fed.db, table).all()) == 1
