"""Stored files (images, logos, documents) under generated names, and image checking."""

from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Protocol


class FileStore(Protocol):
    async def save(self, kind: str, data: bytes, suffix: str) -> str:
        """Store ``data`` under a generated name; answer its public path ``/files/kind/name``."""
        ...

    async def delete(self, public_path: str) -> None: ...


@dataclass(frozen=True, slots=True)
class StoredFile:
    """A stored file as it is served: its fixed content type, its size, and its bytes in
    chunks (``None`` when only its headers were asked for)."""

    content_type: str
    size: int
    chunks: AsyncIterator[bytes] | None


@dataclass(frozen=True, slots=True)
class CleanImage:
    """An image that decoded as an allowed format, re-encoded without metadata."""

    data: bytes
    suffix: str


class ImageChecker(Protocol):
    async def clean(self, data: bytes) -> CleanImage:
        """Decode, check the format (jpg, png, gif) and re-encode; ``FileTypeNotAllowed``
        for anything that is not such an image."""
        ...
