"""The public tournament pages: no sign-in, cacheable, limited per client address.

Answers carry ``Cache-Control: public, max-age=60`` and an ``ETag``; a ``GET`` whose
``If-None-Match`` names the current ETag is answered 304 without a body. Every request,
304s included, counts against the per-address limit (``FEDREG_PUBLIC_REQUESTS_PER_MINUTE``).
"""

import hashlib
from typing import Any

import msgspec
from litestar import Controller, MediaType, Request, Response, get
from litestar.datastructures import ResponseHeader
from litestar.di import NamedDependency
from litestar.openapi.datastructures import ResponseSpec
from litestar.status_codes import HTTP_304_NOT_MODIFIED

from adapters.http.context import HttpContext
from adapters.http.forwarded import client_address
from adapters.http.openapi import error_responses
from adapters.http.params import PathId
from adapters.http.schemas.public import (
    PublicTournamentOut,
    PublicTournamentSummaryOut,
    public_summary_out,
    public_tournament_out,
)
from fedreg_core.services.public_tournaments import (
    public_page,
    public_tournaments,
    public_version,
)

CACHE_CONTROL = "public, max-age=60"
PUBLIC = "public"
"""The attempts counted per address: every public request."""
CACHE_HEADERS = [
    ResponseHeader(name="Cache-Control", value=CACHE_CONTROL, documentation_only=True),
    ResponseHeader(name="ETag", description="The answer's version", documentation_only=True),
]
NOT_MODIFIED = ResponseSpec(
    data_container=None, description="Not modified: the If-None-Match ETag is current"
)


def _matches(request: Request[Any, Any, Any], etag: str) -> bool:
    """``If-None-Match`` names ``etag`` (weakly compared, as for a GET) or is ``*``."""
    sent = request.headers.get("if-none-match")
    if sent is None:
        return False
    tags = {tag.strip().removeprefix("W/") for tag in sent.split(",")}
    return etag in tags or "*" in tags


def _answer(
    request: Request[Any, Any, Any], etag: str, body: bytes, gzipped: bytes | None = None
) -> Response[bytes]:
    headers = {"Cache-Control": CACHE_CONTROL, "ETag": etag, "Vary": "Accept-Encoding"}
    if _matches(request, etag):
        return Response(b"", status_code=HTTP_304_NOT_MODIFIED, headers=headers)
    if gzipped is not None and "gzip" in request.headers.get("accept-encoding", ""):
        headers["Content-Encoding"] = "gzip"
        return Response(gzipped, media_type=MediaType.JSON, headers=headers)
    return Response(body, media_type=MediaType.JSON, headers=headers)


class PublicController(Controller):
    path = "/api/public"
    tags = ["Public"]  # noqa: RUF012 (Litestar declares it an instance variable)

    @get(
        "/tournaments",
        operation_id="listPublicTournaments",
        response_headers=CACHE_HEADERS,
        responses={
            200: ResponseSpec(list[PublicTournamentSummaryOut], generate_examples=False),
            304: NOT_MODIFIED,
            **error_responses(429),
        },
    )
    async def tournaments(
        self, request: Request[Any, Any, Any], context: NamedDependency[HttpContext]
    ) -> Response[bytes]:
        """Tournaments shown in public (not archived), newest first; no sign-in."""
        await context.public_requests.hit(PUBLIC, client_address(request), "")
        listed = await public_tournaments(context.public_reads, context.clock.now())
        body = msgspec.json.encode([public_summary_out(t) for t in listed])
        return _answer(request, f'"{hashlib.sha256(body).hexdigest()[:32]}"', body)

    @get(
        "/tournaments/{id:int}",
        operation_id="getPublicTournament",
        response_headers=CACHE_HEADERS,
        responses={
            200: ResponseSpec(PublicTournamentOut, generate_examples=False),
            304: NOT_MODIFIED,
            **error_responses(404, 429),
        },
    )
    async def tournament(
        self,
        request: Request[Any, Any, Any],
        context: NamedDependency[HttpContext],
        id: PathId,
    ) -> Response[bytes]:
        """A tournament shown in public with its counts (its entries when it lists them);
        404 for any other, as for an id that does not exist."""
        await context.public_requests.hit(PUBLIC, client_address(request), "")
        reads = context.public_reads
        version = await public_version(reads, id, context.clock.now())
        if _matches(request, version.etag):
            return _answer(request, version.etag, b"")

        async def build() -> bytes:
            return msgspec.json.encode(public_tournament_out(await public_page(reads, version)))

        page = await context.public_pages.page(id, version.etag, build)
        return _answer(request, version.etag, page.json, page.gzipped)
