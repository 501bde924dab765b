"""Wall time of each part of ``make test``, to the second, printed as one table at the end.

nox's own summary rounds a session's time to the minute ("took 10 minutes"); ``nox --report
FILE`` writes each session's result and duration in seconds. ``run`` writes the same kind of
file for a command that is not a nox session (the install), and ``table`` prints the parts of
any number of such files with their total; ``lanes`` runs commands side by side (each its
own lane of sessions, its lines prefixed with the lane's name) and writes the wall time of
them all::

    python3 -m tools.timings run --name install FILE -- make install webapp-install
    python3 -m tools.timings lanes FILE 'py=nox -s lint tests' 'web=nox -s webapp e2e'
    python3 -m tools.timings table FILE...

When lanes ran, the table's parts overlap in time: their sum is the machine's work, the
``lanes`` row is what the clock showed. ``lanes`` also keeps the lines that name what failed
(pytest's ``FAILED``/``ERROR`` summary lines, Playwright's and Vitest's failed tests, nox's
failed sessions) in ``FILE.failures``, and ``table --failures`` prints them after the
table, so that the end of a long log says which test failed::

    python3 -m tools.timings table FILE... --failures FILE.failures

Standard library only: ``make test`` runs it with the system's Python before ``.venv`` exists.
"""

from __future__ import annotations

import argparse
import json
import re
import shlex
import subprocess
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any


@dataclass(frozen=True)
class Part:
    """One part of a run: its name, result (``success``, ``failed``, ...) and wall seconds."""

    name: str
    result: str
    seconds: float


def write_report(path: Path, parts: list[Part]) -> None:
    """Write ``parts`` to ``path`` in the shape of ``nox --report``."""
    sessions = [{"name": p.name, "result": p.result, "duration": p.seconds} for p in parts]
    ok = all(part.result == "success" for part in parts)
    path.write_text(json.dumps({"result": int(ok), "sessions": sessions}, indent=2) + "\n")


def read_report(path: Path) -> list[Part]:
    """The parts of a report written by ``write_report`` or ``nox --report``."""
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return [
        Part(str(entry["name"]), str(entry["result"]), float(entry.get("duration", 0.0)))
        for entry in data.get("sessions", [])
    ]


def minutes(seconds: float) -> str:
    """``seconds`` as ``m:ss``."""
    whole = round(seconds)
    return f"{whole // 60}:{whole % 60:02d}"


def format_table(parts: list[Part], missing: list[Path], inside: list[Part] | None = None) -> str:
    """The table: one row per part, then the total of their times. ``inside`` are parts that
    ran within the lanes (side by side): shown indented, each lane's sessions in turn, and
    not added to the total, which the lanes' own row already holds."""
    nested = inside or []
    width = max(
        [len("total"), *(len(part.name) for part in parts), *(len(p.name) + 2 for p in nested)]
    )
    lines = ["Wall time of each part:", f"  {'part':<{width}}  {'seconds':>8}  {'m:ss':>6}  result"]

    def row(name: str, part: Part) -> str:
        return f"  {name:<{width}}  {part.seconds:8.1f}  {minutes(part.seconds):>6}  {part.result}"

    for part in parts:
        lines.append(row(part.name, part))
        if part.name.startswith("lanes"):
            lines += [row(f"  {session.name}", session) for session in nested]
    total = sum(part.seconds for part in parts)
    lines.append(f"  {'total':<{width}}  {total:8.1f}  {minutes(total):>6}")
    lines += [f"  (no report at {path}: that part did not finish)" for path in missing]
    return "\n".join(lines)


def run(name: str, report: Path, command: list[str]) -> int:
    """Run ``command``, write its wall time and result to ``report``; its exit status."""
    started = time.perf_counter()
    status = subprocess.call(command)  # noqa: S603 (the command is the caller's own)
    result = "success" if status == 0 else "failed"
    write_report(report, [Part(name, result, time.perf_counter() - started)])
    return status


FAILURE_LINE = re.compile(
    r"^(FAILED |ERROR |nox > Session .* (failed|aborted)"  # pytest's summary, nox
    r"|\s*✘ "  # Playwright's list reporter
    r"|\s*(×|FAIL) )"  # Vitest
)
MOST_FAILURES_SHOWN = 40


def failure_lines_of(lines: list[str]) -> list[str]:
    """The lines (as relayed, with their lane's prefix) that name what failed."""
    return [line for line in lines if FAILURE_LINE.match(line.partition("] ")[2])]


def _relay(
    name: str, process: subprocess.Popen[str], lock: threading.Lock, kept: list[str]
) -> None:
    """Print each line ``process`` writes, prefixed with its lane's name, as it comes; keep
    those that name a failure in ``kept``."""
    assert process.stdout is not None
    for line in process.stdout:
        relayed = f"[{name}] {line}"
        kept += failure_lines_of([relayed])
        with lock:
            sys.stdout.write(relayed)
            sys.stdout.flush()


def lanes(report: Path, commands: dict[str, list[str]]) -> int:
    """Run ``commands`` side by side; write the wall time of them all (and whether every one
    succeeded) to ``report``. The exit status is 0 only when every command's was."""
    started = time.perf_counter()
    lock = threading.Lock()
    processes = {
        name: subprocess.Popen(  # noqa: S603 (the commands are the caller's own)
            command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, bufsize=1
        )
        for name, command in commands.items()
    }
    kept: list[str] = []
    relays = [
        threading.Thread(target=_relay, args=(name, process, lock, kept), daemon=True)
        for name, process in processes.items()
    ]
    for relay in relays:
        relay.start()
    statuses = {name: process.wait() for name, process in processes.items()}
    for relay in relays:
        relay.join()
    failed = [name for name, status in statuses.items() if status != 0]
    for name in failed:
        print(f"[{name}] failed (exit status {statuses[name]})")
    report.with_suffix(".failures").write_text("".join(kept), encoding="utf-8")
    result = "failed" if failed else "success"
    label = "lanes (" + " | ".join(commands) + "), side by side"
    write_report(report, [Part(label, result, time.perf_counter() - started)])
    return 1 if failed else 0


def _lane(text: str) -> tuple[str, list[str]]:
    """``NAME=COMMAND`` as the lane's name and the command's words."""
    name, sep, command = text.partition("=")
    if not sep or not name or not command.strip():
        raise argparse.ArgumentTypeError(f"{text!r}: expected NAME=COMMAND")
    return name, shlex.split(command)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m tools.timings", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    run_parser = commands.add_parser("run", help="run a command and write its wall time")
    run_parser.add_argument("--name", required=True, help="the part's name in the table")
    run_parser.add_argument("report", type=Path, help="the JSON file to write")
    run_parser.add_argument("argv", nargs=argparse.REMAINDER, help="-- COMMAND [ARG...]")
    lanes_parser = commands.add_parser("lanes", help="run commands side by side")
    lanes_parser.add_argument("report", type=Path, help="the JSON file to write")
    lanes_parser.add_argument("lanes", type=_lane, nargs="+", help="NAME=COMMAND")
    table_parser = commands.add_parser("table", help="print the parts of the reports")
    table_parser.add_argument("reports", type=Path, nargs="+")
    table_parser.add_argument(
        "--inside", type=Path, nargs="*", default=[], help="reports of the lanes' sessions"
    )
    table_parser.add_argument(
        "--failures", type=Path, help="the lines naming failures that ``lanes`` kept"
    )
    arguments = parser.parse_args(argv)
    if arguments.command == "run":
        command: list[str] = arguments.argv
        if command[:1] == ["--"]:
            command = command[1:]
        if not command:
            parser.error("run: no command given after --")
        return run(arguments.name, arguments.report, command)
    if arguments.command == "lanes":
        return lanes(arguments.report, dict(arguments.lanes))
    parts: list[Part] = []
    inside: list[Part] = []
    missing: list[Path] = []
    for paths, into in ((arguments.reports, parts), (arguments.inside, inside)):
        for path in paths:
            if path.exists():
                into += read_report(path)
            else:
                missing.append(path)
    print(format_table(parts, missing, inside))
    if arguments.failures is not None and arguments.failures.exists():
        print_failures(arguments.failures.read_text(encoding="utf-8").splitlines())
    return 0


def print_failures(lines: list[str]) -> None:
    """What failed, at the very end of the log (the first ``MOST_FAILURES_SHOWN`` lines)."""
    if not lines:
        return
    print("What failed:")
    for line in lines[:MOST_FAILURES_SHOWN]:
        print(f"  {line}")
    if len(lines) > MOST_FAILURES_SHOWN:
        print(f"  ... and {len(lines) - MOST_FAILURES_SHOWN} more lines")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
