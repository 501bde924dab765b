"""The public results of a tournament while they are entered: the medal table, a group's
bouts and placings, and a stream of Server-Sent Events that brings each change (no sign-in).

They are public while the tournament's page is, it lists its entries in public and its draws
are published; any other answers 404, as the page does. The pages and the stream come from
this worker's watch of the tournament (``adapters/http/live_results``): many readers cost one
read per change. Every request counts against the public pages' per-address limit; an address
holding ``FEDREG_LIVE_STREAMS_PER_ADDRESS`` streams on a worker is refused one more (429).

The stream's events: ``hello`` when it opens (the client reads the pages then, so that nothing
entered before is missed), ``group`` with a changed group (as ``getPublicGroupResults``
answers), ``medals`` with the medal table when it changed, ``resync`` when the client fell
behind (it reads the pages again), ``gone`` when the results stopped being public.
"""

from typing import Any

from litestar import Controller, MediaType, Request, Response, get
from litestar.di import NamedDependency
from litestar.openapi.datastructures import ResponseSpec
from litestar.response import Stream

from adapters.http.context import HttpContext
from adapters.http.controllers.public import PUBLIC
from adapters.http.controllers.tournament_draws import GroupKeyParam
from adapters.http.forwarded import client_address
from adapters.http.language import request_language
from adapters.http.openapi import error_responses
from adapters.http.params import PathId
from adapters.http.schemas.results import GroupResultsOut, MedalTableOut

FRESH = {"Cache-Control": "no-cache"}
"""The pages change with every result: a browser asks again each time (the stream says when)."""
STREAM_HEADERS = {**FRESH, "X-Accel-Buffering": "no"}
"""Told to nginx-like proxies: pass each event on at once."""


class PublicResultsController(Controller):
    path = "/api/public/tournaments"
    tags = ["Public"]  # noqa: RUF012 (Litestar declares it an instance variable)

    @get(
        "/{id:int}/medals",
        operation_id="getPublicMedalTable",
        responses={
            200: ResponseSpec(MedalTableOut, generate_examples=False),
            **error_responses(404, 429),
        },
    )
    async def medals(
        self,
        request: Request[Any, Any, Any],
        context: NamedDependency[HttpContext],
        id: PathId,
    ) -> Response[bytes]:
        """The clubs' medals and every drawn group's placings so far, for anyone."""
        await context.public_requests.hit(PUBLIC, client_address(request), "")
        watch = await context.live.watch(id)
        return Response(watch.medals, media_type=MediaType.JSON, headers=FRESH)

    @get(
        "/{id:int}/results/{group_key:str}",
        operation_id="getPublicGroupResults",
        responses={
            200: ResponseSpec(GroupResultsOut, generate_examples=False),
            **error_responses(404, 429),
        },
    )
    async def group(
        self,
        request: Request[Any, Any, Any],
        context: NamedDependency[HttpContext],
        id: PathId,
        group_key: GroupKeyParam,
    ) -> Response[bytes]:
        """A drawn group's bouts as they stand and its placings, for anyone (nobody may record
        from here: ``mayRecord`` and ``mayCorrect`` are false)."""
        await context.public_requests.hit(PUBLIC, client_address(request), "")
        watch = await context.live.watch(id)
        body = await watch.group(group_key, request_language(request, context.variant))
        return Response(body, media_type=MediaType.JSON, headers=FRESH)

    @get(
        "/{id:int}/live",
        operation_id="followPublicResults",
        media_type="text/event-stream",
        responses={
            200: ResponseSpec(
                str, description="Server-Sent Events", media_type="text/event-stream"
            ),
            **error_responses(404, 429),
        },
    )
    async def live(
        self,
        request: Request[Any, Any, Any],
        context: NamedDependency[HttpContext],
        id: PathId,
    ) -> Stream:
        """The results as they are entered, as Server-Sent Events (see the module's text)."""
        address = client_address(request)
        await context.public_requests.hit(PUBLIC, address, "")
        context.live.admit(address)
        watch = await context.live.watch(id)
        language = request_language(request, context.variant)
        frames = context.live.follow(watch, address, language)
        return Stream(frames, media_type="text/event-stream", headers=STREAM_HEADERS)
