"""The access log, read by admins as pages or as CSV; no route writes it."""

from datetime import date
from typing import Annotated, Any

from litestar import Controller, Request, Response, get
from litestar.di import NamedDependency, Provide
from litestar.params import QueryParameter

from adapters.http.auth import BEARER_SECURITY, Context, SignedIn
from adapters.http.controllers.downloads import download, file_response
from adapters.http.language import request_language
from adapters.http.openapi import error_responses
from adapters.http.params import Limit, Skip, query_id
from adapters.http.request_observation import EXPORT
from adapters.http.schemas.privacy import AccessPageOut, access_page_out
from fedreg_core.domain.access import AccessFilter, AccessKind
from fedreg_core.ports.listing import DEFAULT_LIMIT
from fedreg_core.ports.people_directory import PeopleKind
from fedreg_core.services.access_log import AccessQuery, access_page
from fedreg_core.services.access_log_csv import CSV_MEDIA_TYPE, access_csv

PersonKindParam = Annotated[
    PeopleKind | None,
    QueryParameter(name="personKind", description="The person's kind (with personId)"),
]
PersonIdParam = Annotated[int | None, query_id("personId", "About this person (with personKind)")]
UserIdParam = Annotated[int | None, query_id("userId", "By this user")]
KindParam = Annotated[AccessKind | None, QueryParameter(name="kind", description="Of this kind")]
SinceParam = Annotated[
    date | None, QueryParameter(name="since", description="From this day (YYYY-MM-DD)")
]
UntilParam = Annotated[
    date | None, QueryParameter(name="until", description="Up to this day, included")
]
ERRORS = error_responses(400, 401, 403)


def access_filter(
    account: SignedIn,
    person_kind: PersonKindParam = None,
    person_id: PersonIdParam = None,
    user_id: UserIdParam = None,
    kind: KindParam = None,
    since: SinceParam = None,
    until: UntilParam = None,
) -> AccessFilter:
    """The filters both reads take from the query (a dependency: declared once). Read after
    the signed-in account (one dependency a level: no task group), so that a caller not
    signed in hears 401 whatever the filters."""
    del account
    person = person_kind.value if person_kind else None
    return AccessFilter(person, person_id, user_id, kind, since, until)


class AccessLogController(Controller):
    path = "/api/access-log"
    tags = ["Privacy"]  # noqa: RUF012 (Litestar declares it an instance variable)
    security = BEARER_SECURITY
    dependencies = {"where": Provide(access_filter, sync_to_thread=False)}  # noqa: RUF012

    @get("/", operation_id="listAccessLog", responses=ERRORS)
    async def page(
        self,
        account: SignedIn,
        context: Context,
        where: NamedDependency[AccessFilter],
        skip: Skip = 0,
        limit: Limit = DEFAULT_LIMIT,
    ) -> AccessPageOut:
        """Who read or exported whose data, newest first: one page and the total (admins)."""
        query = AccessQuery(where, skip, limit)
        return access_page_out(await access_page(context.uow(), account.user, query))

    @get(
        "/export.csv",
        operation_id="exportAccessLog",
        opt=EXPORT,
        media_type=CSV_MEDIA_TYPE,
        responses={**file_response(CSV_MEDIA_TYPE, "The rows as CSV"), **ERRORS},
    )
    async def csv(
        self,
        request: Request[Any, Any, Any],
        account: SignedIn,
        context: Context,
        where: NamedDependency[AccessFilter],
    ) -> Response[bytes]:
        """Every row the filters keep, newest first, as CSV (admins)."""
        language = request_language(request, context.variant)
        content = await access_csv(context.uow(), account.user, where, language)
        return download(content, "access-log.csv", CSV_MEDIA_TYPE)
