"""Where the CPU went during ``bench/load.py``'s loop (Linux ``/proc``; figures are ``nan``
elsewhere): the server's process tree, the PostgreSQL backends serving the bench database, and
the whole machine, which other work may share."""

from __future__ import annotations

import math
import os
from dataclasses import dataclass
from pathlib import Path

TICKS = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


def _process_tree(pid: int) -> list[int]:
    found, waiting = [], [pid]
    while waiting:
        current = waiting.pop()
        found.append(current)
        for task in Path(f"/proc/{current}/task").glob("*/children"):
            waiting.extend(int(child) for child in task.read_text().split())
    return found


def tree_cpu_seconds(pid: int) -> float:
    """User + system CPU of ``pid`` and its living descendants."""
    total = 0
    for member in _process_tree(pid):
        try:
            fields = Path(f"/proc/{member}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue  # exited meanwhile
        total += int(fields[11]) + int(fields[12])  # utime, stime
    return total / TICKS


Backends = dict[tuple[int, int], float]  # (pid, start time) -> CPU seconds


def postgres_backends(database: str) -> Backends:
    """User + system CPU of each living PostgreSQL backend connected to ``database``: the
    processes whose command line reads ``postgres: [cluster:] user database host(port) ...``."""
    found: Backends = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            command = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
            if not command.startswith("postgres:") or database not in command.split():
                continue
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue  # exited meanwhile, or not ours to read
        found[(int(entry.name), int(fields[19]))] = (int(fields[11]) + int(fields[12])) / TICKS
    return found


def machine_ticks() -> tuple[int, int]:
    """(busy, total) jiffies of every core since boot."""
    values = [int(v) for v in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    idle = values[3] + values[4]  # idle, iowait
    return sum(values) - idle, sum(values)


@dataclass
class CpuSample:
    server: float
    busy: int
    total: int
    backends: Backends | None = None  # of the bench database; None: not measured

    @classmethod
    def take(cls, server_pid: int, database: str | None = None) -> CpuSample:
        try:
            busy, total = machine_ticks()
            backends = postgres_backends(database) if database else None
            return cls(tree_cpu_seconds(server_pid), busy, total, backends)
        except (OSError, ValueError, IndexError):
            return cls(math.nan, 0, 0)


def server_seconds(before: CpuSample, after: CpuSample) -> float:
    """CPU seconds the server's processes used between two samples (``nan`` without /proc)."""
    return after.server - before.server


def database_seconds(before: CpuSample, after: CpuSample) -> float:
    """CPU seconds the bench database's backends used between two samples: those living at
    the second (a backend that exits in between takes its last CPU with it); ``nan`` when
    not measured."""
    if before.backends is None or after.backends is None:
        return math.nan
    return sum(cpu - before.backends.get(key, 0.0) for key, cpu in after.backends.items())


def describe(before: CpuSample, after: CpuSample, seconds: float) -> str:
    """One line: the server's cores in use, and how busy the whole machine was."""
    cores = os.cpu_count() or 1
    server = (after.server - before.server) / seconds
    total = after.total - before.total
    busy = (after.busy - before.busy) / total if total else math.nan
    return (
        f"server processes used {server:.2f} of {cores} cores on average; the machine was "
        f"{busy:.0%} busy (server, PostgreSQL, load generator and any other work)"
    )
