"""A PostgreSQL cluster of a test's own: ``initdb`` into a temporary folder, a free port.

Tests that stop or restart the database use it, so no other test (running in parallel on the
shared server of ``FEDREG_TEST_DATABASE_URL``) is disturbed. PostgreSQL refuses to run as
root: under root the cluster belongs to the ``postgres`` user, and its folder to that user.
"""

import os
import pwd
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from tests.integration.server_process import free_port

OWNER_WHEN_ROOT = "postgres"
SETTINGS = {
    "listen_addresses": "127.0.0.1",
    "fsync": "off",  # a restart is not a crash: a shutdown writes everything out anyway
    "max_connections": "30",
}


def postgres_bin_dir() -> Path:
    """Where ``initdb`` and ``pg_ctl`` are: on PATH, else the newest of Debian's versions."""
    on_path = shutil.which("initdb")
    if on_path:
        return Path(on_path).parent
    versions = sorted(
        Path("/usr/lib/postgresql").glob("*/bin/initdb"), key=lambda p: int(p.parts[-3])
    )
    if not versions:
        raise FileNotFoundError("no initdb: install PostgreSQL's server binaries")
    return versions[-1].parent


@dataclass
class Cluster:
    folder: Path
    port: int
    bin_dir: Path
    user: str | None
    """Who runs the server (``None``: whoever runs the tests)."""

    @property
    def server_url(self) -> str:
        return f"postgresql+asyncpg://postgres@127.0.0.1:{self.port}/postgres"

    def run(self, program: str, *args: str) -> None:
        subprocess.run(
            [str(self.bin_dir / program), *args],
            check=True,
            user=self.user,
            cwd=self.folder,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )

    def pg_ctl(self, action: str, *args: str) -> None:
        """``pg_ctl ACTION`` on the cluster, waiting until it is done."""
        options = " ".join(f"-c {name}={value}" for name, value in SETTINGS.items())
        self.run(
            "pg_ctl",
            action,
            "-w",
            "-D",
            str(self.folder / "data"),
            "-l",
            str(self.folder / "server.log"),
            "-o",
            f"-p {self.port} -k {self.folder} {options}",
            *args,
        )

    def start(self) -> None:
        self.pg_ctl("start")

    def stop(self, mode: str = "fast") -> None:
        self.pg_ctl("stop", "-m", mode)


@contextmanager
def throwaway_cluster() -> Iterator[Cluster]:
    """A started cluster (superuser ``postgres``, trust authentication), removed afterwards."""
    user = OWNER_WHEN_ROOT if os.geteuid() == 0 else None
    folder = Path(tempfile.mkdtemp(prefix="fedreg-pg-"))
    if user is not None:
        owner = pwd.getpwnam(user)
        os.chown(folder, owner.pw_uid, owner.pw_gid)
    cluster = Cluster(folder, free_port(), postgres_bin_dir(), user)
    try:
        cluster.run(
            "initdb",
            "-D",
            str(folder / "data"),
            "-U",
            "postgres",
            "-A",
            "trust",
            "-E",
            "UTF8",
            "--locale=C",
            "--no-sync",
            "--no-instructions",
        )
        cluster.start()
        yield cluster
    finally:
        if (folder / "data" / "postmaster.pid").exists():
            cluster.stop("immediate")
        shutil.rmtree(folder, ignore_errors=True)
