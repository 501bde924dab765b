"""``POST /api/model/Tournaments/{id}/assignNumbers {}``: numbers competitors 1..N (admins)."""

import msgspec
from litestar import Controller, post
from litestar.params import JSONBody
from litestar.status_codes import HTTP_200_OK

from adapters.http.auth import BEARER_SECURITY, Context, SignedIn
from adapters.http.controllers.tournament_registrations import ItemId
from adapters.http.openapi import error_responses
from adapters.http.schemas.common import Empty
from adapters.http.schemas.tournaments import TournamentOut, tournament_out
from fedreg_core.services import tournament_reads, tournament_records


class AssignNumbersResult(msgspec.Struct):
    success: bool
    item: TournamentOut


class TournamentNumbersController(Controller):
    path = "/api/model/Tournaments"
    tags = ["Tournaments"]  # noqa: RUF012 (Litestar declares it an instance variable)
    security = BEARER_SECURITY

    @post(
        "/{id:int}/assignNumbers",
        operation_id="tournamentAssignNumbers",
        status_code=HTTP_200_OK,
        responses=error_responses(400, 401, 403, 404),
    )
    async def assign_numbers(
        self, id: ItemId, data: JSONBody[Empty], account: SignedIn, context: Context
    ) -> AssignNumbersResult:
        """Number every competitor 1..N by club name, last name, first name (admins)."""
        del data
        await tournament_records.assign_numbers(context.uow(), account.user, id)
        shown = await tournament_reads.get_tournament(
            context.uow(), context.clock, account.user, id
        )
        return AssignNumbersResult(success=True, item=tournament_out(shown))
