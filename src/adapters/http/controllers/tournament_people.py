"""``POST /api/tournament/{id}/register-{role}/{personId}`` and
``DELETE /api/tournament/{id}/{role}/{personId}`` for coaches, referees and officials."""

from collections.abc import Awaitable, Callable
from typing import Any

from litestar import Controller, delete, post
from litestar.handlers import HTTPRouteHandler
from litestar.status_codes import HTTP_200_OK

from adapters.http.auth import BEARER_SECURITY, Context, SignedIn
from adapters.http.controllers.tournament_registrations import (
    ItemId,
    answer,
)
from adapters.http.idempotency import CREATES
from adapters.http.openapi import error_responses
from adapters.http.params import PathId
from adapters.http.schemas.registrations import RegistrationsOut
from fedreg_core.domain.entities import TournamentPerson, User
from fedreg_core.ports.clock import Clock
from fedreg_core.ports.unit_of_work import StaffEntriesWork
from fedreg_core.services import tournament_people
from fedreg_core.services.tournament_people import PersonRole

PersonChange = Callable[
    [StaffEntriesWork, Clock, User, int, PersonRole, int], Awaitable[TournamentPerson | None]
]
Handler = Callable[[Controller, int, int, SignedIn, Context], Awaitable[RegistrationsOut]]


def changing(role: PersonRole, change: PersonChange) -> Handler:
    """A handler that makes ``change`` for a person in ``role`` and answers with the
    tournament's registrations."""

    async def handler(
        _self: Controller, id: ItemId, person_id: PathId, account: SignedIn, context: Context
    ) -> RegistrationsOut:
        await change(context.uow(), context.clock, account.user, id, role, person_id)
        return await answer(context, account.user, id)

    return handler


def register_route(role: PersonRole) -> HTTPRouteHandler:
    return post(
        f"/{{id:int}}/register-{role}/{{person_id:int}}",
        operation_id=f"register{role.capitalize()}",
        summary="Register",
        description=f"Register a {role} of the caller's club (any club for admins), once.",
        responses=error_responses(401, 403, 404, 409),
        opt=CREATES,
    )(changing(role, tournament_people.register_person))


def remove_route(role: PersonRole) -> HTTPRouteHandler:
    return delete(
        f"/{{id:int}}/{role}/{{person_id:int}}",
        operation_id=f"remove{role.capitalize()}",
        summary="Remove",
        description=f"Remove a registered {role} from the tournament.",
        status_code=HTTP_200_OK,
        responses=error_responses(401, 403, 404),
    )(changing(role, tournament_people.remove_person))


def _people_controller() -> type[Controller]:
    handlers: dict[str, Any] = {}
    for role in PersonRole:
        handlers[f"register_{role}"] = register_route(role)
        handlers[f"remove_{role}"] = remove_route(role)
    attributes: dict[str, Any] = {
        "path": "/api/tournament",
        "tags": ["Tournament registrations"],
        "security": BEARER_SECURITY,
        "__doc__": "Coaches, referees and officials of a tournament.",
        **handlers,
    }
    return type("TournamentPeopleController", (Controller,), attributes)


TournamentPeopleController = _people_controller()
