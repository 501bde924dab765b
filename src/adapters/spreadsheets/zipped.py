"""An .xlsx or .ods file is a zip archive: unpack it within limits before anything parses it.

Every member is inflated by the standard library with a running count, so a zip bomb stops
at ``MAX_UNPACKED_BYTES`` whatever sizes the archive claims; what the parser then gets is a
new archive of the members as counted, stored without compression. Formulas are found in the
sheets' XML: their results would be read as values nobody typed in. So is how far a sheet
reaches (``extent``).
"""

import re
import zipfile
import zlib
from collections.abc import Iterator
from io import BytesIO

from adapters.spreadsheets.extent import check_ods_content, check_xlsx_sheet
from fedreg_core.domain.errors import FileTooLarge, FileTypeNotAllowed, RuleBroken

MAX_UNPACKED_BYTES = 32 * 1024 * 1024
MAX_MEMBERS = 1000
CHUNK = 64 * 1024
ODS_MIMETYPE = b"application/vnd.oasis.opendocument.spreadsheet"
UNREADABLE = (zipfile.BadZipFile, zlib.error, NotImplementedError, RuntimeError, EOFError,
              ValueError, OSError)  # fmt: skip

# A cell formula: <f>, <f t="shared" .../> (xlsx, any namespace prefix); table:formula= (ods).
XLSX_FORMULA = re.compile(rb"<(?:\w+:)?f[\s>/]")
ODS_FORMULA = re.compile(rb"\stable:formula=")


def unreadable() -> RuleBroken:
    return RuleBroken.single("file", "error_import_unreadable")


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
                if info.is_dir():
                    continue
                data = b"".join(_inflated(archive, info, left))
                left -= len(data)
                members[info.filename] = data
    except UNREADABLE as error:
        raise unreadable() from error
    return members


def repacked(members: dict[str, bytes]) -> bytes:
    """The members as a new archive whose every size is true (stored, not compressed)."""
    out = BytesIO()
    with zipfile.ZipFile(out, "w", compression=zipfile.ZIP_STORED) as archive:
        for name, data in members.items():
            archive.writestr(name, data)
    return out.getvalue()


def check_xlsx(members: dict[str, bytes]) -> None:
    if "[Content_Types].xml" not in members or "xl/workbook.xml" not in members:
        raise FileTypeNotAllowed("error_import_file_type")
    sheets = [data for name, data in members.items() if name.startswith("xl/worksheets/")]
    if any(XLSX_FORMULA.search(data) for data in sheets):
        raise RuleBroken.single("file", "error_import_formulas")
    for data in sheets:
        check_xlsx_sheet(data)


def check_ods(members: dict[str, bytes]) -> None:
    if members.get("mimetype", b"").strip() != ODS_MIMETYPE or "content.xml" not in members:
        raise FileTypeNotAllowed("error_import_file_type")
    if ODS_FORMULA.search(members["content.xml"]):
        raise RuleBroken.single("file", "error_import_formulas")
    check_ods_content(members["content.xml"])
