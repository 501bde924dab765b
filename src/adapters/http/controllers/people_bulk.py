"""A club's people in bulk: import from a spreadsheet, export, import templates.

The sign-in is checked before the upload is read (``auth.sign_in_before_reading``); the
rights, before the file is decoded (the core's ``import_people``).
"""

from dataclasses import dataclass
from typing import Annotated, Any

from litestar import Controller, Request, Response, get, post
from litestar.datastructures import UploadFile
from litestar.openapi.datastructures import ResponseSpec
from litestar.params import MultipartBody, PathParameter, QueryParameter
from litestar.status_codes import HTTP_200_OK, HTTP_201_CREATED

from adapters.http.access import access_origin
from adapters.http.auth import BEARER_SECURITY, Context, SignedIn
from adapters.http.context import HttpContext
from adapters.http.controllers.downloads import file_response, xlsx
from adapters.http.idempotency import CREATES
from adapters.http.language import request_language
from adapters.http.openapi import error_responses
from adapters.http.params import PathId
from adapters.http.request_observation import EXPORT, IMPORT
from adapters.http.resources.file_and_action_routes import MULTIPART_FRAMING
from adapters.http.resources.people import form_context
from adapters.http.schemas.imports import ImportReportOut, import_report_out
from fedreg_core.ports.people_directory import PeopleKind
from fedreg_core.ports.spreadsheets import XLSX_MEDIA_TYPE, SheetUpload
from fedreg_core.services.people_export import club_people_workbook, import_template
from fedreg_core.services.people_import import ImportRequest, import_people
from fedreg_core.sheets.people_import import MAX_IMPORT_BYTES

Kind = Annotated[PeopleKind, PathParameter(description="members, coaches, referees or officials")]
DryRun = Annotated[
    bool,
    QueryParameter(name="dryRun", description="Only check and report (default); false stores"),
]
WithDuplicates = Annotated[
    bool,
    QueryParameter(
        name="importDuplicates",
        description="Admins: also store the rows of people already in another club",
    ),
]


@dataclass
class SheetFile:
    """``multipart/form-data`` with the spreadsheet (.xlsx, .ods or .csv) in ``file``."""

    file: UploadFile


def _language(request: Request[Any, Any, Any], context: HttpContext) -> str:
    return request_language(request, context.variant)


class PeopleBulkController(Controller):
    path = "/api/clubs"
    tags = ["Club people in bulk"]  # noqa: RUF012 (Litestar declares it an instance variable)
    security = BEARER_SECURITY

    @post(
        "/{id:int}/import/{kind:str}",
        operation_id="importPeople",
        status_code=HTTP_200_OK,
        opt={**CREATES, **IMPORT},
        request_max_body_size=MAX_IMPORT_BYTES + MULTIPART_FRAMING,
        responses={
            HTTP_201_CREATED: ResponseSpec(
                data_container=ImportReportOut,
                description="Stored (dryRun=false): the rows reported as in the dry run",
                generate_examples=False,
            ),
            **error_responses(400, 401, 403, 404, 413, 415),
        },
    )
    async def import_people(
        self,
        id: PathId,
        kind: Kind,
        data: MultipartBody[SheetFile],
        request: Request[Any, Any, Any],
        account: SignedIn,
        context: Context,
        dry_run: DryRun = True,
        with_duplicates: WithDuplicates = False,
    ) -> Response[ImportReportOut]:
        """Import a club's people of one kind from .xlsx, .ods or .csv (at most 5 MB and
        5,000 rows; the first row names the columns): every row reported as new, same (already
        in this club), duplicate (in another club) or error. dryRun=false stores the new rows
        and the members' parental consents the file records or changes (201), all or nothing:
        any row in error is a 400 naming each problem."""
        content = await data.file.read(MAX_IMPORT_BYTES + 1)
        await data.file.close()
        upload = SheetUpload(content, data.file.filename or "")
        form, origin = form_context(context), access_origin(request, context)
        asked = ImportRequest(
            kind, id, upload, form, context.variant, origin, dry_run, with_duplicates
        )
        report = await import_people(context.uow(), context.sheets, account.user, asked)
        status = HTTP_200_OK if dry_run else HTTP_201_CREATED
        answer = import_report_out(report, _language(request, context))
        return Response(answer, status_code=status)

    @get(
        "/{id:int}/people.xlsx",
        operation_id="exportClubPeople",
        opt=EXPORT,
        media_type=XLSX_MEDIA_TYPE,
        responses={
            **file_response(XLSX_MEDIA_TYPE, "The workbook"),
            **error_responses(401, 403, 404),
        },
    )
    async def people_workbook(
        self, id: PathId, request: Request[Any, Any, Any], account: SignedIn, context: Context
    ) -> Response[bytes]:
        """The club's members, coaches, referees and officials, one sheet each, in the columns
        an import reads (the club's users and admins)."""
        content = await club_people_workbook(
            context.uow(), context.workbooks, account.user, id, context.variant,
            _language(request, context), access_origin(request, context),
        )  # fmt: skip
        return xlsx(content, f"people-{id}.xlsx")

    @get(
        "/import-templates/{kind:str}",
        operation_id="getImportTemplate",
        media_type=XLSX_MEDIA_TYPE,
        responses={**file_response(XLSX_MEDIA_TYPE, "The template"), **error_responses(401)},
    )
    async def template(
        self,
        kind: Kind,
        request: Request[Any, Any, Any],
        account: SignedIn,  # noqa: ARG002 (signed-in users only)
        context: Context,
    ) -> Response[bytes]:
        """An empty sheet of one kind of people with its header, in the user's language."""
        language = _language(request, context)
        content = await import_template(context.workbooks, kind, context.variant, language)
        return xlsx(content, f"{kind.value}-{language}.xlsx")
