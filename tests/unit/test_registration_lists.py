"""The paged lists' and the overview's use cases over the fakes: who sees what, bad pages."""

import pytest

from fedreg_core.domain.entities import User
from fedreg_core.domain.enums import Variant
from fedreg_core.domain.errors import Forbidden, NotFound, RuleBroken
from fedreg_core.domain.permissions import may_see_private_fields, private_sight
from fedreg_core.ports.registration_lists import RegistrationFilter
from fedreg_core.services import registration_lists
from fedreg_core.services.registration_lists import PageRequest
from tests.unit.registrations_setup import Cup

ACTORS = [
    User("Admin", "a@fed.rs", "h", is_admin=True),
    User("Coach", "c@klub.rs", "h", club_id=1),
    User("Nobody", "n@klub.rs", "h"),
]


@pytest.mark.parametrize("actor", ACTORS)
def test_private_sight_is_may_see_private_fields_as_data(actor: User) -> None:
    sight = private_sight(actor)
    assert all(sight.sees(club) == may_see_private_fields(actor, club) for club in (1, 2))


BAD_PAGES = [
    (PageRequest(skip=-1), {"skip": "invalid_value"}),
    (PageRequest(limit=0), {"limit": "invalid_value"}),
    (PageRequest(limit=1001), {"limit": "invalid_value"}),
    (PageRequest(RegistrationFilter("a" * 201)), {"q": "max_length"}),
]


@pytest.mark.parametrize(("request_", "errors"), BAD_PAGES)
async def test_bad_pages_break_rules(cup: Cup, request_: PageRequest, errors: object) -> None:
    with pytest.raises(RuleBroken) as broken:
        await registration_lists.competitor_page(cup.fed.uow, cup.fed.coach, cup.cup, request_)
    assert broken.value.errors == errors


async def test_the_overview_is_for_admins_wff_or_when_the_setting_is_on(cup: Cup) -> None:
    uow, coach = cup.fed.uow, cup.fed.coach
    with pytest.raises(Forbidden):
        await registration_lists.overview(uow, coach, cup.cup, Variant.DEFAULT)
    await registration_lists.overview(uow, cup.fed.admin, cup.cup, Variant.DEFAULT)
    await registration_lists.overview(uow, coach, cup.cup, Variant.WFF)
    settings = await cup.fed.db.settings.get()
    settings.show_disciplines = True
    await cup.fed.db.settings.update(settings)
    await registration_lists.overview(uow, coach, cup.cup, Variant.DEFAULT)


async def test_archived_tournaments_only_for_admins(cup: Cup) -> None:
    await cup.set_tournament(is_archived=True)
    with pytest.raises(NotFound):
        await registration_lists.team_page(cup.fed.uow, cup.fed.coach, cup.cup, PageRequest())
    with pytest.raises(NotFound):
        await registration_lists.overview(cup.fed.uow, cup.fed.coach, cup.cup, Variant.WFF)
    page = await registration_lists.team_page(cup.fed.uow, cup.fed.admin, cup.cup, PageRequest())
    assert page.total == 0
