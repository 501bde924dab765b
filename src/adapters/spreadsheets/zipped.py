"""An .xlsx or .ods file is a zip archive: unpack it within limits before anything parses it.

Every member is inflated by the standard library with a running count, so a zip bomb stops
at ``MAX_UNPACKED_BYTES`` whatever sizes the archive claims. The format's checks
(``xlsx_sheets``, ``ods_content``) name the parts the reader will open once they pass; the
reader then gets a new archive of exactly those parts as counted, stored without
compression: nothing it reads went unchecked.
"""

import zipfile
import zlib
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from io import BytesIO

from adapters.spreadsheets.ods_content import check_ods
from adapters.spreadsheets.xlsx_sheets import check_xlsx
from adapters.spreadsheets.xml_events import unreadable
from fedreg_core.domain.errors import FileTooLarge, FileTypeNotAllowed

MAX_UNPACKED_BYTES = 32 * 1024 * 1024
MAX_MEMBERS = 1000
CHUNK = 64 * 1024
UNREADABLE = (zipfile.BadZipFile, zlib.error, NotImplementedError, RuntimeError, EOFError,
              ValueError, OSError)  # fmt: skip
Checked = tuple[Iterable[str], tuple[str, ...]]


def _xlsx(members: dict[str, bytes]) -> Checked:
    parts = check_xlsx(members)
    return parts.read, parts.sheets


CHECKS: dict[str, Callable[[dict[str, bytes]], Checked]] = {
    ".xlsx": _xlsx,
    ".ods": lambda members: (check_ods(members), ()),
}
"""By extension: the format's checks, giving the names of the parts the reader opens and
(.xlsx) of each sheet's part in the workbook's order."""


def _inflated(archive: zipfile.ZipFile, info: zipfile.ZipInfo, budget: int) -> Iterator[bytes]:
    with archive.open(info) as member:
        while chunk := member.read(CHUNK):
            budget -= len(chunk)
            if budget < 0:
                raise FileTooLarge("error_import_unpacked_too_large")
            yield chunk


def unpacked(content: bytes) -> dict[str, bytes]:
    """Every member of the archive by name; ``FileTypeNotAllowed`` when it is no zip,
    ``FileTooLarge`` when it unpacks to too much, ``RuleBroken`` when it cannot be read."""
    if not content.startswith(b"PK\x03\x04"):
        raise FileTypeNotAllowed("error_import_file_type")
    members: dict[str, bytes] = {}
    left = MAX_UNPACKED_BYTES
    try:
        with zipfile.ZipFile(BytesIO(content)) as archive:
            infos = archive.infolist()
            if len(infos) > MAX_MEMBERS:
                raise unreadable()
            for info in infos:
                if not info.filename:  # zipfile's own is_dir() fails on it
                    raise unreadable()
                if info.is_dir():
                    continue
                data = b"".join(_inflated(archive, info, left))
                left -= len(data)
                members[info.filename] = data
    except UNREADABLE as error:
        raise unreadable() from error
    return members


@dataclass(frozen=True, slots=True)
class CheckedArchive:
    content: bytes
    """The archive the reader opens: the checked parts, stored (every size true)."""
    parts: dict[str, bytes]
    """Those parts by name, for what the reader does not tell (hidden columns)."""
    sheets: tuple[str, ...]
    """.xlsx: the part of each sheet, in the workbook's order (as the reader numbers them)."""


def checked_archive(content: bytes, suffix: str) -> CheckedArchive:
    """The parts of the upload the reader opens, checked, as an archive whose every size is
    true (stored, not compressed)."""
    members = unpacked(content)
    read, sheets = CHECKS[suffix](members)
    parts = {name: members[name] for name in read}
    out = BytesIO()
    with zipfile.ZipFile(out, "w", compression=zipfile.ZIP_STORED) as archive:
        for name, data in parts.items():
            archive.writestr(name, data)
    return CheckedArchive(out.getvalue(), parts, sheets)
