"""What ``/api/ready`` and ``/metrics`` read, wired: the database, the object store (when
files are kept in one), the clock, and what this build is (docs/operations.md)."""

import asyncio
import logging
import os
import subprocess
from collections.abc import Awaitable, Callable
from functools import cache
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

from adapters.http.operations import BuildInfo, ScrapeFacts
from adapters.sql.migrate import head_revision
from adapters.sql.readiness import DatabaseReadiness
from fedreg_core.ports.clock import Clock

logger = logging.getLogger("fedreg.readiness")

CHECK_SECONDS = 3.0
"""A check that has not answered within this is failing (a load balancer waits not much more)."""
REPOSITORY = Path(__file__).resolve().parents[2]


@cache
def build_info() -> BuildInfo:
    """The version installed, the commit (``FEDREG_COMMIT``, else the checkout's) and the
    newest migration."""
    try:
        installed = version("fedreg")
    except PackageNotFoundError:
        installed = ""
    commit = os.environ.get("FEDREG_COMMIT", "").strip() or _checked_out_commit()
    return BuildInfo(installed, commit, head_revision())


def _checked_out_commit() -> str:
    if not (REPOSITORY / ".git").exists():
        return ""
    try:
        done = subprocess.run(  # noqa: S603 (a fixed command)
            ["git", "-C", str(REPOSITORY), "rev-parse", "--short=12", "HEAD"],  # noqa: S607
            capture_output=True,
            text=True,
            timeout=5,
            check=False,
        )
    except (OSError, subprocess.SubprocessError):
        return ""
    return done.stdout.strip() if done.returncode == 0 else ""


class ServerOperations:
    """Implements ``adapters.http.operations.Operations``."""

    def __init__(
        self,
        database: DatabaseReadiness,
        clock: Clock,
        store: Callable[[], Awaitable[bool]] | None = None,
    ) -> None:
        self._database = database
        self._clock = clock
        self._store = store
        self._reported: dict[str, str] = {}

    @property
    def build(self) -> BuildInfo:
        return build_info()

    async def readiness(self) -> dict[str, bool]:
        checks = {"database": await self._check("database", self._database_answers)}
        checks["schema"] = checks["database"] and await self._check("schema", self._schema)
        if self._store is not None:
            checks["files"] = await self._check("files", self._files)
        return checks

    async def scrape_facts(self) -> ScrapeFacts:
        now = self._clock.now()
        backlog = await self._database.backlog(now)
        waited = (now - backlog.oldest_due_at).total_seconds() if backlog.oldest_due_at else 0
        return ScrapeFacts(backlog.due, max(0.0, waited), await self._database.revision())

    async def _database_answers(self) -> str | None:
        await self._database.answers()
        return None

    async def _schema(self) -> str | None:
        return await self._database.schema_problem()

    async def _files(self) -> str | None:
        assert self._store is not None
        return None if await self._store() else "the object store does not answer"

    async def _check(self, name: str, problem_of: Callable[[], Awaitable[str | None]]) -> bool:
        """Run one check within ``CHECK_SECONDS``; log a new problem and a recovery once."""
        try:
            async with asyncio.timeout(CHECK_SECONDS):
                problem = await problem_of()
        except Exception as error:  # any failure of a check: not ready
            problem = f"{name} does not answer: {type(error).__name__}: {error}"
        if problem is None:
            if self._reported.pop(name, None) is not None:
                logger.info("ready again: %s passes", name)
            return True
        if self._reported.get(name) != problem:
            logger.warning("not ready: %s", problem)
            self._reported[name] = problem
        return False
