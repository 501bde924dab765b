"""Links to stored files: people's photos and scanned consents only through short-lived
signed links.

A photo is stored under ``/files/avatars/<generated name>``; answers never carry that path
as it is, but ``<path>?expires=<unix time>&signature=<HMAC-SHA256 over path and expiry>``,
issued when the answer is built for a user the core let see the photo. ``/files`` serves a
photo only for such a link, before it expires; an unsigned, altered or expired link is a 404
like a file that does not exist. Invoices' PDFs are served the same way. Logos, covers,
tournament images and documents are public and keep their plain path.

The key is derived from the server's secret key (``FEDREG_SECRET_KEY``), so every worker
issues and accepts the same links. The signature covers the public path and the expiry, not
where the bytes are kept, so any file store serves the same links. A link lives an hour or
a little more: its expiry is rounded up to the next ten minutes, so a photo keeps the same
link for ten minutes and the browser's cache works; every read issues fresh links, so a page
that reloads its data never shows expired ones.
"""

import base64
import hmac
import math
import re
import time
from collections.abc import Callable
from typing import TypeVar, overload

import msgspec

from fedreg_core.services.images import AVATAR
from fedreg_core.services.invoicing import INVOICE_FILES
from fedreg_core.services.parental_consent import CONSENT_DOCUMENT

S = TypeVar("S", bound=msgspec.Struct)

FILES_PREFIX = "/files/"
PRIVATE_KINDS = frozenset({AVATAR.kind, INVOICE_FILES, CONSENT_DOCUMENT.kind})
"""Kinds of stored files served only through signed links: the photos of people, members'
scanned parental consents, and invoices (they name the club's competitors)."""
PRIVATE_FILE_FIELDS = (AVATAR.field, CONSENT_DOCUMENT.field)
"""The fields of an answer that hold a person's private files: the photo, the consent."""
LIFETIME_SECONDS = 3600
ROUNDED_TO_SECONDS = 600
_KEY_PURPOSE = b"fedreg signed file links"
_EXPIRY = re.compile(r"[0-9]{1,12}")


class FileLinks:
    """Issues the links answers carry to stored files, and checks the links ``/files`` gets."""

    def __init__(
        self,
        secret_key: str,
        now: Callable[[], float] = time.time,
        lifetime: int = LIFETIME_SECONDS,
        rounded_to: int = ROUNDED_TO_SECONDS,
    ) -> None:
        # A key of its own, so a file link is never a valid sign-in token signature or back.
        self._key = hmac.digest(secret_key.encode(), _KEY_PURPOSE, "sha256")
        self._now = now
        self._lifetime = lifetime
        self._rounded_to = rounded_to

    @overload
    def link(self, path: str) -> str: ...
    @overload
    def link(self, path: None) -> None: ...
    def link(self, path: str | None) -> str | None:
        """The address an answer gives for a stored file: signed for a person's photo."""
        if path is None or not _private(path):
            return path
        expires = str(self._expiry())
        return f"{path}?expires={expires}&signature={self._signature(path, expires)}"

    def with_photo_link(self, item: S) -> S:
        """The answer with its photo and scanned consent (those it has that the user may
        see) as signed links."""
        held = {name: getattr(item, name, None) for name in PRIVATE_FILE_FIELDS}
        links = {name: self.link(path) for name, path in held.items() if isinstance(path, str)}
        return msgspec.structs.replace(item, **links) if links else item

    def headers_to_serve(
        self, path: str, expires: str | None, signature: str | None
    ) -> dict[str, str] | None:
        """The headers to serve ``path`` with when asked with this expiry and signature, or
        ``None`` when it must not be served. Photos are cached by the browser only (``private``)
        and only while the link holds."""
        if not _private(path):
            return {}
        if expires is None or signature is None or not _EXPIRY.fullmatch(expires):
            return None
        left = int(expires) - int(self._now())
        if not 0 < left <= self._lifetime + self._rounded_to:
            return None
        if not hmac.compare_digest(
            self._signature(path, expires).encode(), signature.encode(errors="replace")
        ):
            return None
        return {"cache-control": f"private, max-age={left}"}

    def _expiry(self) -> int:
        """The lifetime from now, rounded up to the next multiple of ``rounded_to``."""
        at_least = int(self._now()) + self._lifetime
        return math.ceil(at_least / self._rounded_to) * self._rounded_to

    def _signature(self, path: str, expires: str) -> str:
        digest = hmac.digest(self._key, f"{path}\n{expires}".encode(), "sha256")
        return base64.urlsafe_b64encode(digest).rstrip(b"=").decode("ascii")


def _private(path: str) -> bool:
    kind = path.removeprefix(FILES_PREFIX).partition("/")[0]
    return path.startswith(FILES_PREFIX) and kind in PRIVATE_KINDS
