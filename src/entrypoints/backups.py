"""``fedreg backup`` and ``fedreg restore``: the configured database and uploaded files.

The files are the data folder's ``files/``, or the object store's of FEDREG_FILES_URL:
a backup reads them from there, a restore writes them back there (into an object store
beside what it holds: names are generated, so none is overwritten by another file).

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
    ArchivedFiles,
    BackupProblem,
    Manifest,
    extract_database,
    extract_files,
    files_below,
    folder_files,
    open_archive,
    read_manifest,
    write_archive,
)
from adapters.cli.context import BackupRequest, SetupProblem
from adapters.files.object_store import ObjectFileStore, open_s3_store
from adapters.files.transfer import copy_folder_to_store
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


def _object_store(config: Config) -> ObjectFileStore | None:
    return ObjectFileStore(open_s3_store(config.files_url)) if config.files_url else None


def _archived_files(config: Config) -> ArchivedFiles:
    store = _object_store(config)
    if store is None:
        return folder_files(config.files_dir)
    return ArchivedFiles([stored.key for stored in store.objects()], store.read)


def _holds_files(config: Config) -> bool:
    store = _object_store(config)
    if store is None:
        return bool(files_below(config.files_dir))
    return next(store.objects(), None) is not None


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
        files = _archived_files(config)
        created = datetime.now(UTC).isoformat(timespec="seconds")
        manifest = Manifest(FORMAT, created, dialect, revision, copy.name, len(files.keys))
        write_archive(request.archive, manifest, copy, files, request.progress)
    where = f" of {config.files_url}" if config.files_url else ""
    return (
        f"Backed up the {dialect} database (revision {revision}) and {len(files.keys)} files{where}"
    )


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
    if (holds_data or _holds_files(config)) and not force:
        where = f"{config.data_dir}, {config.files_url}" if config.files_url else config.data_dir
        raise SetupProblem(
            f"the target ({where}) holds a database or files already: pass --force to replace them"
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
            store = _object_store(config)
            if store is None:
                _replace_files(config, Path(work) / "files")
            else:
                copy_folder_to_store(Path(work) / "files", store, request.progress)
    applied = upgrade_sync(config.database_url)
    migrated = f", then applied {len(applied)} migrations" if applied else ""
    return (
        f"Restored the {manifest.dialect} database of {manifest.createdAt}"
        f" (revision {manifest.revision}) and {files} files{migrated}"
    )
