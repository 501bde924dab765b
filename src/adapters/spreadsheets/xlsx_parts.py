"""The parts of an .xlsx that python-calamine reads, found the way it finds them.

calamine (0.36) takes the workbook's folder from the package's relationships
(``_rels/.rels``, type officeDocument), then ``workbook.xml``, ``_rels/workbook.xml.rels``,
``sharedStrings.xml`` and ``styles.xml`` in that folder, and each sheet the workbook names at
the target its relationship gives: relative to that folder, or absolute with a leading
``/``, anywhere in the archive. It looks names up without ASCII case and with ``\\`` as
``/``. Only these parts are checked and only these are handed to it: a sheet stored under
another name cannot escape the checks, and no part of another format is there for its
format detection to fall back on.
"""

from dataclasses import dataclass

from adapters.spreadsheets.xml_events import attribute, elements, local, unreadable
from fedreg_core.domain.errors import FileTypeNotAllowed

OFFICE_DOCUMENT = (
    "http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument"
)
SHEET_TYPES = ("worksheet", "chartsheet", "dialogsheet")


@dataclass(frozen=True, slots=True)
class XlsxParts:
    """Member names: the sheets the workbook names, its shared strings if any, and every
    part the reader opens (those included)."""

    sheets: tuple[str, ...]
    shared_strings: str | None
    read: tuple[str, ...]


def folded(name: str) -> str:
    """A member name as calamine looks it up (ASCII case folded only, as Rust's)."""
    return name.replace("\\", "/").encode().lower().decode()


class _Names:
    """Member names by the path calamine asks for."""

    def __init__(self, members: dict[str, bytes]) -> None:
        self.names: dict[str, str] = {}
        for name in members:
            if "\\" in name or folded(name) in self.names:  # calamine cannot tell them apart
                raise unreadable()
            self.names[folded(name)] = name

    def optional(self, path: str) -> str | None:
        return self.names.get(folded(path))

    def required(self, path: str) -> str:
        name = self.names.get(folded(path))
        if name is None:
            raise unreadable()
        return name


def _relationships(xml: bytes) -> dict[str, tuple[str, str]]:
    """Each relationship's target and type by its id (the last of an id, as calamine)."""
    found: dict[str, tuple[str, str]] = {}
    for event, element in elements(xml):
        if event == "start" and local(element.tag) == "Relationship":
            key = element.get("Id")
            if key is not None:
                found[key] = (element.get("Target", ""), element.get("Type", ""))
    return found


def _folder(package_rels: bytes) -> str:
    targets = [t for t, kind in _relationships(package_rels).values() if kind == OFFICE_DOCUMENT]
    if not targets:
        raise unreadable()
    target = targets[-1]
    return target[: target.rfind("/") + 1].removeprefix("/")


def _sheet_targets(workbook: bytes, relationships: dict[str, tuple[str, str]]) -> list[str]:
    targets = []
    for event, element in elements(workbook):
        if event != "start" or local(element.tag) != "sheet":
            continue
        target, kind = relationships.get(attribute(element, "id") or "", ("", ""))
        if kind.rpartition("/")[2] not in SHEET_TYPES:
            raise unreadable()
        targets.append(target)
    return targets


def xlsx_parts(members: dict[str, bytes]) -> XlsxParts:
    """``FileTypeNotAllowed`` for an archive that is no .xlsx; unreadable when a part the
    reader needs is missing or two members differ only by case."""
    if "[Content_Types].xml" not in members:
        raise FileTypeNotAllowed("error_import_file_type")
    names = _Names(members)
    package_rels = names.required("_rels/.rels")
    folder = _folder(members[package_rels])
    workbook_rels = names.required(f"{folder}_rels/workbook.xml.rels")
    workbook = names.required(f"{folder}workbook.xml")
    relationships = _relationships(members[workbook_rels])
    sheets = tuple(
        names.required(target[1:] if target.startswith("/") else folder + target)
        for target in _sheet_targets(members[workbook], relationships)
    )
    if not sheets:
        raise unreadable()
    strings = names.optional(f"{folder}sharedStrings.xml")
    optional = (strings, names.optional(f"{folder}styles.xml"))
    read = (package_rels, workbook_rels, workbook, *sheets, *(p for p in optional if p))
    return XlsxParts(sheets, strings, read)
