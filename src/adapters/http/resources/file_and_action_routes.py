"""The routes of a resource that carry a file or run an action (see routes.py)."""

from dataclasses import dataclass
from typing import Any

from litestar import Controller, Request, post
from litestar.datastructures import UploadFile
from litestar.handlers import HTTPRouteHandler
from litestar.params import MultipartBody
from litestar.status_codes import HTTP_200_OK

from adapters.http.access import access_origin
from adapters.http.auth import Context, SignedIn
from adapters.http.openapi import error_responses
from adapters.http.resources.resource import Action, Resource
from adapters.http.resources.routes import (
    ITEM,
    JSON_BODY,
    ItemId,
    typed,
)
from adapters.http.resources.structs import action_struct
from fedreg_core.services.images import ImageUpload

MULTIPART_FRAMING = 256 * 1024  # what a body holds besides the file


@dataclass
class ImageFile:
    """``multipart/form-data`` with the picture in the field ``file``."""

    file: UploadFile


def upload_route(r: Resource[Any]) -> HTTPRouteHandler:
    assert r.upload is not None
    store, spec = r.upload, r.upload_spec

    async def upload_image(
        _self: Controller,
        id: ItemId,
        data: MultipartBody[ImageFile],
        account: SignedIn,
        context: Context,
    ) -> Any:
        content = await data.file.read(spec.max_bytes + 1)
        await data.file.close()
        name = data.file.filename or ""
        upload = ImageUpload(content, context.files, context.images, file_name=name)
        return r.answer(await store(context, account.user, id, upload), context.links)

    return post(
        ITEM,
        operation_id=f"upload{r.singular}{spec.operation}",
        description=f"Upload the {spec.what} of one of the {r.label}: {spec.rules}.",
        status_code=HTTP_200_OK,
        request_max_body_size=spec.max_bytes + MULTIPART_FRAMING,
        responses=error_responses(400, 401, 403, 404, *r.conflict("upload"), 413, 415),
    )(typed(upload_image, returns=r.out))


def action_route(r: Resource[Any], action: Action) -> HTTPRouteHandler:
    name = f"{r.singular}{action.name[:1].upper()}{action.name[1:]}Result"
    result = action_struct(r.out, name)

    async def run_action(
        _self: Controller,
        id: ItemId,
        data: Any,
        request: Request[Any, Any, Any],
        account: SignedIn,
        context: Context,
    ) -> Any:
        origin = access_origin(request, context)
        done = await action.run(context, account.user, id, data, origin)
        return result(success=True, item=r.answer(done, context.links))

    conflict = (409,) if action.conflicts else ()
    return post(
        f"{ITEM}/{action.name}",
        operation_id=action.operation_id,
        description=action.description,
        status_code=HTTP_200_OK,
        responses=error_responses(400, 401, 403, 404, *conflict),
    )(typed(run_action, returns=result, data=JSON_BODY[action.body]))
