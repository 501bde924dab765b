"""A reader process: reads the archives it is sent, one at a time, under a memory limit.

    python -m adapters.spreadsheets.reader_process MEMORY_BYTES [module:function]

python-calamine aborts the process it runs in on some hostile packages (an allocation it
cannot get ends the process; it does not raise): it runs here, never in a server worker.
The address space is limited before anything is read (``RLIMIT_AS``), so a runaway
allocation fails here; ``reader_pool`` kills a reader that takes too long and starts another.

Requests and answers are frames (a 4-byte length, then the bytes) on stdin and stdout: a
JSON header (suffix, max_rows, sheet_names) and the file's bytes; a JSON answer of rows or
of a refusal. The answer is JSON, not pickle: the server decodes nothing that could run
code, even from a reader a hostile file took over.
"""

import json
import os
import resource
import struct
import sys
from collections.abc import Callable, Collection
from datetime import date, datetime
from importlib import import_module
from typing import IO

from fedreg_core.domain.errors import FileTooLarge, FileTypeNotAllowed, RuleBroken
from fedreg_core.ports.spreadsheets import Cell, NumberedRow

LENGTH = struct.Struct(">I")
READ = "adapters.spreadsheets.reading:archive_rows"
Read = Callable[[bytes, str, int, Collection[str]], list[NumberedRow]]
REFUSALS = {error.__name__: error for error in (FileTooLarge, FileTypeNotAllowed)}


def frame(payload: bytes) -> bytes:
    return LENGTH.pack(len(payload)) + payload


def request(suffix: str, max_rows: int, sheet_names: Collection[str], content: bytes) -> bytes:
    header = {"suffix": suffix, "max_rows": max_rows, "sheet_names": list(sheet_names)}
    return frame(json.dumps(header).encode()) + frame(content)


def read_frame(stream: IO[bytes], limit: int) -> bytes:
    """The next frame's bytes; ``EOFError`` when the stream ends or lies about a length."""
    head = stream.read(LENGTH.size)
    if len(head) < LENGTH.size:
        raise EOFError
    (length,) = LENGTH.unpack(head)
    payload = stream.read(length) if length <= limit else b""
    if len(payload) != length:
        raise EOFError
    return payload


def encoded(cell: Cell) -> object:
    if isinstance(cell, datetime):
        return {"datetime": cell.isoformat()}
    if isinstance(cell, date):
        return {"date": cell.isoformat()}
    return cell


def decoded(value: object) -> Cell:
    if isinstance(value, dict):
        if "datetime" in value:
            return datetime.fromisoformat(value["datetime"])
        return date.fromisoformat(value["date"])
    if value is None or isinstance(value, str | int | float | bool):
        return value
    raise ValueError(value)


def answer(read: Read, header: bytes, content: bytes) -> bytes:
    request = json.loads(header)
    try:
        rows = read(content, request["suffix"], request["max_rows"], request["sheet_names"])
    except RuleBroken as error:
        return json.dumps({"refused": "RuleBroken", "errors": error.errors}).encode()
    except (FileTooLarge, FileTypeNotAllowed) as error:
        return json.dumps({"refused": type(error).__name__, "key": error.message_key}).encode()
    rows_out = [[row.number, [encoded(cell) for cell in row.cells]] for row in rows]
    return json.dumps({"rows": rows_out}).encode()


def rows_from(payload: bytes) -> list[NumberedRow]:
    """An answer's rows, or the refusal it carries raised; ``ValueError`` (or ``KeyError``,
    ``TypeError``) for anything else."""
    message = json.loads(payload)
    if "rows" in message:
        return [NumberedRow(int(n), tuple(map(decoded, cells))) for n, cells in message["rows"]]
    if message["refused"] == "RuleBroken":
        raise RuleBroken({str(field): str(key) for field, key in message["errors"].items()})
    raise REFUSALS[message["refused"]](str(message["key"]))


def serve(read: Read, requests: IO[bytes], answers: IO[bytes]) -> None:
    """Answers requests until the server closes stdin."""
    while True:
        try:
            header = read_frame(requests, sys.maxsize)
            content = read_frame(requests, sys.maxsize)
        except EOFError:
            return
        answers.write(frame(answer(read, header, content)))
        answers.flush()


def main(argv: list[str]) -> None:
    memory = int(argv[1])
    resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
    module, _, name = (argv[2] if len(argv) > 2 else READ).partition(":")
    read: Read = getattr(import_module(module), name)
    answers = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)  # whatever a library prints goes to the log, not into an answer
    serve(read, sys.stdin.buffer, answers)


if __name__ == "__main__":
    main(sys.argv)
