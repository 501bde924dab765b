"""Other clubs' users read a club's people without their pictures (and members without their
private fields); the club's own users and admins see everything."""

from datetime import date
from typing import Any

import pytest

from fedreg_core.domain.entities import Coach, Member, Official, Referee
from fedreg_core.domain.enums import RefereeRang
from fedreg_core.domain.errors import FileTypeNotAllowed, Forbidden
from fedreg_core.domain.permissions import MEMBER_PRIVATE_FIELDS
from fedreg_core.services import clubs, people
from fedreg_core.services.listing import ListRequest
from fedreg_core.services.person_kinds import COACHES, MEMBERS, OFFICIALS, REFEREES, PersonKind
from tests.fake_access_log import ORIGIN
from tests.unit.clubs_setup import World

CASES = [
    pytest.param(
        MEMBERS,
        lambda club: Member(club, "Ana", "Anić", date(2001, 1, 1), False, "PLAVI", avatar="a.png"),
        MEMBER_PRIVATE_FIELDS,  # what they are: tests/unit/test_permissions.py
        id="members",
    ),
    pytest.param(
        COACHES, lambda club: Coach(club, "Ana", "Anić", avatar="a.png"), {"avatar"}, id="coaches"
    ),
    pytest.param(
        REFEREES,
        lambda club: Referee(club, "Ana", "Anić", 2, RefereeRang.TRAINEE, avatar="a.png"),
        {"avatar"},
        id="referees",
    ),
    pytest.param(
        OFFICIALS,
        lambda club: Official(club, "Ana", "Anić", "Delegat", avatar="a.png"),
        {"avatar"},
        id="officials",
    ),
]


@pytest.mark.parametrize(("kind", "make", "private"), CASES)
async def test_other_clubs_do_not_see_pictures(
    fed: World, kind: PersonKind[Any], make: Any, private: set[str]
) -> None:
    stored = await kind.repository(fed.uow).add(make(fed.sokol_id))
    assert stored.id is not None
    for actor, hidden in ((fed.other, private), (fed.coach, set()), (fed.admin, set())):
        one = await people.get_person(fed.uow, kind, actor, stored.id, ORIGIN)
        (listed,) = (await people.list_people(fed.uow, kind, actor, ListRequest())).items
        assert one.hidden == listed.hidden == hidden, actor.name


async def test_uploads_without_the_right_are_refused_before_the_file_is_read(
    fed: World,
) -> None:
    """403 for another club's user whatever they send: nothing is decoded for them."""
    coach = await COACHES.repository(fed.uow).add(Coach(fed.sokol_id, "Ana", "Anić"))
    assert coach.id is not None
    not_an_image = fed.upload(b"not an image")
    with pytest.raises(Forbidden):
        await people.upload_person_avatar(fed.uow, COACHES, fed.other, coach.id, not_an_image)
    with pytest.raises(Forbidden):
        await clubs.upload_club_logo(fed.uow, fed.other, fed.sokol_id, not_an_image)
    with pytest.raises(FileTypeNotAllowed):
        await clubs.upload_club_logo(fed.uow, fed.coach, fed.sokol_id, not_an_image)
    assert fed.files.files == {}
