"""Bearer-token sign-in as a Litestar dependency; the core decides whether the token is good."""

from typing import Any

from litestar import Request
from litestar.di import NamedDependency, Provide

from adapters.http.context import HttpContext
from fedreg_core.domain.errors import NotSignedIn
from fedreg_core.services.accounts import Account
from fedreg_core.services.authentication import authenticate

BEARER_SECURITY: list[dict[str, list[str]]] = [{"BearerToken": []}]


def bearer_token(request: Request[Any, Any, Any]) -> str:
    scheme, _, token = request.headers.get("authorization", "").partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise NotSignedIn
    return token.strip()


async def provide_account(
    request: Request[Any, Any, Any], context: NamedDependency[HttpContext]
) -> Account:
    """The signed-in account; 401 without a valid token, 403 when blocked."""
    token = bearer_token(request)
    return await authenticate(context.site, context.tokens, token)


def dependencies(context: NamedDependency[HttpContext]) -> dict[str, Provide]:
    def provide_context() -> HttpContext:
        return context

    return {
        "context": Provide(provide_context, use_cache=True, sync_to_thread=False),
        "account": Provide(provide_account),
    }
