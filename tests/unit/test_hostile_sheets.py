"""Hostile packages (``tests/hostile_sheets.py``) and mutations of valid ones: every one is
answered (rows, or a refusal the API turns into a 4xx) and no reader process dies."""

import asyncio
import re
import zipfile
from collections.abc import Iterator
from io import BytesIO

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from adapters.spreadsheets.reader_pool import ProcessSpreadsheetReader
from fedreg_core.domain.errors import FileTooLarge, FileTypeNotAllowed, RuleBroken
from fedreg_core.ports.spreadsheets import SheetUpload
from tests.hostile_sheets import HOSTILE, valid_xlsx
from tests.sheet_files import MEMBER_HEADER, member_rows, ods

KEYS = {
    "too_large": "error_import_sheet_too_large",
    "formulas": "error_import_formulas",
    "unreadable": "error_import_unreadable",
}
ANSWERED = (RuleBroken, FileTooLarge, FileTypeNotAllowed)


@pytest.fixture(scope="module")
def pool() -> Iterator[ProcessSpreadsheetReader]:
    # What each package is refused for, not how fast: a million shared strings take the
    # reader about 3 s on a quiet machine, past the 10 s limit (answered "unreadable") when
    # the machine is busy with other suites side by side. The limit has tests of its own.
    readers = ProcessSpreadsheetReader(size=2, seconds=60)
    yield readers
    asyncio.run(readers.close())


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_a_hostile_package_is_refused_for_what_it_is(
    pool: ProcessSpreadsheetReader, name: str
) -> None:
    make, file_name, answer = HOSTILE[name]
    content = make()
    assert len(content) < 20_000
    before = pool.replaced
    with pytest.raises(RuleBroken) as raised:
        asyncio.run(pool.rows(SheetUpload(content, file_name), 100))
    assert raised.value.errors == {"file": KEYS[answer]}
    assert pool.replaced == before  # refused by the checks, no reader died of it


def members_of(package: bytes) -> dict[str, bytes]:
    with zipfile.ZipFile(BytesIO(package)) as archive:
        return {info.filename: archive.read(info) for info in archive.infolist()}


def zipped(members: dict[str, bytes]) -> bytes:
    out = BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in members.items():
            archive.writestr(name, data)
    return out.getvalue()


VALID = {
    ".xlsx": members_of(valid_xlsx()),
    ".ods": members_of(ods([MEMBER_HEADER, *member_rows(3)])),
}
ATTRIBUTE = re.compile(rb'(\s[\w:]+)="([^"]*)"')


@st.composite
def mutants(draw: st.DrawFn) -> tuple[bytes, str]:
    """A valid package with some of: an attribute requoted or respaced, a member renamed,
    bytes of a member changed; sometimes the archive's own bytes flipped."""
    suffix = draw(st.sampled_from(sorted(VALID)))
    members = dict(VALID[suffix])
    for _ in range(draw(st.integers(1, 3))):
        name = draw(st.sampled_from(sorted(members)))
        data = members[name]
        how = draw(st.sampled_from(["quote", "rename", "bytes"]))
        if how == "quote":
            quote = draw(st.sampled_from([rb"\1='\2'", rb'\1 = "\2"', rb"\1 ='\2'"]))
            members[name] = ATTRIBUTE.sub(quote, data, count=draw(st.integers(0, 50)))
        elif how == "rename":
            new = draw(st.sampled_from([name.upper(), "xl/x/" + name, "/" + name, name + "x"]))
            members[new] = members.pop(name)
        elif data:
            at = draw(st.integers(0, len(data) - 1))
            members[name] = data[:at] + draw(st.binary(min_size=1, max_size=4)) + data[at + 1 :]
    package = zipped(members)
    if draw(st.booleans()):
        at = draw(st.integers(0, len(package) - 1))
        package = package[:at] + bytes([draw(st.integers(0, 255))]) + package[at + 1 :]
    return package, "a" + suffix


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutant=mutants())
def test_a_mutated_package_is_answered_and_no_reader_dies(
    pool: ProcessSpreadsheetReader, mutant: tuple[bytes, str]
) -> None:
    asyncio.run(pool.rows(SheetUpload(valid_xlsx(), "a.xlsx"), 1))  # the readers started
    before = pool.replaced
    try:
        rows = asyncio.run(pool.rows(SheetUpload(*mutant), 100))
        assert isinstance(rows, list)
    except ANSWERED:
        pass
    assert pool.replaced == before  # no reader died or overran
