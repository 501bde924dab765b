"""Files on local disk under ``<data dir>/files/<kind>/<generated name>``."""

import asyncio
import re
import stat
import uuid
from pathlib import Path

FILE_KINDS = frozenset({"avatars", "logos", "covers", "images", "documents", "settings"})
_SUFFIX = re.compile(r"\.[a-z0-9]{1,5}")
_GENERATED_NAME = re.compile(r"[0-9a-f]{32}\.[a-z0-9]{1,5}")
PUBLIC_PREFIX = "/files/"
# What each stored suffix is served as (decisions.md §6); fixed here, not guessed from the
# host's mime.types, and a suffix missing here is never served.
CONTENT_TYPES = {
    ".jpg": "image/jpeg",
    ".png": "image/png",
    ".gif": "image/gif",
    ".pdf": "application/pdf",
    ".doc": "application/msword",
    ".xls": "application/vnd.ms-excel",
    ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ".xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    ".odt": "application/vnd.oasis.opendocument.text",
    ".ods": "application/vnd.oasis.opendocument.spreadsheet",
}


class LocalFileStore:
    """Implements ``fedreg_core.ports.files.FileStore``; names are generated, never taken."""

    def __init__(self, root: Path) -> None:
        self.root = root

    async def save(self, kind: str, data: bytes, suffix: str) -> str:
        if kind not in FILE_KINDS:
            raise ValueError(f"unknown file kind {kind!r}")
        suffix = suffix.lower()
        if not _SUFFIX.fullmatch(suffix):
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
        if kind not in FILE_KINDS or not _GENERATED_NAME.fullmatch(name):
            return None
        return self.root / kind / name

    def servable(self, kind: str, name: str) -> tuple[Path, str] | None:
        """The stored file ``kind/name`` and its content type, or ``None``: only generated
        names of known types, only regular files (no links) inside the kind's folder."""
        path = self.resolve(f"{PUBLIC_PREFIX}{kind}/{name}")
        content_type = CONTENT_TYPES.get(Path(name).suffix)
        if path is None or content_type is None:
            return None
        try:
            if not stat.S_ISREG(path.lstat().st_mode):
                return None
            if path.resolve().parent != (self.root / kind).resolve():
                return None
        except OSError:
            return None
        return path, content_type

    @staticmethod
    def _write(path: Path, data: bytes) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(path.suffix + ".part")
        tmp.write_bytes(data)
        tmp.replace(path)
