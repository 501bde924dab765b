"""Reader processes: whatever a read does (abort, spin, allocate without end), the caller
gets "this file cannot be read" and its process lives; a reader that died or was killed is
replaced, never used again; ``close`` ends them all."""

import asyncio
import os
import time
from collections.abc import Iterator

import pytest

from adapters.spreadsheets.reader_pool import ProcessSpreadsheetReader
from adapters.spreadsheets.reading import read_rows
from fedreg_core.domain.errors import FileTypeNotAllowed, RuleBroken
from fedreg_core.ports.spreadsheets import SheetUpload
from tests.hostile_sheets import HOSTILE, valid_xlsx
from tests.sheet_files import MEMBER_HEADER, csv_text, member_rows, ods

FAULTY = "tests.unit.reader_faults:faulty"
UNREADABLE = {"file": "error_import_unreadable"}


def read(pool: ProcessSpreadsheetReader, content: bytes, name: str = "a.xlsx") -> object:
    return asyncio.run(pool.rows(SheetUpload(content, name), 100))


def reader_pid(pool: ProcessSpreadsheetReader) -> int:
    rows = read(pool, b"pid")
    assert isinstance(rows, list)
    pid = rows[0].cells[0]
    assert isinstance(pid, int)
    return pid


def is_running(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def refused(pool: ProcessSpreadsheetReader, content: bytes, name: str = "a.xlsx") -> object:
    with pytest.raises(RuleBroken) as raised:
        read(pool, content, name)
    return raised.value.errors


@pytest.fixture
def faulty() -> Iterator[ProcessSpreadsheetReader]:
    pool = ProcessSpreadsheetReader(
        size=1, memory_bytes=512 * 1024 * 1024, seconds=2.0, read=FAULTY
    )
    yield pool
    asyncio.run(pool.close())


@pytest.mark.parametrize("fault", [b"abort", b"sleep", b"allocate:1000000000"])
def test_a_reader_that_fails_is_replaced_and_the_caller_told_unreadable(
    faulty: ProcessSpreadsheetReader, fault: bytes
) -> None:
    first = reader_pid(faulty)
    assert reader_pid(faulty) == first  # a reader that answered serves again
    started = time.monotonic()
    assert refused(faulty, fault) == UNREADABLE
    assert time.monotonic() - started < 10
    assert not is_running(first)  # killed and reaped
    second = reader_pid(faulty)
    assert second != first and second != os.getpid()


def test_the_memory_limit_is_what_stops_an_allocation(faulty: ProcessSpreadsheetReader) -> None:
    """The same request of 300 MB passes under a limit of 1 GB and fails under 200 MB."""
    ample = ProcessSpreadsheetReader(size=1, memory_bytes=1024**3, read=FAULTY)
    tight = ProcessSpreadsheetReader(size=1, memory_bytes=200 * 1024**2, read=FAULTY)
    try:
        assert isinstance(read(ample, b"allocate:300000000"), list)
        assert refused(tight, b"allocate:300000000") == UNREADABLE
    finally:
        asyncio.run(ample.close())
        asyncio.run(tight.close())


def test_calamine_aborting_on_a_real_file_leaves_the_caller_alive() -> None:
    """Without the package checks, calamine aborts on a 5 KB file (a cell at XFD1048576 in
    single quotes asks for 550 GB): the reader dies, the caller answers unreadable."""
    pool = ProcessSpreadsheetReader(size=1, read="tests.unit.reader_faults:unchecked")
    try:
        assert isinstance(read(pool, valid_xlsx()), list)
        make, _, _ = HOSTILE["single quotes"]
        assert refused(pool, make()) == UNREADABLE
        assert isinstance(read(pool, valid_xlsx()), list)  # a new reader
    finally:
        asyncio.run(pool.close())


def test_close_ends_every_reader() -> None:
    pool = ProcessSpreadsheetReader(size=2, read=FAULTY)
    pids = {reader_pid(pool) for _ in range(4)}
    asyncio.run(pool.close())
    assert pids and not any(is_running(pid) for pid in pids)


def test_the_readers_answer_as_the_reading_in_process_does() -> None:
    pool = ProcessSpreadsheetReader(size=2)
    uploads = [
        SheetUpload(valid_xlsx(), "a.xlsx"),
        SheetUpload(ods([MEMBER_HEADER, *member_rows(3)]), "a.ods"),
        SheetUpload(csv_text([MEMBER_HEADER, *member_rows(3)]), "a.csv"),
    ]

    async def both() -> None:
        answers = await asyncio.gather(*(pool.rows(upload, 100) for upload in uploads * 3))
        assert answers == [read_rows(upload, 100) for upload in uploads * 3]
        with pytest.raises(FileTypeNotAllowed):
            await pool.rows(SheetUpload(b"%PDF-1.7", "a.xlsx"), 100)
        with pytest.raises(FileTypeNotAllowed):
            await pool.rows(SheetUpload(valid_xlsx(), "a.pdf"), 100)
        await pool.close()

    asyncio.run(both())
