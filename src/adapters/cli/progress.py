"""Progress bars (Rich) on standard error, for steps that can take more than a second.

Shown only when standard error is a terminal: scripts and pipes get the result lines alone
(and the command does not even import Rich). A ``Steps`` reports ``(label, done, total)``;
each label is a bar of its own.
"""

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

Steps = Callable[[str, int, int], None]
"""Called with a step's label, how much of it is done and its total (0: not known yet)."""


def _ignore(_label: str, _done: int, _total: int) -> None:
    return None


@contextmanager
def progress_bars() -> Iterator[Steps]:
    """A ``Steps`` that draws a bar per label while the block runs (nothing off a terminal)."""
    if not sys.stderr.isatty():
        yield _ignore
        return
    from rich.console import Console
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeRemainingColumn,
    )

    columns = (
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeRemainingColumn(),
    )
    with Progress(*columns, console=Console(stderr=True), transient=True) as progress:
        tasks: dict[str, Any] = {}

        def step(label: str, done: int, total: int) -> None:
            if label not in tasks:
                tasks[label] = progress.add_task(label, total=total or None)
            progress.update(tasks[label], completed=done, total=total or None)

        yield step
