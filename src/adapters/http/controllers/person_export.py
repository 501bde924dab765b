"""Everything held on one person, for their right of access: JSON or an A4 PDF (admins);
each download goes into the access log."""

from typing import Annotated, Any

from litestar import Controller, Request, Response, get
from litestar.params import PathParameter

from adapters.http.access import access_origin
from adapters.http.auth import BEARER_SECURITY, Context, SignedIn
from adapters.http.controllers.downloads import (
    PDF_MEDIA_TYPE,
    download,
    file_response,
    json_file_response,
    pdf,
)
from adapters.http.language import request_language
from adapters.http.openapi import error_responses
from adapters.http.params import PathId
from adapters.http.request_observation import EXPORT
from fedreg_core.ports.people_directory import PeopleKind
from fedreg_core.services.person_export import person_json
from fedreg_core.services.person_report import person_pdf

JSON_MEDIA_TYPE = "application/json"
Kind = Annotated[PeopleKind, PathParameter(description="members, coaches, referees or officials")]
ERRORS = error_responses(401, 403, 404)


class PersonExportController(Controller):
    path = "/api/people/{kind:str}/{id:int}"
    tags = ["Privacy"]  # noqa: RUF012 (Litestar declares it an instance variable)
    security = BEARER_SECURITY

    @get(
        "/export.json",
        operation_id="exportPersonJson",
        opt=EXPORT,
        media_type=JSON_MEDIA_TYPE,
        responses={**json_file_response("Everything held, as JSON"), **ERRORS},
    )
    async def as_json(
        self,
        kind: Kind,
        id: PathId,
        request: Request[Any, Any, Any],
        account: SignedIn,
        context: Context,
    ) -> Response[bytes]:
        """The person's record, change history, entries, draws, results, invoice lines naming
        them, photo and the access log's rows about them (admins)."""
        origin = access_origin(request, context)
        content = await person_json(context.uow(), account.user, kind, id, origin)
        return download(content, f"{kind.value}-{id}.json", JSON_MEDIA_TYPE)

    @get(
        "/export.pdf",
        operation_id="exportPersonPdf",
        opt=EXPORT,
        media_type=PDF_MEDIA_TYPE,
        responses={**file_response(PDF_MEDIA_TYPE, "Everything held, as an A4 PDF"), **ERRORS},
    )
    async def as_pdf(
        self,
        kind: Kind,
        id: PathId,
        request: Request[Any, Any, Any],
        account: SignedIn,
        context: Context,
    ) -> Response[bytes]:
        """The same as the JSON export, readable, in the user's language (admins)."""
        origin = access_origin(request, context)
        language = request_language(request, context.variant)
        content = await person_pdf(
            context.uow(), context.printer, account.user, kind, id, origin, language
        )
        return pdf(content, f"{kind.value}-{id}.pdf")
