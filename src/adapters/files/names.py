"""What every file store shares: the kinds, the generated names, the served content types.

A stored file is ``<kind>/<32 hex digits><suffix>``: on disk below the files folder, in an
object store as the key below the configured prefix. Its public path is ``/files/<kind>/<name>``.
"""

import re
import uuid
from pathlib import PurePosixPath

FILE_KINDS = frozenset(
    {"avatars", "logos", "covers", "images", "documents", "settings", "invoices", "consents"}
)
_SUFFIX = re.compile(r"\.[a-z0-9]{1,5}")
_GENERATED_NAME = re.compile(r"[0-9a-f]{32}\.[a-z0-9]{1,5}")
PUBLIC_PREFIX = "/files/"
# What each stored suffix is served as (docs/product.md, Security); fixed here, not guessed from the
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


def new_key(kind: str, suffix: str) -> str:
    """A fresh ``kind/name`` for a file to store; ``ValueError`` for an unknown kind or a
    suffix that is not short letters and digits (names are generated, never taken)."""
    if kind not in FILE_KINDS:
        raise ValueError(f"unknown file kind {kind!r}")
    suffix = suffix.lower()
    if not _SUFFIX.fullmatch(suffix):
        raise ValueError(f"bad file suffix {suffix!r}")
    return f"{kind}/{uuid.uuid4().hex}{suffix}"


def public_path(key: str) -> str:
    return f"{PUBLIC_PREFIX}{key}"


def stored_key(path: str) -> str | None:
    """The ``kind/name`` of a public path, or ``None`` if it is not one a store could hold."""
    if not path.startswith(PUBLIC_PREFIX):
        return None
    kind, _, name = path.removeprefix(PUBLIC_PREFIX).partition("/")
    if kind not in FILE_KINDS or not _GENERATED_NAME.fullmatch(name):
        return None
    return f"{kind}/{name}"


def servable_key(kind: str, name: str) -> tuple[str, str] | None:
    """The key of ``kind/name`` and the content type it is served as, or ``None``: only
    generated names of the known kinds with a suffix of a known type."""
    key = stored_key(f"{PUBLIC_PREFIX}{kind}/{name}")
    content_type = CONTENT_TYPES.get(PurePosixPath(name).suffix)
    if key is None or content_type is None:
        return None
    return key, content_type
