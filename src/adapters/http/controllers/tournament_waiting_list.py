"""A tournament's entry caps, club quotas and waiting list: the places left for the entry
dialog (whoever sees the tournament); the limits and the waiting list (admins)."""

from typing import Annotated

from litestar import Controller, delete, get, post, put
from litestar.params import JSONBody, PathParameter

from adapters.http.auth import BEARER_SECURITY, Context, SignedIn
from adapters.http.openapi import error_responses
from adapters.http.params import PathId
from adapters.http.schemas.entry_limits import (
    EntryLimitsIn,
    PlacesOut,
    WaitingOut,
    places_out,
    waiting_out,
)
from fedreg_core.domain.entry_limits import EntryKind
from fedreg_core.services import waiting_list

READ = error_responses(401, 403, 404)
Kind = Annotated[EntryKind, PathParameter(description="A competitor's entry or a team's")]
CHANGE = error_responses(400, 401, 403, 404, 409)


class TournamentWaitingListController(Controller):
    path = "/api/tournament"
    tags = ["Registrations"]  # noqa: RUF012 (Litestar declares it an instance variable)
    security = BEARER_SECURITY

    @get("/{id:int}/entry-places", operation_id="getEntryPlaces", responses=READ)
    async def places(self, id: PathId, account: SignedIn, context: Context) -> list[PlacesOut]:
        """The tournament's limits with the places left and the waiting lines: its total
        first, then each limited category and discipline."""
        found = await waiting_list.entry_places(context.uow(), account.user, id)
        return [places_out(item) for item in found]

    @put("/{id:int}/entry-limits", operation_id="setEntryLimits", responses=CHANGE)
    async def set_limits(
        self, id: PathId, data: JSONBody[EntryLimitsIn], account: SignedIn, context: Context
    ) -> list[PlacesOut]:
        """Replace the caps and club quotas (admins); a raised cap promotes the first in
        line. Answers the places as ``getEntryPlaces``."""
        uow = context.uow
        await waiting_list.set_entry_limits(uow(), context.clock, account.user, id, data.limits())
        found = await waiting_list.entry_places(uow(), account.user, id)
        return [places_out(item) for item in found]

    @get("/{id:int}/waiting-list", operation_id="getWaitingList", responses=READ)
    async def waiting(self, id: PathId, account: SignedIn, context: Context) -> list[WaitingOut]:
        """The waiting list, first come first (admins)."""
        found = await waiting_list.waiting_list(context.uow(), account.user, id)
        return [waiting_out(item) for item in found]

    @get(
        "/{id:int}/club/{club_id:int}/waiting-list",
        operation_id="getClubWaitingList",
        responses=READ,
    )
    async def club_waiting(
        self, id: PathId, club_id: PathId, account: SignedIn, context: Context
    ) -> list[WaitingOut]:
        """The club's entries on the waiting list, each with its place in line (the club's
        users and admins)."""
        found = await waiting_list.club_waiting_list(context.uow(), account.user, id, club_id)
        return [waiting_out(item) for item in found]

    @post(
        "/{id:int}/waiting-list/{kind:str}/{entry_id:int}/promote",
        operation_id="promoteWaitingEntry",
        status_code=204,
        responses=CHANGE,
    )
    async def promote(
        self, id: PathId, kind: Kind, entry_id: PathId, account: SignedIn, context: Context
    ) -> None:
        """Give a waiting entry (a competitor's or a team's, by ``kind``) a place past the
        caps (admins; in the history)."""
        await waiting_list.change_waiting_entry(
            context.uow(), context.clock, account.user, id, (kind, entry_id), promote=True
        )

    @delete(
        "/{id:int}/waiting-list/{kind:str}/{entry_id:int}",
        operation_id="removeWaitingEntry",
        responses=CHANGE,
    )
    async def remove(
        self, id: PathId, kind: Kind, entry_id: PathId, account: SignedIn, context: Context
    ) -> None:
        """Remove a waiting entry (a competitor's or a team's, by ``kind``; admins; in the
        history)."""
        await waiting_list.change_waiting_entry(
            context.uow(), context.clock, account.user, id, (kind, entry_id), promote=False
        )
