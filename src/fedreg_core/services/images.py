"""Replacing a stored picture (avatar, logo): check, store, record, then forget the old file.

The picture is checked before any transaction opens (decoding takes a while). Nothing is
stored when the upload is refused; a new file whose record is not committed is deleted
again, and the old file goes only after the new path is committed.
"""

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import Protocol, TypeVar

from fedreg_core.domain.errors import FileTooLarge
from fedreg_core.ports.files import CleanImage, FileStore, ImageChecker
from fedreg_core.ports.unit_of_work import Transaction

MAX_IMAGE_BYTES = 5 * 1024 * 1024

E = TypeVar("E")


class Updating(Protocol[E]):
    async def update(self, entity: E, /) -> E: ...


@dataclass(frozen=True, slots=True)
class Picture:
    """Which field of an entity holds the picture's path and which kind of file it is."""

    field: str
    kind: str


AVATAR = Picture("avatar", "avatars")
CLUB_LOGO = Picture("logo", "logos")
SITE_LOGO = Picture("logo", "settings")


@dataclass(frozen=True, slots=True)
class ImageUpload:
    """The uploaded bytes and the ports that check and keep them."""

    data: bytes
    files: FileStore
    images: ImageChecker
    file_name: str = ""
    """The name the client gave the file (documents take their type from its ending)."""


async def checked_image(upload: ImageUpload) -> CleanImage:
    """At most 5 MB (``FileTooLarge``) and a real jpg, png or gif (``FileTypeNotAllowed``)."""
    if len(upload.data) > MAX_IMAGE_BYTES:
        raise FileTooLarge
    return await upload.images.clean(upload.data)


@asynccontextmanager
async def stored_image(files: FileStore, kind: str, image: CleanImage) -> AsyncIterator[str]:
    """Store the image and yield its public path; it is deleted again if the block fails."""
    path = await files.save(kind, image.data, image.suffix)
    try:
        yield path
    except BaseException:
        await files.delete(path)
        raise


async def forget_file(files: FileStore, path: str | None) -> None:
    """Delete a replaced file (after the new path is committed)."""
    if path is not None:
        await files.delete(path)


async def record_image(
    uow: Transaction,
    store: Updating[E],
    entity: E,
    picture: Picture,
    upload: ImageUpload,
    image: CleanImage,
) -> E:
    """Store the image, point the entity at it and commit; then forget the old file."""
    async with stored_image(upload.files, picture.kind, image) as path:
        old = getattr(entity, picture.field)
        setattr(entity, picture.field, path)
        stored = await store.update(entity)
        await uow.commit()
    await forget_file(upload.files, old)
    return stored
