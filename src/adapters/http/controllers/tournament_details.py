"""``GET /api/tournament/{id}`` and ``PUT /api/tournament/{id}/archive``: thin, one service each."""

from litestar import Controller, get, put

from adapters.http.auth import BEARER_SECURITY, Context, SignedIn
from adapters.http.openapi import error_responses
from adapters.http.params import PathId
from adapters.http.schemas.tournaments import TournamentOut, tournament_out
from fedreg_core.services import tournament_reads, tournaments

ItemId = PathId


class TournamentDetailsController(Controller):
    path = "/api/tournament"
    tags = ["Tournament"]  # noqa: RUF012 (Litestar declares it an instance variable)
    security = BEARER_SECURITY

    @get("/{id:int}", operation_id="getTournamentDetails", responses=error_responses(401, 404))
    async def details(self, id: ItemId, account: SignedIn, context: Context) -> TournamentOut:
        """The tournament with disciplines, images, documents, counts and (admins) club
        deductions; archived tournaments for admins only."""
        found = await tournament_reads.get_tournament(
            context.uow(), context.clock, account.user, id
        )
        return tournament_out(found)

    @put(
        "/{id:int}/archive",
        operation_id="archiveTournament",
        responses=error_responses(401, 403, 404, 409),
    )
    async def archive(self, id: ItemId, account: SignedIn, context: Context) -> TournamentOut:
        """Archive a tournament that is not active (admins); answers the updated tournament."""
        archived = await tournaments.archive_tournament(
            context.uow(), context.clock, account.user, id
        )
        return tournament_out(archived)
