"""Files on local disk under ``<data dir>/files/<kind>/<generated name>``."""

import asyncio
import re
import uuid
from pathlib import Path

FILE_KINDS = frozenset({"avatars", "logos", "covers", "images", "documents", "settings"})
_SUFFIX = re.compile(r"^\.[a-z0-9]{1,5}$")
PUBLIC_PREFIX = "/files/"


class LocalFileStore:
    """Implements ``fedreg_core.ports.files.FileStore``; names are generated, never taken."""

    def __init__(self, root: Path) -> None:
        self.root = root

    async def save(self, kind: str, data: bytes, suffix: str) -> str:
        if kind not in FILE_KINDS:
            raise ValueError(f"unknown file kind {kind!r}")
        suffix = suffix.lower()
        if not _SUFFIX.match(suffix):
            raise ValueError(f"bad file suffix {suffix!r}")
        name = f"{uuid.uuid4().hex}{suffix}"
        await asyncio.to_thread(self._write, self.root / kind / name, data)
        return f"{PUBLIC_PREFIX}{kind}/{name}"

    async def delete(self, public_path: str) -> None:
        path = self.resolve(public_path)
        if path is not None:
            await asyncio.to_thread(path.unlink, True)

    def resolve(self, public_path: str) -> Path | None:
        """The file on disk for a public path, or ``None`` if it points outside the store."""
        if not public_path.startswith(PUBLIC_PREFIX):
            return None
        kind, _, name = public_path.removeprefix(PUBLIC_PREFIX).partition("/")
        if kind not in FILE_KINDS or not name or "/" in name or name.startswith("."):
            return None
        return self.root / kind / name

    @staticmethod
    def _write(path: Path, data: bytes) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(path.suffix + ".part")
        tmp.write_bytes(data)
        tmp.replace(path)
