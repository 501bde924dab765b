"""The routes of a resource that carry a file or run an action (see routes.py)."""

from dataclasses import dataclass
from typing import Any

from litestar import Controller, post
from litestar.datastructures import UploadFile
from litestar.handlers import HTTPRouteHandler
from litestar.params import MultipartBody
from litestar.status_codes import HTTP_200_OK

from adapters.http.openapi import error_responses
from adapters.http.resources.resource import Action, Resource
from adapters.http.resources.routes import (
    ITEM,
    JSON_BODY,
    Context,
    ItemId,
    SignedIn,
    typed,
)
from adapters.http.resources.structs import action_struct, item_out
from fedreg_core.services.images import MAX_IMAGE_BYTES, ImageUpload

UPLOAD_BODY_LIMIT = MAX_IMAGE_BYTES + 256 * 1024  # the image plus the multipart framing


@dataclass
class ImageFile:
    """``multipart/form-data`` with the picture in the field ``file``."""

    file: UploadFile


def upload_route(r: Resource[Any]) -> HTTPRouteHandler:
    assert r.upload is not None
    store = r.upload

    async def upload_image(
        _self: Controller,
        id: ItemId,
        data: MultipartBody[ImageFile],
        account: SignedIn,
        context: Context,
    ) -> Any:
        content = await data.file.read(MAX_IMAGE_BYTES + 1)
        await data.file.close()
        upload = ImageUpload(content, context.files, context.images)
        return item_out(await store(context, account.user, id, upload), r.out)

    return post(
        ITEM,
        operation_id=f"upload{r.singular}Image",
        description=f"Upload the picture of one of the {r.label}: jpg, png or gif, at most 5 MB.",
        status_code=HTTP_200_OK,
        request_max_body_size=UPLOAD_BODY_LIMIT,
        responses=error_responses(400, 401, 403, 404, 413, 415),
    )(typed(upload_image, returns=r.out))


def action_route(r: Resource[Any], action: Action) -> HTTPRouteHandler:
    name = f"{r.singular}{action.name[:1].upper()}{action.name[1:]}Result"
    result = action_struct(r.out, name)

    async def run_action(
        _self: Controller, id: ItemId, data: Any, account: SignedIn, context: Context
    ) -> Any:
        done = await action.run(context, account.user, id, data)
        return result(success=True, item=item_out(done, r.out))

    return post(
        f"{ITEM}/{action.name}",
        operation_id=action.operation_id,
        description=action.description,
        status_code=HTTP_200_OK,
        responses=error_responses(400, 401, 403, 404),
    )(typed(run_action, returns=result, data=JSON_BODY[action.body]))
