"""Fuzzing every operation of the served OpenAPI document (schemathesis).

Each operation is called with generated valid and invalid input, signed in as an admin (also
with the boundary cases of every parameter and field) and as a club's coach, against a
database seeded with clubs, people, a catalogue and an open tournament with registrations
(restored before every operation). The answers must never be a 5xx and must match the
document: documented status code, content type and body schema.

``FEDREG_FUZZ_EXAMPLES`` sets the random examples per operation (default 6, for
``make test``); generation is derandomized with a fixed seed, so every run is the same.
"""

import os
import tempfile
from pathlib import Path
from typing import Any

import pytest
import schemathesis
from schemathesis import Case
from schemathesis.checks import (
    content_type_conformance,
    not_a_server_error,
    response_schema_conformance,
    status_code_conformance,
)
from schemathesis.config import SchemathesisConfig
from schemathesis.python.asgi import shutdown_lifespans

from tests.api.fuzz_federation import FuzzWorld, build_world

EXAMPLES = int(os.environ.get("FEDREG_FUZZ_EXAMPLES") or "6")
SCHEMA_PATH = "/api/schema/openapi.json"
CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_schema_conformance,
]


def fuzz_config(*, coverage: bool) -> SchemathesisConfig:
    """Valid and invalid input, the same every run; ``coverage`` adds the boundary cases."""
    return SchemathesisConfig.from_dict(
        {
            "seed": 20260301,
            "suppress-health-check": ["all"],
            "generation": {
                "mode": "all",
                "max-examples": EXAMPLES,
                "deterministic": True,
                "database": "none",
            },
            "phases": {"coverage": {"enabled": coverage}},
        }
    )


_DATA = tempfile.TemporaryDirectory(prefix="fedreg-fuzz-")
WORLD = build_world(Path(_DATA.name))
# The admin gets past the permission checks, so the boundary cases (the slow part) are theirs.
admin_schema = schemathesis.openapi.from_asgi(
    SCHEMA_PATH, WORLD.app, config=fuzz_config(coverage=True)
)
club_schema = schemathesis.openapi.from_asgi(
    SCHEMA_PATH, WORLD.app, config=fuzz_config(coverage=False)
)


@pytest.fixture(scope="module")
def world() -> FuzzWorld:
    # Loading the schema started the app; the seeding client starts and stops it on its own.
    # After each test schemathesis stops it again, which closes the database connections.
    shutdown_lifespans()
    if WORLD.snapshot is None:  # pytest-xdist may set this fixture up again in one process
        WORLD.seed()
    return WORLD


@pytest.fixture
def seeded(world: FuzzWorld) -> FuzzWorld:
    world.restore()
    return world


@admin_schema.parametrize()
def test_admin_calls_keep_to_the_document(case: Case[Any], seeded: FuzzWorld) -> None:
    case.call_and_validate(headers=seeded.headers["admin"], checks=CHECKS)


@club_schema.parametrize()
def test_club_calls_keep_to_the_document(case: Case[Any], seeded: FuzzWorld) -> None:
    case.call_and_validate(headers=seeded.headers["club"], checks=CHECKS)
