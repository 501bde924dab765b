"""The folder where the workers of one ``fedreg serve`` write their metrics."""

import os
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from adapters.metrics import process_running

METRICS_FOLDER = "PROMETHEUS_MULTIPROC_DIR"
METRICS_PREFIX = "fedreg-metrics-"


@contextmanager
def metrics_folder(enabled: bool) -> Iterator[None]:
    """A folder of this server start where every worker writes its metrics (prometheus-client's
    multiprocess mode), named in the environment the workers inherit, removed at the end;
    those of servers that were killed before they could remove theirs go first."""
    if not enabled:
        yield
        return
    _remove_folders_of_ended_servers()
    folder = tempfile.mkdtemp(prefix=f"{METRICS_PREFIX}{os.getpid()}-")
    os.environ[METRICS_FOLDER] = folder
    try:
        yield
    finally:
        os.environ.pop(METRICS_FOLDER, None)
        shutil.rmtree(folder, ignore_errors=True)


def _remove_folders_of_ended_servers() -> None:
    for folder in Path(tempfile.gettempdir()).glob(f"{METRICS_PREFIX}*-*"):
        pid = folder.name.removeprefix(METRICS_PREFIX).partition("-")[0]
        if pid.isdigit() and not process_running(int(pid)):
            shutil.rmtree(folder, ignore_errors=True)
