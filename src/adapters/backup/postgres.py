"""PostgreSQL: pg_dump and pg_restore, the client tools of PostgreSQL, when they are installed.

The password goes to the tools in ``PGPASSWORD``, never on their command line.
"""

import os
import shutil
import subprocess
from pathlib import Path

from sqlalchemy.engine import make_url

from adapters.backup.archive import BackupProblem

HOW = (
    "install PostgreSQL's client tools (Debian and Ubuntu: apt-get install postgresql-client),"
    " or run `pg_dump --format=custom` (pg_restore to load it) yourself and copy the files"
    " folder {files}"
)


def tool_path(name: str, files_dir: Path) -> str:
    found = shutil.which(name)
    if found is None:
        raise BackupProblem(f"{name} is not installed: " + HOW.format(files=files_dir))
    return found


def _connection(database_url: str) -> tuple[str, dict[str, str]]:
    """The libpq URL without its password, and the environment that carries it."""
    url = make_url(database_url).set(drivername="postgresql")
    env = dict(os.environ)
    if url.password is not None:
        env["PGPASSWORD"] = str(url.password)
    return url.set(password=None).render_as_string(hide_password=False), env


def _run(command: list[str], env: dict[str, str]) -> None:
    done = subprocess.run(command, env=env, capture_output=True, text=True, check=False)  # noqa: S603 (a fixed tool, no shell)
    if done.returncode != 0:
        lines = done.stderr.strip().splitlines() or ["no message"]
        message = next((line for line in lines if "error:" in line), lines[0])
        raise BackupProblem(f"{Path(command[0]).name} failed: {message.strip()}")


def dump(database_url: str, target: Path, files_dir: Path) -> None:
    """pg_dump's custom format of the whole database into ``target``."""
    tool = tool_path("pg_dump", files_dir)
    url, env = _connection(database_url)
    options = ["--format=custom", "--no-owner", "--no-privileges", f"--file={target}"]
    _run([tool, *options, f"--dbname={url}"], env)


def restore(database_url: str, dump_file: Path, files_dir: Path) -> None:
    """Load ``dump_file`` into the (empty) database, in one transaction."""
    tool = tool_path("pg_restore", files_dir)
    url, env = _connection(database_url)
    options = ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction"]
    _run([tool, *options, f"--dbname={url}", str(dump_file)], env)
