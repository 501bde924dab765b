"""Where the CPU went during ``bench/load.py``'s loop (Linux ``/proc``; figures are ``nan``
elsewhere): the server's process tree, and the whole machine, which other work may share."""

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

    @classmethod
    def take(cls, server_pid: int) -> CpuSample:
        try:
            busy, total = machine_ticks()
            return cls(tree_cpu_seconds(server_pid), busy, total)
        except (OSError, ValueError, IndexError):
            return cls(math.nan, 0, 0)


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
