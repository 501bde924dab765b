"""``fedreg backup`` and ``fedreg restore``: the configured database and files folder.

SQLite is copied with SQLite's backup API (the server may keep running); PostgreSQL is
dumped and restored with pg_dump and pg_restore. The archive's format: adapters/backup/archive.py.
A restore refuses a target that holds a fedreg database or files unless ``force``; then it
migrates the restored database to this code's revision.
"""

import asyncio
import tempfile
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

from adapters.backup import postgres, sqlite
from adapters.backup.archive import (
    FORMAT,
    BackupProblem,
    Manifest,
    extract_database,
    extract_files,
    files_below,
    open_archive,
    read_manifest,
    write_archive,
)
from adapters.cli.context import BackupRequest, SetupProblem
from adapters.sql.database_state import (
    DatabaseUnreachable,
    downgrade_to_base,
    sqlite_file,
    stored_revision,
)
from adapters.sql.migrate import upgrade_sync
from entrypoints.settings import Config

DATABASE_MEMBERS = {"sqlite": "database.sqlite", "postgresql": "database.pgdump"}


def _dialect(config: Config) -> str:
    return "sqlite" if sqlite_file(config.database_url) is not None else "postgresql"


def _revision(config: Config) -> str | None:
    try:
        return asyncio.run(stored_revision(config.database_url))
    except DatabaseUnreachable as error:
        raise SetupProblem(str(error)) from error


def reported(
    step: Callable[[Config, BackupRequest], str],
) -> Callable[[Config, BackupRequest], str]:
    """``step`` with its ``BackupProblem`` raised as the CLI's ``SetupProblem`` (one line)."""

    def run(config: Config, request: BackupRequest) -> str:
        try:
            return step(config, request)
        except BackupProblem as error:
            raise SetupProblem(str(error)) from error

    return run


@reported
def back_up(config: Config, request: BackupRequest) -> str:
    """Write the archive; answer what it holds, in one line."""
    if request.archive.exists() and not request.force:
        raise SetupProblem(f"{request.archive} exists already: pass --force to replace it")
    dialect, revision = _dialect(config), _revision(config)
    database = sqlite_file(config.database_url)
    if revision is None:
        raise SetupProblem(f"there is no fedreg database to back up at {config.database_url}")
    with tempfile.TemporaryDirectory(dir=request.archive.parent) as work:
        copy = Path(work) / DATABASE_MEMBERS[dialect]
        request.progress("database", 0, 1)
        if database is not None:
            sqlite.copy_database(database, copy)
        else:
            postgres.dump(config.database_url, copy, config.files_dir)
        request.progress("database", 1, 1)
        files = len(files_below(config.files_dir))
        created = datetime.now(UTC).isoformat(timespec="seconds")
        manifest = Manifest(FORMAT, created, dialect, revision, copy.name, files)
        write_archive(request.archive, manifest, copy, config.files_dir, request.progress)
    return f"Backed up the {dialect} database (revision {revision}) and {files} files"


def _ensure_restorable(config: Config, manifest: Manifest, force: bool) -> str | None:
    """The target's revision; ``SetupProblem`` when the backup does not fit or the target is
    not empty and ``force`` is not given."""
    dialect = _dialect(config)
    if manifest.dialect != dialect:
        raise SetupProblem(
            f"the backup holds a {manifest.dialect} database, the target is {dialect}"
        )
    revision = _revision(config)
    database = sqlite_file(config.database_url)
    holds_data = revision is not None or (database is not None and sqlite.has_tables(database))
    if (holds_data or files_below(config.files_dir)) and not force:
        raise SetupProblem(
            f"the target ({config.data_dir}) holds a database or files already:"
            " pass --force to replace them"
        )
    if dialect == "postgresql":
        postgres.tool_path("pg_restore", config.files_dir)
    return revision


def _replace_files(config: Config, extracted: Path) -> None:
    """The extracted files folder takes the place of the current one."""
    files_dir = config.files_dir
    if files_dir.exists():
        files_dir.rename(extracted.with_name("files-replaced"))
    extracted.rename(files_dir)


@reported
def restore(config: Config, request: BackupRequest) -> str:
    """Restore the archive into the configured database and files folder, then migrate."""
    with open_archive(request.archive) as archive:
        manifest = read_manifest(archive, request.archive)
        revision = _ensure_restorable(config, manifest, request.force)
        with tempfile.TemporaryDirectory(dir=config.data_dir, prefix=".restore-") as work:
            request.progress("database", 0, 1)
            copy = extract_database(archive, manifest, Path(work))
            database = sqlite_file(config.database_url)
            if database is not None:
                sqlite.restore_database(copy, database)
            else:
                if revision is not None:
                    downgrade_to_base(config.database_url)
                postgres.restore(config.database_url, copy, config.files_dir)
            request.progress("database", 1, 1)
            files = extract_files(archive, Path(work) / "files", request.progress)
            (Path(work) / "files").mkdir(exist_ok=True)
            _replace_files(config, Path(work) / "files")
    applied = upgrade_sync(config.database_url)
    migrated = f", then applied {len(applied)} migrations" if applied else ""
    return (
        f"Restored the {manifest.dialect} database of {manifest.createdAt}"
        f" (revision {manifest.revision}) and {files} files{migrated}"
    )
