"""``fedreg serve``'s metrics folder: made per start, named to the workers, removed at the end,
and the folders of servers that were killed (no end ran) removed at the next start."""

import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from entrypoints.metrics_folder import METRICS_FOLDER, METRICS_PREFIX, metrics_folder


@pytest.fixture
def temporary(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    monkeypatch.delenv(METRICS_FOLDER, raising=False)
    return tmp_path


def ended_pid() -> int:
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


def test_a_folder_per_start_named_to_the_workers_and_removed(temporary: Path) -> None:
    with metrics_folder(enabled=True):
        folder = Path(os.environ[METRICS_FOLDER])
        assert folder.parent == temporary
        assert folder.name.startswith(f"{METRICS_PREFIX}{os.getpid()}-")
        (folder / "counter_1.db").write_bytes(b"")
    assert not folder.exists()
    assert METRICS_FOLDER not in os.environ


def test_none_without_metrics(temporary: Path) -> None:
    with metrics_folder(enabled=False):
        assert METRICS_FOLDER not in os.environ
    assert list(temporary.iterdir()) == []


def test_a_killed_servers_folder_goes_at_the_next_start(temporary: Path) -> None:
    killed = temporary / f"{METRICS_PREFIX}{ended_pid()}-abc"
    running = temporary / f"{METRICS_PREFIX}{os.getppid()}-abc"
    for folder in (killed, running):
        folder.mkdir()
    with metrics_folder(enabled=True):
        pass
    assert not killed.exists()
    assert running.exists()
