"""Checks, run in the project's own environment (``make test`` syncs it first with uv).

Each session is one kind of evidence; ``nox -l`` lists them, ``nox -s NAME`` runs one.
"""

import os
import sys
from pathlib import Path

import nox

# Sessions run in the project's environment: its tools come before anything else on PATH.
os.environ["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}"

nox.options.default_venv_backend = "none"
nox.options.sessions = ["lint", "types", "tests", "bench_smoke", "webapp", "e2e"]

PYTHON_SOURCES = ["src", "tests", "bench", "noxfile.py"]


@nox.session
def lint(session: nox.Session) -> None:
    """ruff (lint and format check) and the import-linter architecture contracts."""
    session.run("ruff", "check", *PYTHON_SOURCES, external=True)
    session.run("ruff", "format", "--check", *PYTHON_SOURCES, external=True)
    session.run("lint-imports", external=True)
    session.run(
        "python",
        "-S",
        "-c",
        "import sys; sys.path.insert(0, 'src'); "
        "import fedreg_core.fees, fedreg_core.services.accounts",
        external=True,
    )


@nox.session
def types(session: nox.Session) -> None:
    """mypy --strict over the application and the tests."""
    session.run("mypy", "src", "tests", external=True)


@nox.session
def tests(session: nox.Session) -> None:
    """Unit, integration (SQLite, and PostgreSQL when FEDREG_TEST_DATABASE_URL is set) and API."""
    if not os.environ.get("FEDREG_TEST_DATABASE_URL"):
        session.warn("FEDREG_TEST_DATABASE_URL is not set: PostgreSQL tests are skipped")
    # One worker per core (at most 4): each has its own SQLite template and PostgreSQL database.
    parallel = ["--numprocesses=auto", "--maxprocesses=4", "--dist=worksteal"]
    session.run("pytest", "tests", *parallel, *session.posargs, external=True)


@nox.session
def bench_smoke(session: nox.Session) -> None:
    """The benchmarks as short smoke runs (full figures: see docs/)."""
    session.run(
        "python", "bench/fees.py", "--registrations", "2000", "--repeat", "1", external=True
    )
    session.run(
        "python", "bench/scale.py", "--clubs", "20", "--registrations", "400", "--repeat", "2",
        "--database", "sqlite", "--assert-budget", external=True,
    )  # fmt: skip
    if os.environ.get("FEDREG_TEST_DATABASE_URL"):  # its own database on that server
        load = ["--clubs", "10", "--members", "1", "--duration", "5", "--workers", "2"]
        load += ["--ratio-seconds", "1"]  # 1 member: removing and registering again runs too
        session.run("python", "bench/load.py", *load, external=True)  # exit 1 on any error
    else:
        session.warn("FEDREG_TEST_DATABASE_URL is not set: bench/load.py is skipped")


@nox.session
def webapp(session: nox.Session) -> None:
    """The webapp: type check, unit tests, the production build and its first-load budget."""
    session.chdir("webapp")
    session.run("npm", "run", "typecheck", external=True)
    session.run("npm", "test", external=True)
    session.run("npx", "vite", "build", external=True)  # `npm run build` would type-check again
    session.run("npm", "run", "size", external=True)


@nox.session
def e2e(session: nox.Session) -> None:
    """Browser end-to-end tests in Chromium against the real server."""
    session.chdir("webapp")
    session.run("npm", "run", "e2e", external=True)
