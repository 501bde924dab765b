"""A tournament's tatamis: the groups each fights, when, and its table officials, set by admins
and read by whoever reads the draws; and a club's day: where and when its competitors fight."""

from litestar import Controller, get, put
from litestar.params import JSONBody

from adapters.http.auth import BEARER_SECURITY, Context, SignedIn
from adapters.http.controllers.tournament_draws import READ_ERRORS
from adapters.http.openapi import error_responses
from adapters.http.params import PathId
from adapters.http.schemas.tatamis import (
    CompetitorDayOut,
    TatamisIn,
    TatamisOut,
    competitor_day_out,
    tatamis_out,
)
from fedreg_core.services import club_day, tatamis


class TournamentTatamisController(Controller):
    path = "/api/tournament"
    tags = ["Results"]  # noqa: RUF012 (Litestar declares it an instance variable)
    security = BEARER_SECURITY

    @get("/{id:int}/tatamis", operation_id="getTatamis", responses=READ_ERRORS)
    async def plan(self, id: PathId, account: SignedIn, context: Context) -> TatamisOut:
        """The tatamis by number with their table officials and running order: each group's
        bouts and estimated start (admins; others once the draws are published)."""
        found = await tatamis.tatami_plan(context.uow(), context.group_ids, account.user, id)
        return tatamis_out(found)

    @put(
        "/{id:int}/tatamis",
        operation_id="setTatamis",
        responses=error_responses(400, 401, 403, 404),
    )
    async def set_plan(
        self, id: PathId, data: JSONBody[TatamisIn], account: SignedIn, context: Context
    ) -> TatamisOut:
        """Set every tatami: its groups in fighting order (each drawn, on one tatami at most),
        its start and its table officials, who then record the first results of those groups'
        bouts; and the minutes a bout of each discipline takes (admins)."""
        found = await tatamis.set_tatami_plan(
            context.uow(), context.group_ids, account.user, id, data.wanted(), data.minutes()
        )
        return tatamis_out(found)

    @get("/{id:int}/clubs/{club_id:int}/day", operation_id="getClubDay", responses=READ_ERRORS)
    async def club(
        self, id: PathId, club_id: PathId, account: SignedIn, context: Context
    ) -> list[CompetitorDayOut]:
        """The club's competitors in the drawn groups: each one's tatami, its group's
        estimated start, and its next bout (opponent when known) or its place (the club's
        users once the draws are published; admins)."""
        found = await club_day.club_day(context.uow(), context.group_ids, account.user, id, club_id)
        return [competitor_day_out(item) for item in found]
