"""A tournament's draws: made by admins once applications close, read by clubs once
published."""

from typing import Annotated, Any

from litestar import Controller, Request, Response, get, post, put
from litestar.params import JSONBody, PathParameter
from litestar.status_codes import HTTP_200_OK

from adapters.http.auth import BEARER_SECURITY, Context, SignedIn
from adapters.http.controllers.downloads import PDF_MEDIA_TYPE, file_response, pdf
from adapters.http.idempotency import CREATES
from adapters.http.language import request_language
from adapters.http.openapi import error_responses
from adapters.http.params import PathId
from adapters.http.schemas.draws import (
    GROUP_NAME_PATTERN,
    DrawOut,
    DrawsOut,
    MakeDrawsIn,
    PublishedOut,
    PublishIn,
    SeedsIn,
    draw_out,
    draws_out,
)
from fedreg_core.services import draw_reads, draws
from fedreg_core.services.draw_confirmation import confirm_draw
from fedreg_core.services.draw_prints import draws_pdf

READ_ERRORS = error_responses(401, 403, 404)
GroupKeyParam = Annotated[
    str,
    PathParameter(
        pattern=GROUP_NAME_PATTERN,
        description="A group's groupKey: an opaque name, the same on every read",
    ),
]


class TournamentDrawsController(Controller):
    path = "/api/tournament"
    tags = ["Draws"]  # noqa: RUF012 (Litestar declares it an instance variable)
    security = BEARER_SECURITY

    @post(
        "/{id:int}/draws",
        operation_id="makeDraws",
        status_code=HTTP_200_OK,
        opt=CREATES,
        responses=error_responses(400, 401, 403, 404, 409),
    )
    async def make(
        self, id: PathId, data: JSONBody[MakeDrawsIn], account: SignedIn, context: Context
    ) -> list[DrawOut]:
        """Draw every group with an entry, or the groups named, replacing their earlier
        draws (admins, applications closed)."""
        ids = context.group_ids
        made = await draws.make_draws(
            context.uow(), context.clock, ids, account.user, id, data.groups, data.seed
        )
        return [draw_out(view, ids, id) for view in made]

    @get("/{id:int}/draws", operation_id="listDraws", responses=READ_ERRORS)
    async def overview(self, id: PathId, account: SignedIn, context: Context) -> DrawsOut:
        """Every group with its size, format and state (admins; others once published)."""
        overview = await draw_reads.list_draws(context.uow(), account.user, id)
        return draws_out(overview, context.group_ids, id)

    @get(
        "/{id:int}/draws/{group_key:str}",
        operation_id="getDraw",
        responses=READ_ERRORS,
    )
    async def one(
        self, id: PathId, group_key: GroupKeyParam, account: SignedIn, context: Context
    ) -> DrawOut:
        """One group's draw with its bouts (admins; others once published)."""
        ids = context.group_ids
        return draw_out(
            await draw_reads.get_draw(context.uow(), ids, account.user, id, group_key), ids, id
        )

    @get("/{id:int}/draws/publish", operation_id="getDrawsPublished", responses=READ_ERRORS)
    async def published(self, id: PathId, account: SignedIn, context: Context) -> PublishedOut:
        """Whether clubs may read the draws (anyone who sees the tournament)."""
        return PublishedOut(await draw_reads.draws_published(context.uow(), account.user, id))

    @put(
        "/{id:int}/draws/publish",
        operation_id="publishDraws",
        responses=error_responses(400, 401, 403, 404),
    )
    async def publish(
        self, id: PathId, data: JSONBody[PublishIn], account: SignedIn, context: Context
    ) -> PublishedOut:
        """Let clubs read the draws, or no longer (``published: false``) (admins)."""
        await draws.publish_draws(context.uow(), context.clock, account.user, id, data.published)
        return PublishedOut(data.published)

    @put(
        "/{id:int}/draws/{group_key:str}/seeds",
        operation_id="setDrawSeeds",
        responses=error_responses(400, 401, 403, 404),
    )
    async def seeds(
        self,
        id: PathId,
        group_key: GroupKeyParam,
        data: JSONBody[SeedsIn],
        account: SignedIn,
        context: Context,
    ) -> SeedsIn:
        """Mark a group's seeds 1 to 4 for its next draw (admins)."""
        marked = {seed.registration_id: seed.seed for seed in data.seeds}
        await draws.set_seeds(context.uow(), context.group_ids, account.user, id, group_key, marked)
        return data

    @post(
        "/{id:int}/draws/{group_key:str}/confirm",
        operation_id="confirmDraw",
        status_code=HTTP_200_OK,
        responses=error_responses(401, 403, 404, 409),
    )
    async def confirm(
        self, id: PathId, group_key: GroupKeyParam, account: SignedIn, context: Context
    ) -> DrawOut:
        """Keep a stale draw as it stands, so its results may be entered: entrants gone from
        the group stay on their lines and lose their bouts as walkovers, newcomers are not
        drawn; a later change of the entries makes it stale again (admins)."""
        ids = context.group_ids
        view = await confirm_draw(context.uow(), context.clock, ids, account.user, id, group_key)
        return draw_out(view, ids, id)

    @get(
        "/{id:int}/draws.pdf",
        operation_id="getDrawsPdf",
        media_type=PDF_MEDIA_TYPE,
        responses={**file_response(PDF_MEDIA_TYPE, "A4 landscape pages"), **READ_ERRORS},
    )
    async def printed(
        self, id: PathId, request: Request[Any, Any, Any], account: SignedIn, context: Context
    ) -> Response[bytes]:
        """Every drawn group on a page of its own, seed shown (admins; others once
        published)."""
        content = await draws_pdf(
            context.uow(), context.printer, account.user, id,
            language=request_language(request, context.variant),
            today=context.clock.now().date(),
        )  # fmt: skip
        return pdf(content, f"draws-{id}.pdf")
