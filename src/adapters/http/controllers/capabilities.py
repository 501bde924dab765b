"""What the signed-in user may do on a club's page and a tournament's, asked of the same
rules the writes are checked by: the webapp shows its buttons and panels from these."""

from typing import Annotated

from litestar import Controller, get
from litestar.params import QueryParameter

from adapters.http.auth import BEARER_SECURITY, Context, SignedIn
from adapters.http.openapi import error_responses
from adapters.http.params import BodyId, PathId
from adapters.http.schemas.capabilities import (
    ClubCapabilitiesOut,
    ClubRowCapabilitiesOut,
    TournamentCapabilitiesOut,
    TournamentClubCapabilitiesOut,
    UserRowCapabilitiesOut,
    club_capabilities_out,
    tournament_capabilities_out,
)
from fedreg_core.services.capabilities import (
    club_capabilities_of,
    clubs_deletable,
    may_change_entries,
    tournament_capabilities_of,
    users_open_to,
)

MAX_ROWS = 1000
RowIds = Annotated[
    list[BodyId],
    QueryParameter(name="id", max_items=MAX_ROWS, description="The ids of the list's rows"),
]


class CapabilitiesController(Controller):
    tags = ["Capabilities"]  # noqa: RUF012 (Litestar declares it an instance variable)
    security = BEARER_SECURITY

    @get(
        "/api/clubs/{id:int}/capabilities",
        operation_id="getClubCapabilities",
        responses=error_responses(401, 403, 404),
    )
    async def club(self, id: PathId, account: SignedIn, context: Context) -> ClubCapabilitiesOut:
        """What the signed-in user may do on the club's page: edit or delete the club, the
        buttons of each people panel, the pay flags."""
        found = await club_capabilities_of(context.uow(), account.user, id)
        return club_capabilities_out(found)

    @get(
        "/api/tournament/{id:int}/capabilities",
        operation_id="getTournamentCapabilities",
        responses=error_responses(401, 403, 404),
    )
    async def tournament(
        self, id: PathId, account: SignedIn, context: Context
    ) -> TournamentCapabilitiesOut:
        """What the signed-in user may do on the tournament's page: archive it, see its info
        panel and its discipline overview."""
        uow, clock, variant = context.uow(), context.clock, context.variant
        found = await tournament_capabilities_of(uow, clock, account.user, id, variant)
        return tournament_capabilities_out(found)

    @get(
        "/api/tournament/{id:int}/club/{club_id:int}/capabilities",
        operation_id="getTournamentClubCapabilities",
        responses=error_responses(401, 403, 404),
    )
    async def tournament_club(
        self, id: PathId, club_id: PathId, account: SignedIn, context: Context
    ) -> TournamentClubCapabilitiesOut:
        """Whether the signed-in user may register, change and remove the club's entries in
        the tournament now."""
        allowed = await may_change_entries(context.uow(), context.clock, account.user, id, club_id)
        return TournamentClubCapabilitiesOut(change_registrations=allowed)

    @get(
        "/api/clubs/capabilities",
        operation_id="listClubCapabilities",
        responses=error_responses(400, 401, 403),
    )
    async def club_rows(self, account: SignedIn, id: RowIds) -> list[ClubRowCapabilitiesOut]:
        """Which of the clubs list's rows (``?id=1&id=2``) the signed-in user may delete."""
        found = clubs_deletable(account.user, id)
        return [ClubRowCapabilitiesOut(id=key, delete=allowed) for key, allowed in found.items()]

    @get(
        "/api/users/capabilities",
        operation_id="listUserCapabilities",
        responses=error_responses(400, 401, 403),
    )
    async def user_rows(self, account: SignedIn, id: RowIds) -> list[UserRowCapabilitiesOut]:
        """On which of the users list's rows (``?id=1&id=2``) the signed-in user may act
        (block, promote, set a password)."""
        found = users_open_to(account.user, id)
        return [UserRowCapabilitiesOut(id=key, change_status=ok) for key, ok in found.items()]
