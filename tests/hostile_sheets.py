"""Hostile spreadsheet packages, made from valid ones by rewriting their parts.

Each is a few KB. ``HOSTILE`` names every one with the answer the reader must give: the
checks' own refusal where they see the attack (``too_large``, ``formulas``, ``unreadable``);
no entry here may reach python-calamine unchecked.
"""

import zipfile
from collections.abc import Callable
from io import BytesIO

from tests.sheet_files import MEMBER_HEADER, member_rows, ods, xlsx

SHEET = "xl/worksheets/sheet1.xml"
FAR = "XFD1048576"


def valid_xlsx() -> bytes:
    return xlsx([MEMBER_HEADER, *member_rows(3)])


def rewritten(package: bytes, edit: Callable[[dict[str, bytes]], dict[str, bytes]]) -> bytes:
    """The package with its members as ``edit`` returns them (same order, deflated)."""
    with zipfile.ZipFile(BytesIO(package)) as source:
        members = {info.filename: source.read(info) for info in source.infolist()}
    out = BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in edit(members).items():
            archive.writestr(name, data)
    return out.getvalue()


def replaced(member: str, old: bytes, new: bytes, package: bytes | None = None) -> bytes:
    def edit(members: dict[str, bytes]) -> dict[str, bytes]:
        assert old in members[member], (member, old)
        return {**members, member: members[member].replace(old, new, 1)}

    return rewritten(package or valid_xlsx(), edit)


def far_cell(quoted: str) -> bytes:
    """One more cell, at XFD1048576, its ``r`` written as ``quoted`` (e.g. ``r='{}'``)."""
    cell = f'<c {quoted.format(FAR)} t="inlineStr"><is><t>x</t></is></c>'.encode()
    return replaced(SHEET, b"</sheetData>", b"<row>" + cell + b"</row></sheetData>")


def relocated(target: str, member: str, sheet_edit: Callable[[bytes], bytes]) -> bytes:
    """The sheet moved to ``member``, the workbook's relationship pointing at ``target``."""

    def edit(members: dict[str, bytes]) -> dict[str, bytes]:
        rels = "xl/_rels/workbook.xml.rels"
        sheet = sheet_edit(members.pop(SHEET))
        moved = members[rels].replace(
            b'Target="worksheets/sheet1.xml"', f'Target="{target}"'.encode()
        )
        assert moved != members[rels]
        return {**members, rels: moved, member: sheet}

    return rewritten(valid_xlsx(), edit)


def with_far_cell(sheet: bytes) -> bytes:
    cell = f"<row><c r='{FAR}' t='inlineStr'><is><t>x</t></is></c></row>".encode()
    return sheet.replace(b"</sheetData>", cell + b"</sheetData>")


def with_formula(sheet: bytes) -> bytes:
    cell = b'<row r="9"><c r="A9" t="str"><f>HYPERLINK("http://evil.example","Ana")</f><v>Ana</v></c></row>'
    return sheet.replace(b"</sheetData>", cell + b"</sheetData>")


def shared_strings(sst: bytes) -> bytes:
    """An .xlsx whose shared strings part is ``sst`` (the content types name it)."""

    def edit(members: dict[str, bytes]) -> dict[str, bytes]:
        return {**members, "xl/sharedStrings.xml": sst}

    return rewritten(valid_xlsx(), edit)


SST = b'<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" '
LAUGHS = (
    b'<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">'
    b'<!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>'
)


def ods_content(old: bytes, new: bytes) -> bytes:
    return replaced("content.xml", old, new, ods([MEMBER_HEADER, *member_rows(2)]))


def nameless_member() -> bytes:
    """A valid package with one more member whose name is empty (as a mutated one may have)."""
    out = BytesIO(valid_xlsx())
    with zipfile.ZipFile(out, "a") as archive:
        archive.writestr(zipfile.ZipInfo(""), b"x")
    return out.getvalue()


HOSTILE: dict[str, tuple[Callable[[], bytes], str, str]] = {
    "single quotes": (lambda: far_cell("r='{}'"), "a.xlsx", "too_large"),
    "spaces around =": (lambda: far_cell('r = "{}"'), "a.xlsx", "too_large"),
    "lower case reference": (lambda: far_cell('r="xfd1048576"'), "a.xlsx", "too_large"),
    "relocated sheet": (
        lambda: relocated("data/s.xml", "xl/data/s.xml", with_far_cell),
        "a.xlsx",
        "too_large",
    ),
    "absolute target": (
        lambda: relocated("/xl/x/sheet.xml", "xl/x/sheet.xml", with_far_cell),
        "a.xlsx",
        "too_large",
    ),
    "target outside xl": (
        lambda: relocated("/other/sheet.xml", "other/sheet.xml", with_far_cell),
        "a.xlsx",
        "too_large",
    ),
    "member name in other case": (
        lambda: relocated("/xl/x/S.xml", "XL/X/s.XML", with_formula),
        "a.xlsx",
        "formulas",
    ),
    "formula in relocated sheet": (
        lambda: relocated("/xl/x/sheet.xml", "xl/x/sheet.xml", with_formula),
        "a.xlsx",
        "formulas",
    ),
    "huge dimension": (
        lambda: replaced(
            SHEET, b'<dimension ref="A1:E4"/>', f'<dimension ref="A1:{FAR}"/>'.encode()
        ),
        "a.xlsx",
        "too_large",
    ),
    "shared strings count": (
        lambda: shared_strings(SST + b'count="1" uniqueCount="4000000000"><si><t>x</t></si></sst>'),
        "a.xlsx",
        "too_large",
    ),
    "very many shared strings": (
        lambda: shared_strings(SST + b">" + b"<si/>" * 1_000_001 + b"</sst>"),
        "a.xlsx",
        "too_large",
    ),
    "an encoding Python does not know": (
        lambda: replaced(SHEET, b'encoding="UTF-8"', b'encoding="U-F-8"'),
        "a.xlsx",
        "unreadable",
    ),
    "entity expansion": (
        lambda: shared_strings(LAUGHS + SST + b"><si><t>&lol2;</t></si></sst>"),
        "a.xlsx",
        "unreadable",
    ),
    "deep XML": (
        lambda: replaced(
            SHEET, b"</sheetData>", b"<x>" * 10_000 + b"</x>" * 10_000 + b"</sheetData>"
        ),
        "a.xlsx",
        "unreadable",
    ),
    "a member without a name": (
        nameless_member,
        "a.xlsx",
        "unreadable",
    ),
    "two members one name": (
        lambda: rewritten(valid_xlsx(), lambda m: {**m, SHEET.upper(): m[SHEET]}),
        "a.xlsx",
        "unreadable",
    ),
    "ods spaces": (
        lambda: ods_content(
            b"<text:p>Ana0</text:p>", b'<text:p>Ana0<text:s text:c="4000000000"/></text:p>'
        ),
        "a.ods",
        "too_large",
    ),
    "ods formula with another prefix": (
        lambda: ods_content(
            b'office:value-type="string"',
            b'x:formula="of:=1" xmlns:x="urn:x" office:value-type="string"',
        ),
        "a.ods",
        "formulas",
    ),
    "ods encrypted": (
        lambda: replaced(
            "META-INF/manifest.xml",
            b'manifest:media-type="text/xml"/>',
            b'manifest:media-type="text/xml"><manifest:encryption-data/></manifest:file-entry>',
            ods([MEMBER_HEADER]),
        ),
        "a.ods",
        "unreadable",
    ),
}
