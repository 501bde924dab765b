"""People use cases over fakes, the same for every kind; nothing changes on refusal."""

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest

from fedreg_core.domain.changes import ChangesTo
from fedreg_core.domain.entities import Coach, Official, Referee
from fedreg_core.domain.enums import RefereeRang
from fedreg_core.domain.errors import Forbidden, NotFound, RuleBroken
from fedreg_core.domain.people_changes import (
    CoachChanges,
    MemberChanges,
    OfficialChanges,
    RefereeChanges,
)
from fedreg_core.services import people
from fedreg_core.services.listing import ListRequest
from fedreg_core.services.person_kinds import COACHES, MEMBERS, OFFICIALS, REFEREES, PersonKind
from tests.fake_access_log import ORIGIN
from tests.unit.clubs_setup import FORM, World, new_member


@dataclass(frozen=True)
class Case:
    kind: PersonKind[Any]
    make: Callable[[int, str, str], Any]
    changes: Callable[..., ChangesTo[Any]]

    def __str__(self) -> str:
        return self.kind.name


CASES = [
    Case(MEMBERS, lambda club, first, last: new_member(club, first, last), MemberChanges),
    Case(COACHES, lambda club, first, last: Coach(club, first, last), CoachChanges),
    Case(
        REFEREES,
        lambda club, first, last: Referee(club, first, last, 2, RefereeRang.TRAINEE),
        RefereeChanges,
    ),
    Case(
        OFFICIALS, lambda club, first, last: Official(club, first, last, "Delegat"), OfficialChanges
    ),
]
pytestmark = pytest.mark.parametrize("case", CASES, ids=str)


def rows(fed: World, case: Case) -> list[Any]:
    table: Any = case.kind.repository(fed.uow)
    return list(table.all())


async def add(fed: World, case: Case, club_id: int, first: str, last: str) -> Any:
    return await case.kind.repository(fed.uow).add(case.make(club_id, first, last))


async def test_list_filters_by_club_searches_names_and_orders_by_last_name(
    fed: World, case: Case
) -> None:
    await add(fed, case, fed.sokol_id, "Iva", "Zorić")
    await add(fed, case, fed.sokol_id, "Ana", "Babić")
    await add(fed, case, fed.soko_id, "Ana", "Anić")
    request = ListRequest(by={"clubId": fed.sokol_id})
    page = await people.list_people(fed.uow, case.kind, fed.coach, request)
    assert [v.item.last_name for v in page.items] == ["Babić", "Zorić"]
    found = await people.list_people(fed.uow, case.kind, fed.coach, ListRequest("ANA"))
    assert ([v.item.last_name for v in found.items], found.total) == (["Anić", "Babić"], 2)


async def test_create_for_own_club_and_admin_for_any(fed: World, case: Case) -> None:
    mine = await people.create_person(
        fed.uow, case.kind, fed.coach, case.make(fed.sokol_id, "Ana", "Anić"), FORM
    )
    theirs = await people.create_person(
        fed.uow, case.kind, fed.admin, case.make(fed.soko_id, "Iva", "Ivić"), FORM
    )
    assert [p.id for p in rows(fed, case)] == [mine.item.id, theirs.item.id]


async def test_other_clubs_may_not_create_change_or_delete(fed: World, case: Case) -> None:
    person = await add(fed, case, fed.sokol_id, "Ana", "Anić")
    before = rows(fed, case)
    with pytest.raises(Forbidden):
        await people.create_person(
            fed.uow, case.kind, fed.other, case.make(fed.sokol_id, "X", "Y"), FORM
        )
    with pytest.raises(Forbidden):
        await people.update_person(
            fed.uow, case.kind, fed.other, person.id, case.changes(first_name="X"), FORM
        )
    with pytest.raises(Forbidden):
        await people.delete_person(fed.uow, fed.files, case.kind, fed.other, person.id)
    with pytest.raises(Forbidden):  # moving one's own person to another club
        await people.update_person(
            fed.uow, case.kind, fed.coach, person.id, case.changes(club_id=fed.soko_id), FORM
        )
    assert rows(fed, case) == before


async def test_partial_update_keeps_the_other_fields(fed: World, case: Case) -> None:
    person = await add(fed, case, fed.sokol_id, "Ana", "Anić")
    await people.update_person(
        fed.uow, case.kind, fed.coach, person.id, case.changes(last_name="X"), FORM
    )
    (stored,) = rows(fed, case)
    assert (stored.first_name, stored.last_name) == ("Ana", "X")


async def test_bad_input_is_refused_and_nothing_stored(fed: World, case: Case) -> None:
    with pytest.raises(RuleBroken) as raised:
        await people.create_person(
            fed.uow, case.kind, fed.coach, case.make(fed.sokol_id, " ", "Anić"), FORM
        )
    assert raised.value.errors == {"firstName": "required"}
    with pytest.raises(RuleBroken) as missing_club:
        await people.create_person(fed.uow, case.kind, fed.admin, case.make(99, "A", "B"), FORM)
    assert missing_club.value.errors == {"clubId": "invalid_value"}
    assert rows(fed, case) == []


async def test_missing_people_are_not_found(fed: World, case: Case) -> None:
    with pytest.raises(NotFound):
        await people.get_person(fed.uow, case.kind, fed.admin, 42, ORIGIN)
    with pytest.raises(NotFound):
        await people.delete_person(fed.uow, fed.files, case.kind, fed.admin, 42)


async def test_delete_removes_the_person(fed: World, case: Case) -> None:
    person = await add(fed, case, fed.sokol_id, "Ana", "Anić")
    await people.delete_person(fed.uow, fed.files, case.kind, fed.coach, person.id)
    assert rows(fed, case) == []


async def test_delete_removes_the_persons_picture_too(fed: World, case: Case) -> None:
    person = await add(fed, case, fed.sokol_id, "Ana", "Anić")
    stored = await people.upload_person_avatar(
        fed.uow, case.kind, fed.coach, person.id, fed.upload()
    )
    assert stored.item.avatar in fed.files.files
    await people.delete_person(fed.uow, fed.files, case.kind, fed.coach, person.id)
    assert fed.files.files == {}
