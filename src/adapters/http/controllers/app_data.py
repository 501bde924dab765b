"""``GET /api/data``: what the webapp loads on start, signed in or not."""

from datetime import datetime
from typing import Any

from litestar import Controller, Request, get
from litestar.di import NamedDependency

from adapters.http.auth import bearer_token
from adapters.http.context import HttpContext
from adapters.http.schemas.app_data import (
    AppDataOut,
    FeaturesOut,
    SettingsOut,
    TournamentSummaryOut,
)
from fedreg_core.domain.entities import Settings
from fedreg_core.domain.errors import NotSignedIn
from fedreg_core.domain.tournament_state import tournament_is_active
from fedreg_core.ports.site import ActiveTournament
from fedreg_core.services.app_data import load_app_data


def settings_out(settings: Settings, signed_in: bool) -> SettingsOut:
    public = SettingsOut(settings.title, settings.description, settings.logo)
    if not signed_in:
        return public
    assert settings.id is not None
    public.id = settings.id
    public.disable_edit = settings.disable_edit
    public.disable_create = settings.disable_create
    public.show_disciplines = settings.show_disciplines
    public.clubs_may_set_no_pay = settings.clubs_may_set_no_pay
    public.admins_need_second_factor = settings.admins_need_second_factor
    return public


def tournament_summary_out(tournament: ActiveTournament, now: datetime) -> TournamentSummaryOut:
    return TournamentSummaryOut(
        id=tournament.id,
        name=tournament.name,
        is_active=tournament_is_active(tournament, now),
        registration_open=tournament.registration_open,
        registration_by_clock=tournament.registration_by_clock,
        is_archived=tournament.is_archived,
        start_date=tournament.start_date,
        end_date=tournament.end_date,
    )


def _token_if_any(request: Request[Any, Any, Any]) -> str | None:
    try:
        return bearer_token(request)
    except NotSignedIn:
        return None


class AppDataController(Controller):
    path = "/api"
    tags = ["Auth and profile"]  # noqa: RUF012 (Litestar declares it an instance variable)

    @get("/data", operation_id="appData")
    async def app_data(
        self, request: Request[Any, Any, Any], context: NamedDependency[HttpContext]
    ) -> AppDataOut:
        """Site settings, the active tournament, the tournaments taking applications, the
        variant, features and the federation's time zone."""
        token = _token_if_any(request)
        data = await load_app_data(context.site, context.tokens, token)
        active, now = data.active_tournament, context.clock.now()
        opened = [tournament_summary_out(t, now) for t in data.open_tournaments]
        return AppDataOut(
            settings=settings_out(data.settings, data.signed_in),
            active_tournament=tournament_summary_out(active, now) if active is not None else None,
            variant=context.variant,
            features=FeaturesOut(),
            time_zone=context.time_zone,
            open_tournaments=[t for t in opened if t.is_active],
        )
