"""Fixtures of the unit tests."""

import pytest

from tests.unit.clubs_setup import World


@pytest.fixture
async def fed() -> World:
    """A federation of two clubs with a coach each and an admin, over fresh fakes."""
    return await World().populate()
