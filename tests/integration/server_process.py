"""The real ``fedreg serve`` as a child process: started on a free port, killed by its pid."""

import contextlib
import os
import re
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import httpx

SECRET_KEY = "crash-test-secret-key-long-enough-for-hs256-000000"
READY_WITHIN = 90.0  # seconds: imports and migrations on a busy machine
STOP_WITHIN = 30.0  # seconds: the requests in flight and every worker's shutdown
CLEAN_EXITS = (0, -signal.SIGTERM)
"""How a server stopped by SIGTERM ends: uvicorn finishes, then dies of the signal it caught
(systemd counts SIGTERM a clean exit)."""


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def fedreg_command() -> list[str]:
    """The console script beside this interpreter, else the same entry point through ``-c``."""
    script = Path(sys.executable).with_name("fedreg")
    if script.is_file():
        return [str(script)]
    return [sys.executable, "-c", "from entrypoints.cli import main; main()"]


@dataclass
class Server:
    process: subprocess.Popen[bytes]
    url: str
    log: Path

    def kill(self) -> None:
        """SIGKILL to the server and its worker processes (its own process group): no
        shutdown hook, no flush, no rollback runs, and no worker is left serving."""
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.process.pid, signal.SIGKILL)
        self.process.wait(timeout=10)

    def stop(self) -> int:
        """SIGTERM to the server's own process alone, as systemd stops it (it stops its
        workers): the exit code once it ended."""
        self.process.send_signal(signal.SIGTERM)
        return self.process.wait(timeout=STOP_WITHIN)

    def workers_not_finished(self) -> set[str]:
        """The workers whose start the log tells and whose last line it does not."""
        log = self.log.read_text(errors="replace")
        started = set(re.findall(r"Started server process \[(\d+)\]", log))
        return started - set(re.findall(r"Finished server process \[(\d+)\]", log))


def _wait_until_ready(server: Server) -> None:
    deadline = time.monotonic() + READY_WITHIN
    while time.monotonic() < deadline:
        if server.process.poll() is not None:
            raise AssertionError(f"fedreg serve exited: {server.log.read_text()[-3000:]}")
        try:
            if httpx.get(f"{server.url}/api/data", timeout=1.0).status_code == 200:
                return
        except httpx.TransportError:
            pass
        time.sleep(0.1)
    raise AssertionError(f"fedreg serve did not answer: {server.log.read_text()[-3000:]}")


def _start(data_dir: Path, database_url: str, workers: int, settings: dict[str, str]) -> Server:
    port = free_port()
    env = {
        **os.environ,
        "FEDREG_DATA_DIR": str(data_dir),
        "FEDREG_DATABASE_URL": database_url,
        "FEDREG_SECRET_KEY": SECRET_KEY,
        "FEDREG_HOST": "127.0.0.1",
        "FEDREG_PORT": str(port),
        "FEDREG_WEBAPP_DIR": str(data_dir / "no-webapp"),
        "FEDREG_SIGN_IN_ATTEMPTS_PER_MINUTE": "1000",
        **settings,
    }
    log = data_dir / f"serve-{port}.log"
    with log.open("wb") as output:
        process = subprocess.Popen(
            [*fedreg_command(), "serve", "--workers", str(workers)],
            env=env,
            stdout=output,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # a process group of its own, workers included
        )
    return Server(process, f"http://127.0.0.1:{port}", log)


@contextmanager
def running_servers(
    data_dirs: list[Path], database_url: str, settings: dict[str, str], workers: int = 1
) -> Iterator[list[Server]]:
    """One ``fedreg serve`` per data folder, all on ``database_url`` and started together
    (the database migrated first with ``fedreg db upgrade``, as on a server: they never
    migrate), killed when the block ends; ``settings`` add or replace FEDREG_* variables."""
    servers: list[Server] = []
    env = {**os.environ, "FEDREG_DATA_DIR": str(data_dirs[0]), "FEDREG_DATABASE_URL": database_url}
    subprocess.run([*fedreg_command(), "--init", "db", "upgrade"], env=env, check=True)
    try:
        for data_dir in data_dirs:
            servers.append(_start(data_dir, database_url, workers, settings))
        for server in servers:
            _wait_until_ready(server)
        yield servers
    finally:
        for server in servers:
            server.kill()


@contextmanager
def running_server(
    data_dir: Path, database_url: str, workers: int = 1, **settings: str
) -> Iterator[Server]:
    """``fedreg serve`` on ``database_url`` (migrated first) with ``workers`` worker
    processes, killed when the block ends; ``settings`` add or replace FEDREG_* variables."""
    with running_servers([data_dir], database_url, settings, workers) as [server]:
        yield server
