"""A member's parental consent: recorded, removed, its scanned copy attached (the member's
club and admins); each answers the member, the scanned copy as a signed link."""

from typing import TYPE_CHECKING, Any

from litestar import Controller, Request, delete, post, put
from litestar.params import JSONBody, MultipartBody
from litestar.status_codes import HTTP_200_OK

from adapters.http.access import access_origin
from adapters.http.auth import BEARER_SECURITY, Context, SignedIn
from adapters.http.file_links import FileLinks
from adapters.http.openapi import error_responses
from adapters.http.params import PathId
from adapters.http.resources.file_and_action_routes import MULTIPART_FRAMING, ImageFile
from adapters.http.resources.structs import item_out
from adapters.http.schemas.parental_consent import ConsentIn
from adapters.http.schemas.people import MemberOut, MemberOutFields
from fedreg_core.domain.consent import ParentalConsent
from fedreg_core.domain.entities import Member
from fedreg_core.services import parental_consent
from fedreg_core.services.documents import MAX_DOCUMENT_BYTES
from fedreg_core.services.images import ImageUpload
from fedreg_core.services.listing import Visible

if TYPE_CHECKING:
    MemberAnswer = MemberOutFields
else:  # the answer's complete shape (its plain fields too), for Litestar and the OpenAPI
    MemberAnswer = MemberOut


def _answer(visible: Visible[Member], links: FileLinks) -> MemberAnswer:
    return links.with_photo_link(item_out(visible, MemberOut))


class ParentalConsentController(Controller):
    path = "/api/members/{id:int}/consent"
    tags = ["People"]  # noqa: RUF012 (Litestar declares it an instance variable)
    security = BEARER_SECURITY

    @put(operation_id="recordParentalConsent", responses=error_responses(400, 401, 403, 404, 409))
    async def record(
        self,
        id: PathId,
        data: JSONBody[ConsentIn],
        request: Request[Any, Any, Any],
        account: SignedIn,
        context: Context,
    ) -> MemberAnswer:
        """Record or change a member's parental consent (the member's club and admins)."""
        consent = ParentalConsent(data.date, data.given_by)
        origin = access_origin(request, context)
        done = await parental_consent.record_consent(
            context.uow(), account.user, id, consent, origin
        )
        return _answer(done, context.links)

    @delete(
        operation_id="removeParentalConsent",
        status_code=HTTP_200_OK,
        responses=error_responses(401, 403, 404, 409),
    )
    async def remove(
        self, id: PathId, request: Request[Any, Any, Any], account: SignedIn, context: Context
    ) -> MemberAnswer:
        """Remove a member's parental consent and its scanned copy."""
        origin = access_origin(request, context)
        done = await parental_consent.remove_consent(
            context.uow(), account.user, id, origin, context.files
        )
        return _answer(done, context.links)

    @post(
        "/document",
        operation_id="attachParentalConsentDocument",
        status_code=HTTP_200_OK,
        request_max_body_size=MAX_DOCUMENT_BYTES + MULTIPART_FRAMING,
        responses=error_responses(400, 401, 403, 404, 409, 413, 415),
    )
    async def attach(
        self,
        id: PathId,
        data: MultipartBody[ImageFile],
        request: Request[Any, Any, Any],
        account: SignedIn,
        context: Context,
    ) -> MemberAnswer:
        """Attach the scanned consent: pdf, jpg or png, at most 20 MB (replaces one before)."""
        content = await data.file.read(MAX_DOCUMENT_BYTES + 1)
        await data.file.close()
        name = data.file.filename or ""
        upload = ImageUpload(content, context.files, context.images, file_name=name)
        origin = access_origin(request, context)
        done = await parental_consent.attach_consent_document(
            context.uow(), account.user, id, upload, origin
        )
        return _answer(done, context.links)
