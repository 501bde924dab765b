"""The Litestar application factory."""

from collections.abc import Sequence

from litestar import Litestar
from litestar.config.response_cache import ResponseCacheConfig
from litestar.datastructures import ResponseHeader, State
from litestar.middleware import DefineMiddleware
from litestar.types import Middleware

from adapters.http.auth import dependencies, sign_in_before_reading
from adapters.http.body_reading import StructBodies
from adapters.http.context import HttpContext
from adapters.http.controllers.access_log import AccessLogController
from adapters.http.controllers.accounts import AccountController
from adapters.http.controllers.app_data import AppDataController
from adapters.http.controllers.capabilities import CapabilitiesController
from adapters.http.controllers.club_tournaments import ClubTournamentsController
from adapters.http.controllers.health import HealthController
from adapters.http.controllers.metrics import metrics
from adapters.http.controllers.parental_consent import ParentalConsentController
from adapters.http.controllers.payments import PaymentsController, TournamentMoneyController
from adapters.http.controllers.people_bulk import PeopleBulkController
from adapters.http.controllers.person_export import PersonExportController
from adapters.http.controllers.public import PublicController
from adapters.http.controllers.public_results import PublicResultsController
from adapters.http.controllers.readiness import ReadinessController
from adapters.http.controllers.resources import RESOURCE_CONTROLLERS
from adapters.http.controllers.seasons import RankingSeedsController, SeasonsController
from adapters.http.controllers.second_factor import SecondFactorController
from adapters.http.controllers.sessions import SessionsController
from adapters.http.controllers.tournament_details import TournamentDetailsController
from adapters.http.controllers.tournament_draws import TournamentDrawsController
from adapters.http.controllers.tournament_eligibility import TournamentEligibilityController
from adapters.http.controllers.tournament_exports import TournamentExportController
from adapters.http.controllers.tournament_lists import TournamentListController
from adapters.http.controllers.tournament_numbers import TournamentNumbersController
from adapters.http.controllers.tournament_people import TournamentPeopleController
from adapters.http.controllers.tournament_registrations import TournamentRegistrationController
from adapters.http.controllers.tournament_result_prints import TournamentResultPrintsController
from adapters.http.controllers.tournament_results import TournamentResultsController
from adapters.http.controllers.tournament_tatamis import TournamentTatamisController
from adapters.http.controllers.tournament_waiting_list import TournamentWaitingListController
from adapters.http.controllers.webapp import files_router, webapp_router
from adapters.http.errors import EXCEPTION_HANDLERS
from adapters.http.forwarded import ForwardedClient, TrustedProxies
from adapters.http.idempotency import idempotent_creates
from adapters.http.idempotency_docs import document_idempotency_key
from adapters.http.openapi import LocalDateTimes, invalid_input_in_error_shape, openapi_config
from adapters.http.request_observation import RequestObservation
from adapters.http.resources.structs import close_request_bodies
from adapters.http.security_headers import ALWAYS, add_security_headers
from adapters.metrics import enable_metrics

API_CONTROLLERS = [
    AccountController,
    SecondFactorController,
    SessionsController,
    AppDataController,
    HealthController,
    ReadinessController,
    *RESOURCE_CONTROLLERS,
    TournamentDetailsController,
    ClubTournamentsController,
    TournamentRegistrationController,
    TournamentListController,
    TournamentPeopleController,
    TournamentNumbersController,
    PeopleBulkController,
    TournamentExportController,
    TournamentEligibilityController,
    CapabilitiesController,
    TournamentDrawsController,
    TournamentResultsController,
    TournamentTatamisController,
    TournamentWaitingListController,
    TournamentResultPrintsController,
    SeasonsController,
    RankingSeedsController,
    PublicController,
    PublicResultsController,
    PaymentsController,
    TournamentMoneyController,
    AccessLogController,
    PersonExportController,
    ParentalConsentController,
]

# Sent by ``add_security_headers`` on every answer; listed here for the OpenAPI document.
DOCUMENTED_HEADERS = [
    ResponseHeader(name=name, value=value, documentation_only=True)
    for name, value in ALWAYS.items()
]


def create_app(
    context: HttpContext, debug: bool = False, middleware: Sequence[Middleware] = ()
) -> Litestar:
    """The whole HTTP side: API, files and (when built) the webapp; ``middleware`` after
    fedreg's own (the server's request count). Every request is observed, outermost
    (``RequestObservation``); the metrics are counted when a token may read them."""
    if context.metrics_token:
        enable_metrics()
    handlers: list[object] = [*API_CONTROLLERS, metrics, files_router()]
    if context.webapp_dir is not None and (context.webapp_dir / "index.html").is_file():
        handlers.append(webapp_router(context.webapp_dir))
    proxies = TrustedProxies(context.trusted_proxies)
    app = Litestar(
        route_handlers=handlers,  # type: ignore[arg-type]
        dependencies=dependencies(),
        before_request=sign_in_before_reading,
        middleware=[
            DefineMiddleware(ForwardedClient, proxies=proxies),
            idempotent_creates,
            *middleware,
        ],
        exception_handlers=EXCEPTION_HANDLERS,  # type: ignore[arg-type]
        openapi_config=openapi_config(),
        plugins=[LocalDateTimes(), StructBodies()],
        response_headers=DOCUMENTED_HEADERS,
        before_send=[add_security_headers],
        response_cache_config=ResponseCacheConfig(),
        state=State({"context": context}),
        debug=debug,
        logging_config=None,  # `fedreg serve` configures the log (entrypoints/logs.py)
    )
    app.asgi_handler = RequestObservation(app.asgi_handler, proxies, context.json_log)
    close_request_bodies(app.openapi_schema)
    invalid_input_in_error_shape(app.openapi_schema)
    document_idempotency_key(app)
    return app
