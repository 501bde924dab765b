"""Wall time of each part of ``make test``, to the second, printed as one table at the end.

nox's own summary rounds a session's time to the minute ("took 10 minutes"); ``nox --report
FILE`` writes each session's result and duration in seconds. ``run`` writes the same kind of
file for a command that is not a nox session (the install), and ``table`` prints the parts of
any number of such files with their total::

    python3 -m tools.timings run --name install FILE -- make install webapp-install
    python3 -m tools.timings table FILE...

Standard library only: ``make test`` runs it with the system's Python before ``.venv`` exists.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
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


def format_table(parts: list[Part], missing: list[Path]) -> str:
    """The table: one row per part, then the total of their times."""
    width = max([len("total"), *(len(part.name) for part in parts)])
    lines = ["Wall time of each part:", f"  {'part':<{width}}  {'seconds':>8}  {'m:ss':>6}  result"]
    for part in parts:
        row = f"  {part.name:<{width}}  {part.seconds:8.1f}  {minutes(part.seconds):>6}"
        lines.append(f"{row}  {part.result}")
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


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m tools.timings", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    run_parser = commands.add_parser("run", help="run a command and write its wall time")
    run_parser.add_argument("--name", required=True, help="the part's name in the table")
    run_parser.add_argument("report", type=Path, help="the JSON file to write")
    run_parser.add_argument("argv", nargs=argparse.REMAINDER, help="-- COMMAND [ARG...]")
    table_parser = commands.add_parser("table", help="print the parts of the reports")
    table_parser.add_argument("reports", type=Path, nargs="+")
    arguments = parser.parse_args(argv)
    if arguments.command == "run":
        command: list[str] = arguments.argv
        if command[:1] == ["--"]:
            command = command[1:]
        if not command:
            parser.error("run: no command given after --")
        return run(arguments.name, arguments.report, command)
    parts: list[Part] = []
    missing: list[Path] = []
    for path in arguments.reports:
        if path.exists():
            parts += read_report(path)
        else:
            missing.append(path)
    print(format_table(parts, missing))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
