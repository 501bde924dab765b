"""Fixtures shared by every kind of test."""

from collections.abc import Iterator
from pathlib import Path

import pytest

from adapters.sql.migrate import upgrade
from tests.integration.sql_support import run_outside_loop
from tests.seaweed import REQUIRE_VARIABLE, S3Server, S3Unavailable, running_seaweedfs, s3_required


@pytest.fixture(scope="session")
def sqlite_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One migrated SQLite file per session: tests copy it instead of migrating again."""
    path = tmp_path_factory.mktemp("sqlite-template") / "fedreg.db"
    run_outside_loop(upgrade(f"sqlite+aiosqlite:///{path}"))
    return path


@pytest.fixture(scope="session")
def s3_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[S3Server]:
    """SeaweedFS for this test process, its ``AWS_*`` variables set for obstore to read;
    skipped when it cannot start, a failure where ``FEDREG_REQUIRE_S3=1``."""
    try:
        with (
            running_seaweedfs(tmp_path_factory.mktemp("seaweedfs")) as server,
            pytest.MonkeyPatch.context() as patch,
        ):
            for name, value in server.env.items():
                patch.setenv(name, value)
            yield server
    except S3Unavailable as error:
        if s3_required():
            pytest.fail(f"{REQUIRE_VARIABLE}=1 and SeaweedFS cannot start: {error}")
        pytest.skip(f"SeaweedFS cannot start: {error}")


STORES = ["local", pytest.param("s3", marks=pytest.mark.s3)]


@pytest.fixture(params=STORES)
def files_url(request: pytest.FixtureRequest) -> str:
    """FEDREG_FILES_URL of each file store: empty for the local folder, else a fresh prefix
    in the object store."""
    if request.param == "local":
        return ""
    server: S3Server = request.getfixturevalue("s3_server")
    return server.new_url()
