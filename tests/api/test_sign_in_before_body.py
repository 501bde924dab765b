"""Who is asking is checked before a body is read: a caller who is not signed in hears 401 at
once, whatever it sends (a 30 MB upload is not read to be told 413 first; issue 15)."""

import re
from typing import Any

import pytest

from tests.api.conftest import Api
from tests.api.raw_asgi import raw_request

CHUNK = b"a" * (1024 * 1024)
CHUNKS = 30
"""30 MB: more than any upload may carry (documents: 20 MB)."""


def _filled(path: str) -> str:
    """``path`` with every parameter given a value of its kind (a group's name, else 1)."""
    return re.sub(r"\{(\w+)\}", lambda m: "a" * 24 if m[1] == "group_key" else "1", path)


def signed_in_operations_with_a_body(api: Api) -> list[tuple[str, str, str]]:
    """(method, path with its parameters filled, body content type) of each operation that
    needs sign-in."""
    document: dict[str, Any] = api.client.app.openapi_schema.to_schema()
    found = []
    for path, methods in document["paths"].items():
        for method, operation in methods.items():
            content = operation.get("requestBody", {}).get("content", {})
            if content and operation.get("security"):
                found.append((method.upper(), _filled(path), next(iter(content))))
    return found


@pytest.mark.parametrize("authorization", [None, "Bearer not-a-token"], ids=["none", "bad"])
@pytest.mark.parametrize("announced", [True, False], ids=["with-length", "without-length"])
async def test_a_large_body_of_a_caller_not_signed_in_is_refused_unread(
    api: Api, authorization: str | None, announced: bool
) -> None:
    operations = signed_in_operations_with_a_body(api)
    assert sum("multipart" in content for _, _, content in operations) >= 9  # every upload
    for method, path, content_type in operations:
        headers = {"Content-Type": f"{content_type}; boundary=x", "Accept-Language": "en"}
        if authorization:
            headers["Authorization"] = authorization
        if announced:
            headers["Content-Length"] = str(len(CHUNK) * CHUNKS)
        response = await raw_request(api.client.app, method, path, headers, [CHUNK] * CHUNKS)
        assert response.status == 401, f"{method} {path}: {response.status} {response.body!r}"
        assert response.unread == CHUNKS, f"{method} {path} read {CHUNKS - response.unread} MB"
