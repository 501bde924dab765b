"""Fixtures of the unit tests."""

import pytest

from tests.unit.catalog_setup import Catalog
from tests.unit.clubs_setup import World
from tests.unit.registrations_setup import Cup


@pytest.fixture
async def fed() -> World:
    """A federation of two clubs with a coach each and an admin, over fresh fakes."""
    return await World().populate()


@pytest.fixture
async def cup(fed: World) -> Cup:
    """The federation with an open tournament, categories and disciplines."""
    return await Cup(fed).populate()


@pytest.fixture
async def catalog() -> Catalog:
    """An admin, a club user, two categories and three disciplines, over fresh fakes."""
    return await Catalog().populate()
