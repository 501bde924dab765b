"""The routes of one resource, built from its definition: thin, one use case each.

Handlers are written once here; ``typed`` gives each built handler the resource's concrete
Structs, which Litestar reads to decode, validate and document the call.
"""

from collections.abc import Callable
from typing import Annotated, Any, TypeVar

import msgspec
from litestar import Controller, Request, delete, get, post, put
from litestar.handlers import HTTPRouteHandler
from litestar.params import JSONBody, Parameter

from adapters.http.access import access_origin
from adapters.http.auth import Context, SignedIn
from adapters.http.body_decoding import UNREADABLE_JSON
from adapters.http.idempotency import CREATES
from adapters.http.openapi import error_responses
from adapters.http.params import Limit, PathId, SearchText, Skip
from adapters.http.resources.resource import Create, Resource, Update
from adapters.http.resources.structs import page_struct, request_struct
from fedreg_core.domain.errors import RuleBroken
from fedreg_core.ports.listing import DEFAULT_LIMIT
from fedreg_core.services.listing import ListRequest

F = TypeVar("F", bound=Callable[..., Any])

ITEM = "/{id:int}"

Filters = Annotated[
    str | None, Parameter(description='JSON object of equality filters, e.g. {"clubId": 3}')
]
ItemId = PathId
JSON_BODY: Any = JSONBody  # subscripted with each resource's body Struct at run time


def typed(handler: F, *, returns: Any, data: Any = None) -> F:
    """Give a handler built at run time the concrete types Litestar reads and documents."""
    handler.__annotations__["return"] = returns
    if data is not None:
        handler.__annotations__["data"] = data
    return handler


def filters_from(by: str | None) -> dict[str, object]:
    """The ``by`` parameter: a JSON object (the core checks its fields)."""
    try:
        filters = msgspec.json.decode(by) if by else {}
    except UNREADABLE_JSON:
        filters = None
    if not isinstance(filters, dict):
        raise RuleBroken.single("by", "invalid_value")
    return filters


def list_route(r: Resource[Any]) -> HTTPRouteHandler:
    page = page_struct(r.out, f"{r.singular}Page")

    async def list_items(
        _self: Controller,
        account: SignedIn,
        context: Context,
        q: SearchText = "",
        by: Filters = None,
        skip: Skip = 0,
        limit: Limit = DEFAULT_LIMIT,
    ) -> Any:
        found = await r.list(context, account.user, ListRequest(q, filters_from(by), skip, limit))
        return page(
            items=[r.answer(item, context.links) for item in found.items], total=found.total
        )

    return get(
        "/",
        operation_id=f"list{r.plural}",
        description=f"List {r.label}: one page and the total.",
        responses=error_responses(400, 401, 403),
    )(typed(list_items, returns=page))


def get_route(r: Resource[Any]) -> HTTPRouteHandler:
    async def get_item(
        _self: Controller,
        id: ItemId,
        request: Request[Any, Any, Any],
        account: SignedIn,
        context: Context,
    ) -> Any:
        origin = access_origin(request, context)
        return r.answer(await r.get(context, account.user, id, origin), context.links)

    return get(
        ITEM,
        operation_id=f"get{r.singular}",
        description=f"One of the {r.label} by id.",
        responses=error_responses(401, 403, 404),
    )(typed(get_item, returns=r.out))


def create_route(r: Resource[Any], create: Create[Any, Any]) -> HTTPRouteHandler:
    body = request_struct(create.body, f"{r.singular}CreateRequest")

    async def create_item(_self: Controller, data: Any, account: SignedIn, context: Context) -> Any:
        created = await create.run(context, account.user, data.obj)
        return r.answer(created, context.links)

    return post(
        "/",
        operation_id=f"create{r.singular}",
        description=f"Add to the {r.label}; answers the stored item.",
        responses=error_responses(400, 401, 403, *r.conflict("create")),
        opt=CREATES,
    )(typed(create_item, returns=r.out, data=JSON_BODY[body]))


def update_route(r: Resource[Any], update: Update[Any, Any]) -> HTTPRouteHandler:
    body = request_struct(update.body, f"{r.singular}UpdateRequest")

    async def update_item(
        _self: Controller, id: ItemId, data: Any, account: SignedIn, context: Context
    ) -> Any:
        updated = await update.run(context, account.user, id, data.obj)
        return r.answer(updated, context.links)

    return put(
        ITEM,
        operation_id=f"update{r.singular}",
        description=f"Change one of the {r.label}: fields that are not sent stay as they are.",
        responses=error_responses(400, 401, 403, 404, *r.conflict("update")),
    )(typed(update_item, returns=r.out, data=JSON_BODY[body]))


def delete_route(r: Resource[Any]) -> HTTPRouteHandler:
    assert r.delete is not None
    remove = r.delete

    async def delete_item(
        _self: Controller, id: ItemId, account: SignedIn, context: Context
    ) -> None:
        await remove(context, account.user, id)

    return delete(
        ITEM,
        operation_id=f"delete{r.singular}",
        description=f"Remove one of the {r.label}.",
        responses=error_responses(401, 403, 404, *r.conflict("delete")),
    )(delete_item)
