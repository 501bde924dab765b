"""Coaches, referees and officials move to another club only while entered in no tournament
that is not archived: the rule of members' moves (``people``), naming the tournaments."""

from collections.abc import Awaitable, Callable
from typing import Any

import pytest

from fedreg_core.domain.entities import TournamentPerson
from fedreg_core.domain.errors import Conflict
from fedreg_core.domain.people_changes import CoachChanges, OfficialChanges, RefereeChanges
from fedreg_core.services import people
from fedreg_core.services.person_kinds import COACHES, OFFICIALS, REFEREES, PersonKind
from tests.unit.clubs_setup import FORM
from tests.unit.registrations_setup import Cup

KINDS = [
    pytest.param(COACHES, "coach", "tournament_coaches", CoachChanges, id="coach"),
    pytest.param(REFEREES, "referee", "tournament_referees", RefereeChanges, id="referee"),
    pytest.param(OFFICIALS, "official", "tournament_officials", OfficialChanges, id="official"),
]
pytestmark = pytest.mark.parametrize(("kind", "maker", "links", "changes"), KINDS)


async def _entered(cup: Cup, maker: str, links: str) -> Any:
    make: Callable[[int], Awaitable[Any]] = getattr(cup, maker)
    person = await make(cup.fed.sokol_id)
    link = TournamentPerson(cup.cup, cup.fed.sokol_id, person.id)
    await getattr(cup.fed.db, links).add(link)
    return person


async def _move(cup: Cup, kind: PersonKind[Any], person: Any, changes: Any) -> Any:
    move = changes(club_id=cup.fed.soko_id)
    return await people.update_person(cup.fed.uow, kind, cup.fed.admin, person.id, move, FORM)


async def test_an_entered_person_does_not_move(
    cup: Cup, kind: PersonKind[Any], maker: str, links: str, changes: Any
) -> None:
    person = await _entered(cup, maker, links)

    with pytest.raises(Conflict) as refused:
        await _move(cup, kind, person, changes)

    refusal = (refused.value.message_key, refused.value.field)
    assert refusal == ("error_person_has_entries", "clubId")
    assert refused.value.values == {"entries": "Cup"}
    stored = await kind.repository(cup.fed.db).get(person.id)  # type: ignore[arg-type]
    assert stored is not None and stored.club_id == cup.fed.sokol_id


async def test_an_archived_tournament_holds_nobody(
    cup: Cup, kind: PersonKind[Any], maker: str, links: str, changes: Any
) -> None:
    person = await _entered(cup, maker, links)
    await cup.set_tournament(is_archived=True, registration_open=False)

    moved = await _move(cup, kind, person, changes)

    assert moved.item.club_id == cup.fed.soko_id


async def test_a_person_entered_nowhere_moves(
    cup: Cup, kind: PersonKind[Any], maker: str, links: str, changes: Any
) -> None:
    make: Callable[[int], Awaitable[Any]] = getattr(cup, maker)
    person = await make(cup.fed.sokol_id)

    moved = await _move(cup, kind, person, changes)

    assert moved.item.club_id == cup.fed.soko_id
