"""Fuzzing every operation of the served OpenAPI document (schemathesis).

Each operation is called with generated valid and invalid input, signed in as an admin (also
with the boundary cases of every parameter and field) and as a club's coach, against a
database seeded with clubs, people, a catalogue and an open tournament with registrations
(restored before every operation). The answers must never be a 5xx and must match the
document: documented status code, content type and body schema.

``FEDREG_FUZZ_EXAMPLES`` sets the random examples per operation (default 3, for
``make test``: with the admin's boundary cases they call every operation with valid and
invalid input; 6 took twice the time, the slowest part of the API tests); generation is
derandomized with a fixed seed, so every run is the same.
"""

import os
import re
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest
import schemathesis
from litestar.testing import TestClient
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

EXAMPLES = int(os.environ.get("FEDREG_FUZZ_EXAMPLES") or "3")
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
LONG_TEXT = 1_000


def long_texts_shortened(schema: Any) -> None:
    """Texts of up to 100,000 characters with a pattern (a tournament's HTML description) are
    fuzzed up to ``LONG_TEXT``: their boundary cases took schemathesis 8 s per operation in
    every pytest worker, before any test ran. The 100,000 limit itself is tested apart
    (``test_tournaments_api``: 100,000 characters kept, one more a 400 on the field)."""
    for component in schema.raw_schema["components"]["schemas"].values():
        for field in component.get("properties", {}).values():
            if field.get("maxLength", 0) > LONG_TEXT and "pattern" in field:
                field["maxLength"] = LONG_TEXT


long_texts_shortened(admin_schema)
long_texts_shortened(club_schema)


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


# Unreadable input that generated examples never hold: JSON nested 1,000 levels deep (msgspec
# raises RecursionError) and bytes that are not UTF-8, in every JSON body and query parameter.
NESTED = b"[" * 1000 + b"]" * 1000
UNREADABLE_BODIES = {"nested": NESTED, "not-utf-8": b'{"name": "\xff\xfe", "email": "\xc3"}'}
UNREADABLE_QUERIES = {"nested": quote(NESTED), "not-utf-8": "%FF%FE%C3"}
DOCUMENT = WORLD.app.openapi_schema.to_schema()
OPERATIONS = sorted(  # in one order in every pytest-xdist worker
    (path, method, operation)
    for path, methods in DOCUMENT["paths"].items()
    for method, operation in methods.items()
    if method in {"get", "put", "post", "delete", "patch"}
)


def target(path: str) -> str:
    """``path`` with every path parameter set to 1."""
    return re.sub(r"\{[^}]+\}", "1", path)


def refusal(response: Any) -> tuple[int, set[str]]:
    """The status and the error body's keys."""
    return response.status_code, set(response.json())


@pytest.fixture(scope="module")
def client(world: FuzzWorld) -> Iterator[TestClient[Any]]:
    with TestClient(world.app, base_url="http://testserver.local") as client:
        yield client


JSON_BODY_OPERATIONS = [
    (path, method, operation)
    for path, method, operation in OPERATIONS
    if "application/json" in operation.get("requestBody", {}).get("content", {})
]


@pytest.mark.parametrize(
    ("path", "method", "operation"),
    JSON_BODY_OPERATIONS,
    ids=[operation["operationId"] for _, _, operation in JSON_BODY_OPERATIONS],
)
@pytest.mark.parametrize("content", UNREADABLE_BODIES.values(), ids=UNREADABLE_BODIES.keys())
def test_an_unreadable_json_body_is_a_400_for_everyone_who_may_call(
    client: TestClient[Any],
    world: FuzzWorld,
    path: str,
    method: str,
    operation: dict[str, Any],
    content: bytes,
) -> None:
    """400 with the usual error shape, before anything else is read. Who must sign in and has
    not is told 401 first; a club is told 403 first where only admins may call."""
    nobody = {401} if operation.get("security") else {400}
    callers = [({}, nobody), (world.headers["club"], {400, 403}), (world.headers["admin"], {400})]
    for headers, statuses in callers:
        headers = {**headers, "Content-Type": "application/json"}
        response = client.request(method, target(path), content=content, headers=headers)
        assert response.status_code in statuses, response.text
        named = {"errors"} if response.status_code == 400 else set()
        assert set(response.json()) == {"message", "error", "requestId", *named}


@pytest.mark.parametrize(
    ("path", "method", "name"),
    [
        (path, method, parameter["name"])
        for path, method, operation in OPERATIONS
        for parameter in operation.get("parameters", [])
        if parameter["in"] == "query"
    ],
)
@pytest.mark.parametrize("value", UNREADABLE_QUERIES.values(), ids=UNREADABLE_QUERIES.keys())
def test_an_unreadable_query_parameter_is_never_a_server_error(
    client: TestClient[Any], world: FuzzWorld, path: str, method: str, name: str, value: str
) -> None:
    url = f"{target(path)}?{name}={value}"
    response = client.request(method, url, headers=world.headers["admin"])
    assert response.status_code < 500, response.text
    if response.status_code >= 400:
        assert {"message", "error"} <= set(response.json()), response.text
