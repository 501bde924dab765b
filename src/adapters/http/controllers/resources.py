"""The generic resources (docs/product.md, API): one controller each, built from
the resource definitions by one factory."""

from typing import Any

from litestar import Controller
from litestar.handlers import HTTPRouteHandler

from adapters.http.auth import BEARER_SECURITY
from adapters.http.resources.administration import CLUBS, SETTINGS, USERS
from adapters.http.resources.catalog import CATALOG_RESOURCES
from adapters.http.resources.file_and_action_routes import action_route, upload_route
from adapters.http.resources.people import PEOPLE_RESOURCES
from adapters.http.resources.registrations import CLUB_DEDUCTIONS
from adapters.http.resources.resource import Resource
from adapters.http.resources.routes import (
    create_route,
    delete_route,
    get_route,
    list_route,
    update_route,
)
from adapters.http.resources.tournaments import TOURNAMENT_RESOURCES

MODEL_PATH = "/api/model"


def resource_routes(r: Resource[Any]) -> list[HTTPRouteHandler]:
    """Every route the resource defines a use case for, in the order of docs/product.md, API."""
    routes = [list_route(r), get_route(r)]
    if r.create is not None:
        routes.append(create_route(r, r.create))
    if r.update is not None:
        routes.append(update_route(r, r.update))
    if r.delete is not None:
        routes.append(delete_route(r))
    if r.upload is not None:
        routes.append(upload_route(r))
    routes += [action_route(r, action) for action in r.actions]
    return routes


def resource_controller(r: Resource[Any]) -> type[Controller]:
    """``/api/model/{r.name}`` with the resource's routes, all for signed-in users."""
    handlers = {f"route_{index}": route for index, route in enumerate(resource_routes(r))}
    attributes: dict[str, Any] = {
        "path": f"{MODEL_PATH}/{r.name}",
        "tags": [r.plural],
        "security": BEARER_SECURITY,
        "__doc__": f"The generic resource {r.name}.",
        **handlers,
    }
    return type(f"{r.plural}Controller", (Controller,), attributes)


RESOURCES: list[Resource[Any]] = [
    CLUBS,
    *PEOPLE_RESOURCES,
    USERS,
    SETTINGS,
    *CATALOG_RESOURCES,
    *TOURNAMENT_RESOURCES,
    CLUB_DEDUCTIONS,
]
RESOURCE_CONTROLLERS = [resource_controller(resource) for resource in RESOURCES]
