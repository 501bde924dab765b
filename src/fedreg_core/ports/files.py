"""Stored files (images, logos, documents) under generated names."""

from typing import Protocol


class FileStore(Protocol):
    async def save(self, kind: str, data: bytes, suffix: str) -> str:
        """Store ``data`` under a generated name; answer its public path ``/files/kind/name``."""
        ...

    async def delete(self, public_path: str) -> None: ...
