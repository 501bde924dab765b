"""Bearer-token sign-in as a Litestar dependency; the core decides whether the token is good."""

from typing import Any

from litestar import Request
from litestar.connection import ASGIConnection
from litestar.datastructures import State
from litestar.di import NamedDependency, Provide

from adapters.http.context import HttpContext
from fedreg_core.domain.errors import NotSignedIn
from fedreg_core.ports.site import Account
from fedreg_core.services.authentication import authenticate

BEARER_SECURITY: list[dict[str, list[str]]] = [{"BearerToken": []}]


ACCOUNT = "account"
ENROLMENT = "second_factor_enrolment"
"""A route's ``opt`` key: the route takes a token good only to switch a second factor on."""
ENROLMENT_CALL: dict[str, Any] = {ENROLMENT: True}

SignedIn = NamedDependency[Account]
"""A handler's ``account`` parameter: the signed-in account (``provide_account``)."""
Context = NamedDependency[HttpContext]
"""A handler's ``context`` parameter: the app's context (``provide_context``)."""


def bearer_token(request: ASGIConnection[Any, Any, Any, Any]) -> str:
    scheme, _, token = request.headers.get("authorization", "").partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise NotSignedIn
    return token.strip()


async def signed_in_account(connection: ASGIConnection[Any, Any, Any, Any]) -> Account:
    """The signed-in account, read once per request; 401 without a valid token, 403 when
    blocked, or when the token is good only to switch a second factor on and the route is
    not one of those (``ENROLMENT_CALL``)."""
    if ACCOUNT not in connection.state:
        context: HttpContext = connection.app.state["context"]
        token = bearer_token(connection)
        handler = connection.scope.get("route_handler")
        enrolment_call = handler is not None and bool(handler.opt.get(ENROLMENT))
        connection.state[ACCOUNT] = await authenticate(
            context.site, context.tokens, token, enrolment_call=enrolment_call
        )
    account: Account = connection.state[ACCOUNT]
    return account


async def sign_in_before_reading(request: Request[Any, Any, Any]) -> None:
    """Litestar's ``before_request`` hook, run before the body is read: handlers that take the
    signed-in account check it first, so a client that is not signed in hears 401 (a blocked
    one 403) whatever it sent. (A guard would do the same, but Litestar copies the route
    handler for every guard call: a fiftieth of a light request's CPU.)"""
    if ACCOUNT in request.route_handler.parsed_fn_signature.parameters:
        await signed_in_account(request)


async def provide_account(
    request: Request[Any, Any, Any], context: NamedDependency[HttpContext]
) -> Account:
    """Takes ``context`` only to be resolved after it: Litestar resolves the dependencies of
    one level in an anyio task group, a tenth of a light request's CPU, and one by one
    when each level has one (docs/performance.md)."""
    del context
    return await signed_in_account(request)


def provide_context(state: State) -> HttpContext:
    """The app's context, read from the app's state on every request (not closed over), so
    that one app can serve another context: the API tests build the app once per process."""
    context: HttpContext = state["context"]
    return context


def dependencies() -> dict[str, Provide]:
    return {
        "context": Provide(provide_context, sync_to_thread=False),
        ACCOUNT: Provide(provide_account),
    }
