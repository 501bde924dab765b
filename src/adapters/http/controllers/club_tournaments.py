"""``GET /api/tournament/of-club/{club_id}``: a club's tournaments with its counts and fee."""

from litestar import Controller, get

from adapters.http.auth import BEARER_SECURITY, Context, SignedIn
from adapters.http.openapi import error_responses
from adapters.http.params import PathId
from adapters.http.schemas.club_tournaments import ClubTournamentOut, club_tournament_out
from fedreg_core.services import club_tournaments


class ClubTournamentsController(Controller):
    path = "/api/tournament/of-club"
    tags = ["Tournament"]  # noqa: RUF012 (Litestar declares it an instance variable)
    security = BEARER_SECURITY

    @get(
        "/{club_id:int}",
        operation_id="listClubTournaments",
        responses=error_responses(401, 403, 404),
    )
    async def list_for_club(
        self, club_id: PathId, account: SignedIn, context: Context
    ) -> list[ClubTournamentOut]:
        """The tournaments that are not archived, latest start first, each with the club's
        own registrations counted and its fee (admins and that club's users)."""
        found = await club_tournaments.club_tournaments(
            context.uow(), context.clock, account.user, club_id
        )
        return [club_tournament_out(item) for item in found]
