"""Which tournament documents are accepted (docs/product.md, Security), checked by their content.

The file's name only says which type it claims to be; the bytes must then start as that
type does (PDF ``%PDF``, OLE2 for doc and xls, ZIP for docx, xlsx, odt and ods), and images
must decode (they are re-encoded by the ``ImageChecker``). Anything else is refused.
"""

from pathlib import PurePosixPath

from fedreg_core.domain.errors import FileTooLarge, FileTypeNotAllowed
from fedreg_core.ports.files import CleanImage
from fedreg_core.services.images import ImageUpload

MAX_DOCUMENT_BYTES = 20 * 1024 * 1024

PDF = b"%PDF"
OLE2 = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
ZIP = b"PK\x03\x04"
SIGNATURES = {
    ".pdf": PDF,
    ".doc": OLE2,
    ".xls": OLE2,
    ".docx": ZIP,
    ".xlsx": ZIP,
    ".odt": ZIP,
    ".ods": ZIP,
}
IMAGE_SUFFIXES = frozenset({".jpg", ".jpeg", ".png"})
STORED_IMAGE_SUFFIXES = frozenset({".jpg", ".png"})

CheckedFile = CleanImage
"""Bytes to store and the suffix to store them under."""


def claimed_suffix(file_name: str) -> str:
    """``report.PDF`` -> ``.pdf``; the empty string for a name without one."""
    return PurePosixPath(file_name.replace("\\", "/")).suffix.lower()


def has_signature(data: bytes, suffix: str) -> bool:
    signature = SIGNATURES.get(suffix)
    return signature is not None and data.startswith(signature)


async def checked_document(upload: ImageUpload) -> CheckedFile:
    """At most 20 MB (``FileTooLarge``) and really of the allowed type its name claims
    (``FileTypeNotAllowed``); images come back re-encoded."""
    if len(upload.data) > MAX_DOCUMENT_BYTES:
        raise FileTooLarge
    suffix = claimed_suffix(upload.file_name)
    if suffix in IMAGE_SUFFIXES:
        try:
            image = await upload.images.clean(upload.data)
        except FileTypeNotAllowed as refused:
            raise FileTypeNotAllowed("error_document_type") from refused
        if image.suffix in STORED_IMAGE_SUFFIXES:
            return image
    elif has_signature(upload.data, suffix):
        return CheckedFile(upload.data, suffix)
    raise FileTypeNotAllowed("error_document_type")
