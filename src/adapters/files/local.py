"""Files on local disk under ``<data dir>/files/<kind>/<generated name>``."""

import asyncio
import io
import stat
from collections.abc import AsyncIterator
from pathlib import Path

from adapters.files.names import new_key, public_path, servable_key, stored_key
from fedreg_core.ports.files import StoredFile

CHUNK_BYTES = 64 * 1024


class LocalFileStore:
    """Implements ``fedreg_core.ports.files.FileStore``; names are generated, never taken."""

    def __init__(self, root: Path) -> None:
        self.root = root

    async def save(self, kind: str, data: bytes, suffix: str) -> str:
        key = new_key(kind, suffix)
        await asyncio.to_thread(self._write, self.root / key, data)
        return public_path(key)

    async def delete(self, public_path: str) -> None:
        path = self.resolve(public_path)
        if path is not None:
            await asyncio.to_thread(path.unlink, True)

    def resolve(self, public_path: str) -> Path | None:
        """The file on disk for a public path, or ``None`` if it points outside the store."""
        key = stored_key(public_path)
        return None if key is None else self.root / key

    async def served(self, kind: str, name: str, body: bool) -> StoredFile | None:
        """The stored file ``kind/name`` to serve (its bytes when ``body``), or ``None``: only
        generated names of known types, only regular files (no links) inside the kind's folder."""
        return await asyncio.to_thread(self._served, kind, name, body)

    def _served(self, kind: str, name: str, body: bool) -> StoredFile | None:
        found = servable_key(kind, name)
        if found is None:
            return None
        key, content_type = found
        path = self.root / key
        try:
            info = path.lstat()
            inside = path.resolve().parent == (self.root / kind).resolve()
            if not stat.S_ISREG(info.st_mode) or not inside:
                return None
            opened = path.open("rb") if body else None  # closed by _chunks
        except OSError:
            return None
        chunks = None if opened is None else _chunks(opened)
        return StoredFile(content_type, info.st_size, chunks)

    @staticmethod
    def _write(path: Path, data: bytes) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(path.suffix + ".part")
        tmp.write_bytes(data)
        tmp.replace(path)


async def _chunks(opened: io.BufferedReader) -> AsyncIterator[bytes]:
    """The file's bytes, read off the event loop, then the file closed."""
    with opened:
        while chunk := await asyncio.to_thread(opened.read, CHUNK_BYTES):
            yield chunk
