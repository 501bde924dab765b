"""The core's ``SpreadsheetReader`` for a server: archives are read in reader processes.

Whatever an upload makes python-calamine do (abort on an allocation, spin), the worker
answers "this file cannot be read" and lives: a reader runs under a memory limit
(``reader_process``) and is killed when it takes longer than ``seconds``; a reader that died
or was killed is replaced by a new one at once and never used again. The readers start with
the first archive read (``size`` of them, so later requests find them started), one thread
each talks to one: a request waits for a free reader without holding an event-loop thread.
A .csv is read in-process: the standard library's parser, bounded by the upload's size.
"""

import asyncio
import contextlib
import queue
import subprocess
import sys
import threading
from collections.abc import Collection
from concurrent.futures import ThreadPoolExecutor

from adapters.spreadsheets import reader_process
from adapters.spreadsheets.reading import format_of, read_rows
from adapters.spreadsheets.xml_events import unreadable
from adapters.spreadsheets.zipped import CHECKS
from fedreg_core.ports.spreadsheets import NumberedRow, SheetUpload

MEMORY_BYTES = 1024 * 1024 * 1024
SECONDS = 10.0
MAX_ANSWER_BYTES = 64 * 1024 * 1024


class Reader:
    """One reader process; ``exchange`` kills it when the answer takes too long."""

    def __init__(self, memory_bytes: int, read: str) -> None:
        command = [sys.executable, "-m", reader_process.__name__, str(memory_bytes), read]
        pipe = subprocess.PIPE
        self.process = subprocess.Popen(command, stdin=pipe, stdout=pipe)  # noqa: S603 (no shell)
        if self.process.stdin is None or self.process.stdout is None:  # pipes were asked for
            raise OSError("reader without pipes")
        self.requests, self.answers = self.process.stdin, self.process.stdout
        self.killed = False

    def kill(self) -> None:
        self.killed = True
        self.process.kill()

    def exchange(self, request: bytes, seconds: float) -> bytes:
        """The answer; ``OSError`` or ``EOFError`` when the reader died or was killed."""
        timer = threading.Timer(seconds, self.kill)
        timer.start()
        try:
            self.requests.write(request)
            self.requests.flush()
            answer = reader_process.read_frame(self.answers, MAX_ANSWER_BYTES)
        finally:
            timer.cancel()
        if self.killed:
            raise EOFError
        return answer

    def stop(self) -> None:
        """Closes its stdin (it ends), kills it if it does not; reaps it either way."""
        with contextlib.suppress(OSError):
            self.requests.close()
        try:
            self.process.wait(timeout=2)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


class ProcessSpreadsheetReader:
    def __init__(
        self,
        size: int = 2,
        memory_bytes: int = MEMORY_BYTES,
        seconds: float = SECONDS,
        read: str = reader_process.READ,
    ) -> None:
        self.size, self.memory_bytes, self.seconds, self.read = size, memory_bytes, seconds, read
        self._idle: queue.SimpleQueue[Reader] = queue.SimpleQueue()
        self._threads: ThreadPoolExecutor | None = None
        self._lock = threading.Lock()
        self.replaced = 0
        """How many readers died or overran and were replaced (each one a file refused)."""

    async def rows(
        self, upload: SheetUpload, max_rows: int, sheet_names: Collection[str] = ()
    ) -> list[NumberedRow]:
        suffix = format_of(upload)
        if suffix not in CHECKS:  # .csv, or refused as no spreadsheet
            return await asyncio.to_thread(read_rows, upload, max_rows, sheet_names)
        request = reader_process.request(suffix, max_rows, sheet_names, upload.content)
        loop = asyncio.get_running_loop()
        answer = await loop.run_in_executor(self._started(), self._exchange, request)
        try:
            return reader_process.rows_from(answer)
        except (ValueError, KeyError, TypeError, AttributeError) as error:
            raise unreadable() from error

    def _started(self) -> ThreadPoolExecutor:
        with self._lock:
            if self._threads is None:
                for _ in range(self.size):
                    self._idle.put(Reader(self.memory_bytes, self.read))
                self._threads = ThreadPoolExecutor(self.size, "spreadsheet-reader")
            return self._threads

    def _exchange(self, request: bytes) -> bytes:
        reader = self._idle.get()  # as many readers as threads: one is free
        if reader.process.poll() is not None:  # died while idle
            reader = self._replaced(reader)
        try:
            answer = reader.exchange(request, self.seconds)
        except (OSError, EOFError) as error:
            self._idle.put(self._replaced(reader))
            raise unreadable() from error
        self._idle.put(reader)
        return answer

    def _replaced(self, reader: Reader) -> Reader:
        self.replaced += 1
        reader.kill()
        reader.stop()
        return Reader(self.memory_bytes, self.read)

    async def close(self) -> None:
        """Ends the readers (after the reads under way) and their threads."""
        await asyncio.to_thread(self._close)

    def _close(self) -> None:
        with self._lock:
            threads, self._threads = self._threads, None
        if threads is None:
            return
        threads.shutdown(wait=True)
        while not self._idle.empty():
            self._idle.get().stop()
