"""Registration calls of a tournament (docs/product.md, API): thin, one use case each.

Every change answers the updated registrations the caller may see: their club's, or every
club's for admins (``RegistrationsOut``).
"""

from collections.abc import Awaitable, Callable

from litestar import Controller, delete, get, post, put
from litestar.handlers import HTTPRouteHandler
from litestar.params import JSONBody
from litestar.status_codes import HTTP_200_OK

from adapters.http.auth import BEARER_SECURITY, Context, SignedIn
from adapters.http.context import HttpContext
from adapters.http.idempotency import CREATES
from adapters.http.openapi import error_responses
from adapters.http.params import PathId
from adapters.http.schemas.conversion.convert_registrations import (
    club_fee_out,
    club_registrations_out,
    history_out,
    registrations_out,
    tournament_fees_out,
    tournament_staff_out,
)
from adapters.http.schemas.registrations import (
    CategoryChoiceIn,
    ClubFeeOut,
    ClubRegistrationsOut,
    CompetitorChangeIn,
    CompetitorIn,
    HistoryOut,
    RegistrationsOut,
    TeamIn,
    TournamentFeesOut,
    TournamentStaffOut,
)
from fedreg_core.domain.entities import (
    CategoryEntry,
    CompetitorRegistration,
    TeamRegistration,
    User,
)
from fedreg_core.ports.clock import Clock
from fedreg_core.ports.unit_of_work import EntriesWork
from fedreg_core.services import (
    fee_report,
    registration_views,
    registrations,
    team_registrations,
)
from fedreg_core.services.registrations import CompetitorChoice
from fedreg_core.services.team_registrations import TeamChoice

ItemId = PathId
CHANGE_ERRORS = error_responses(400, 401, 403, 404, 409)
Removal = Callable[
    [EntriesWork, Clock, User, int], Awaitable[CompetitorRegistration | TeamRegistration]
]


def entries(categories: list[CategoryChoiceIn]) -> list[CategoryEntry]:
    return [CategoryEntry(c.id, list(c.disciplines)) for c in categories]


def team_choice(data: TeamIn) -> TeamChoice:
    return TeamChoice(
        data.type,
        list(data.member_ids),
        entries(data.categories),
        data.no_pay,
        data.always_pays,
        data.override,
    )


async def answer(context: HttpContext, actor: User, tournament_id: int) -> RegistrationsOut:
    """The registrations the actor sees after a change: their club's, or all for admins."""
    snapshot = await registration_views.club_registrations(
        context.uow(), actor, tournament_id, None
    )
    club_id = None if actor.is_admin else actor.club_id
    return registrations_out(actor, snapshot, club_id, context.links)


def delete_route(kind: str, remove: Removal) -> HTTPRouteHandler:
    """``DELETE /api/tournament/{kind}/{id}``: withdraw a registration of ``kind``
    (``competitor``, ``team``): removed, or after the withdrawal deadline kept as withdrawn
    (409 when withdrawn already)."""

    async def handler(
        _self: Controller, id: ItemId, account: SignedIn, context: Context
    ) -> RegistrationsOut:
        done = await remove(context.uow(), context.clock, account.user, id)
        return await answer(context, account.user, done.tournament_id)

    name = f"Delete{kind.capitalize()}"
    return delete(
        f"/{kind}/{{id:int}}",
        operation_id=name[0].lower() + name[1:],
        summary=name,
        status_code=HTTP_200_OK,
        responses=error_responses(401, 403, 404, 409),
    )(handler)


class TournamentRegistrationController(Controller):
    path = "/api/tournament"
    tags = ["Tournament registrations"]  # noqa: RUF012 (Litestar declares it an instance variable)
    security = BEARER_SECURITY

    @post(
        "/{id:int}/register-competitor",
        operation_id="registerCompetitor",
        responses=CHANGE_ERRORS,
        opt=CREATES,
    )
    async def register_competitor(
        self, id: ItemId, data: JSONBody[CompetitorIn], account: SignedIn, context: Context
    ) -> RegistrationsOut:
        """Register a member once per tournament; club users their own, while applications
        are open."""
        choice = CompetitorChoice(data.member_id, entries(data.categories), data.override)
        await registrations.register_competitor(
            context.uow(), context.clock, account.user, id, choice
        )
        return await answer(context, account.user, id)

    @put("/competitor/{id:int}", operation_id="updateCompetitor", responses=CHANGE_ERRORS)
    async def update_competitor(
        self, id: ItemId, data: JSONBody[CompetitorChangeIn], account: SignedIn, context: Context
    ) -> RegistrationsOut:
        """Replace the categories and disciplines of a competitor registration."""
        done = await registrations.update_competitor(
            context.uow(), context.clock, account.user, id, entries(data.categories), data.override
        )
        return await answer(context, account.user, done.tournament_id)

    delete_competitor = delete_route("competitor", registrations.delete_competitor)

    @post(
        "/{id:int}/register-team",
        operation_id="registerTeam",
        responses=CHANGE_ERRORS,
        opt=CREATES,
    )
    async def register_team(
        self, id: ItemId, data: JSONBody[TeamIn], account: SignedIn, context: Context
    ) -> RegistrationsOut:
        """Register a team of 2 to 4 members of one club (alwaysPays: admins only)."""
        await team_registrations.register_team(
            context.uow(), context.clock, account.user, id, team_choice(data)
        )
        return await answer(context, account.user, id)

    @put("/team/{id:int}", operation_id="updateTeam", responses=CHANGE_ERRORS)
    async def update_team(
        self, id: ItemId, data: JSONBody[TeamIn], account: SignedIn, context: Context
    ) -> RegistrationsOut:
        """Replace a team's type, members, flags and disciplines."""
        done = await team_registrations.update_team(
            context.uow(), context.clock, account.user, id, team_choice(data)
        )
        return await answer(context, account.user, done.tournament_id)

    delete_team = delete_route("team", team_registrations.delete_team)

    @get(
        "/{id:int}/history",
        operation_id="listTournamentHistory",
        responses=error_responses(401, 403, 404),
    )
    async def history(self, id: ItemId, account: SignedIn, context: Context) -> list[HistoryOut]:
        """The tournament's change history, newest first (admins)."""
        entries_ = await registration_views.tournament_history(context.uow(), account.user, id)
        return [history_out(entry) for entry in entries_]

    @get(
        "/{id:int}/staff",
        operation_id="getTournamentStaff",
        responses=error_responses(401, 403, 404),
    )
    async def staff(self, id: ItemId, account: SignedIn, context: Context) -> TournamentStaffOut:
        """Every club's coaches, referees and officials with their club's name (admins)."""
        snapshot = await registration_views.tournament_staff(context.uow(), account.user, id)
        return tournament_staff_out(snapshot)

    @get(
        "/{id:int}/club/{club_id:int}",
        operation_id="getTournamentClub",
        responses=error_responses(401, 403, 404),
    )
    async def club(
        self, id: ItemId, club_id: PathId, account: SignedIn, context: Context
    ) -> ClubRegistrationsOut:
        """The tournament as one club sees it: its registrations and its fee (admins and
        that club)."""
        view = await fee_report.club_view(context.uow(), account.user, id, club_id)
        return club_registrations_out(account.user, view.snapshot, club_id, view.fee, context.links)

    @get(
        "/{id:int}/fees", operation_id="getTournamentFees", responses=error_responses(401, 403, 404)
    )
    async def fees(self, id: ItemId, account: SignedIn, context: Context) -> TournamentFeesOut:
        """Every club's fee and the grand totals (admins)."""
        report = await fee_report.tournament_fees(context.uow(), account.user, id)
        return tournament_fees_out(report)

    @get(
        "/{id:int}/fees/{club_id:int}",
        operation_id="getTournamentClubFee",
        responses=error_responses(401, 403, 404),
    )
    async def club_fee(
        self, id: ItemId, club_id: PathId, account: SignedIn, context: Context
    ) -> ClubFeeOut:
        """One club's fee, line by line (admins and that club)."""
        report = await fee_report.club_fees(context.uow(), account.user, id, club_id)
        return club_fee_out(report)
