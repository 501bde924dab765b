"""What defines one generic resource (docs/product.md, API): its names, shapes and use cases.

``controller.resource_controller`` turns a ``Resource`` into a Litestar controller with
concrete routes, typed bodies and operation ids; an operation left ``None`` has no route.
Every use case gets the HTTP context and the signed-in user and calls one core service.
"""

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, Generic, Literal, TypeVar

import msgspec

from adapters.http.context import HttpContext
from adapters.http.file_links import FileLinks
from adapters.http.resources.structs import item_out
from adapters.http.schemas.accounts import Body
from fedreg_core.domain.access import AccessOrigin
from fedreg_core.domain.entities import User
from fedreg_core.ports.listing import Page
from fedreg_core.services.images import MAX_IMAGE_BYTES, ImageUpload
from fedreg_core.services.listing import ListRequest, Visible

E = TypeVar("E")
B = TypeVar("B")

Lister = Callable[[HttpContext, User, ListRequest], Awaitable[Page[Visible[E]]]]
Getter = Callable[[HttpContext, User, int, AccessOrigin], Awaitable[Visible[E]]]
"""Reads one item; the origin (the client's address, now) is for the reads the access log
records."""
Deleter = Callable[[HttpContext, User, int], Awaitable[None]]
Uploader = Callable[[HttpContext, User, int, ImageUpload], Awaitable[Visible[E]]]


@dataclass(frozen=True)
class Create(Generic[E, B]):
    """A create use case and the Struct its ``obj`` is read into; ``run`` turns the Struct
    into the core's new entity (or typed form)."""

    body: type[B]
    run: Callable[[HttpContext, User, B], Awaitable[Visible[E]]]


@dataclass(frozen=True)
class Update(Generic[E, B]):
    """A change use case and the Struct its ``obj`` is read into (fields not sent are
    ``UNSET``); ``run`` turns the Struct into the core's typed changes."""

    body: type[B]
    run: Callable[[HttpContext, User, int, B], Awaitable[Visible[E]]]


@dataclass(frozen=True)
class Action:
    """``POST /api/model/{Name}/{id}/{name}``: answers ``{success: true, item}``; ``run``
    gets the request's origin for actions the access log records."""

    name: str
    operation_id: str
    description: str
    body: type[Body]
    run: Callable[[HttpContext, User, int, Any, AccessOrigin], Awaitable[Visible[Any]]]
    conflicts: bool = False
    """It may answer 409 (stored data stands in the way)."""


@dataclass(frozen=True)
class UploadSpec:
    """A resource's file upload: the size limit, and how the route is named and described."""

    max_bytes: int
    operation: str
    """Ends the operation id: ``upload{singular}{operation}``."""
    what: str
    rules: str


IMAGE_UPLOAD = UploadSpec(MAX_IMAGE_BYTES, "Image", "picture", "jpg, png or gif, at most 5 MB")

Operation = Literal["create", "update", "delete", "upload"]


@dataclass(frozen=True)
class Resource(Generic[E]):
    """One resource: ``name`` is its path segment; labels are for the OpenAPI text."""

    name: str
    plural: str
    singular: str
    label: str
    out: type[msgspec.Struct]
    list: Lister[E]
    get: Getter[E]
    create: Create[E, Any] | None = None
    update: Update[E, Any] | None = None
    delete: Deleter | None = None
    upload: Uploader[E] | None = None
    actions: tuple[Action, ...] = ()
    upload_spec: UploadSpec = IMAGE_UPLOAD
    present: Callable[[Visible[E]], msgspec.Struct] | None = None
    """Builds the answer when it is not ``out`` filled by field name (read models)."""
    conflicts: frozenset[Operation] = frozenset()
    """Operations that may answer 409: a duplicate, or a row still in use."""

    def conflict(self, operation: Operation) -> tuple[int, ...]:
        """``(409,)`` when ``operation`` may conflict with stored data, to document it."""
        return (409,) if operation in self.conflicts else ()

    def answer(self, visible: Visible[E], links: FileLinks) -> msgspec.Struct:
        """The item as the user may see it, a person's photo as a signed link."""
        if self.present is not None:
            return self.present(visible)
        return links.with_photo_link(item_out(visible, self.out))
