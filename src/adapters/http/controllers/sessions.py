"""Signed-in devices: where the user is signed in, and signing out there or here
(docs/security.md, Signed-in devices)."""

from typing import Annotated

from litestar import Controller, delete, get, post
from litestar.params import Parameter
from litestar.status_codes import HTTP_200_OK

from adapters.http.auth import BEARER_SECURITY, ENROLMENT_CALL, Context, SignedIn
from adapters.http.openapi import error_responses
from adapters.http.schemas.common import Empty
from adapters.http.schemas.sessions import SessionOut, session_out
from fedreg_core.services import sessions

SessionId = Annotated[str, Parameter(max_length=64, description="A session's id")]


class SessionsController(Controller):
    path = "/api"
    tags = ["Auth and profile"]  # noqa: RUF012 (Litestar declares it an instance variable)
    security = BEARER_SECURITY

    @get("/profile/sessions", operation_id="listSessions", responses=error_responses(401, 403))
    async def list(self, account: SignedIn, context: Context) -> list[SessionOut]:
        """Where the signed-in user is signed in: this one first (``current``), then the
        newest first."""
        found = await sessions.list_sessions(context.uow(), context.clock, account)
        return [session_out(view) for view in found]

    @delete(
        "/profile/sessions/{id:str}",
        operation_id="endSession",
        status_code=HTTP_200_OK,
        responses=error_responses(400, 401, 403, 404),
    )
    async def end(self, id: SessionId, account: SignedIn, context: Context) -> Empty:
        """Sign out on one of the user's devices: that session's token stops working."""
        await sessions.end_session(context.uow(), account, id)
        return Empty()

    @post(
        "/logout",
        operation_id="logout",
        status_code=HTTP_200_OK,
        responses=error_responses(401, 403),
        opt=ENROLMENT_CALL,  # a token good only to switch a second factor on may end too
    )
    async def sign_out(self, account: SignedIn, context: Context) -> Empty:
        """Sign out here: this token's session ends (its token stops working everywhere)."""
        await sessions.sign_out(context.uow(), account)
        return Empty()
