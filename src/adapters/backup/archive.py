"""The backup archive: a gzip'd tar of a manifest, the database copy and the files folder.

```
fedreg-backup.json     {"format": 1, "createdAt", "dialect", "revision", "database", "files"}
database.sqlite        SQLite: a copy made with SQLite's backup API
database.pgdump        PostgreSQL: pg_dump's custom format (restored with pg_restore)
files/<kind>/<name>    the uploaded files, as under <data dir>/files/ (or in the object store)
```
"""

import io
import json
import shutil
import tarfile
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path, PurePosixPath

MANIFEST = "fedreg-backup.json"
FORMAT = 1
FILES = "files"

Steps = Callable[[str, int, int], None]


class BackupProblem(Exception):
    """A backup cannot be written or read, or does not fit the target (one line for the CLI)."""


@dataclass(frozen=True, slots=True)
class Manifest:
    format: int
    createdAt: str  # noqa: N815 (the key as written in the archive)
    dialect: str
    revision: str | None
    database: str
    files: int


def files_below(folder: Path) -> list[Path]:
    """Every regular file below ``folder`` (none when it does not exist), sorted."""
    if not folder.is_dir():
        return []
    return sorted(path for path in folder.rglob("*") if path.is_file() and not path.is_symlink())


@dataclass(frozen=True, slots=True)
class ArchivedFiles:
    """The uploaded files a backup takes, wherever they are kept: their keys (``kind/name``)
    and how to read one."""

    keys: Sequence[str]
    read: Callable[[str], bytes]


def folder_files(folder: Path) -> ArchivedFiles:
    """Every regular file below the files folder ``folder``."""
    keys = [path.relative_to(folder).as_posix() for path in files_below(folder)]
    return ArchivedFiles(keys, lambda key: (folder / key).read_bytes())


def _add_bytes(archive: tarfile.TarFile, name: str, data: bytes) -> None:
    info = tarfile.TarInfo(name)
    info.size, info.mtime, info.mode = len(data), int(time.time()), 0o644
    archive.addfile(info, io.BytesIO(data))


def write_archive(
    target: Path, manifest: Manifest, database_copy: Path, files: ArchivedFiles, step: Steps
) -> None:
    """Write the archive next to ``target`` first, then move it into place (never half a file)."""
    draft = target.with_name(f".{target.name}.partial")
    with tarfile.open(draft, "w:gz") as archive:
        _add_bytes(archive, MANIFEST, json.dumps(asdict(manifest), indent=2).encode())
        archive.add(database_copy, arcname=manifest.database)
        for done, key in enumerate(files.keys, start=1):
            _add_bytes(archive, f"{FILES}/{key}", files.read(key))
            step("files", done, len(files.keys))
    draft.replace(target)


def read_manifest(archive: tarfile.TarFile, path: Path) -> Manifest:
    try:
        member = archive.extractfile(MANIFEST)
        raw = json.loads(member.read()) if member is not None else {}
        manifest = Manifest(**raw)
    except (KeyError, ValueError, TypeError, tarfile.TarError) as error:
        raise BackupProblem(f"{path} is not a fedreg backup (no readable {MANIFEST})") from error
    if manifest.format != FORMAT:
        raise BackupProblem(f"{path} is a backup of format {manifest.format}, not {FORMAT}")
    return manifest


def _safe_relative(name: str) -> PurePosixPath | None:
    """The path of a member below ``files/``; ``None`` for anything else or anything unsafe."""
    path = PurePosixPath(name)
    if path.is_absolute() or ".." in path.parts or path.parts[:1] != (FILES,):
        return None
    return PurePosixPath(*path.parts[1:]) if len(path.parts) > 1 else None


def extract_database(archive: tarfile.TarFile, manifest: Manifest, into: Path) -> Path:
    """The database copy, written into the folder ``into``."""
    member = archive.extractfile(manifest.database)
    if member is None:
        raise BackupProblem(f"the backup has no {manifest.database}")
    target = into / PurePosixPath(manifest.database).name
    with target.open("wb") as out:
        shutil.copyfileobj(member, out)
    return target


def extract_files(archive: tarfile.TarFile, into: Path, step: Steps) -> int:
    """The regular files below ``files/`` into the folder ``into``; answers how many."""
    members = [m for m in archive.getmembers() if m.isfile() and _safe_relative(m.name)]
    for done, member in enumerate(members, start=1):
        relative = _safe_relative(member.name)
        source = archive.extractfile(member)
        assert relative is not None
        assert source is not None
        target = into.joinpath(*relative.parts)
        target.parent.mkdir(parents=True, exist_ok=True)
        with target.open("wb") as out:
            shutil.copyfileobj(source, out)
        step("files", done, len(members))
    return len(members)


def open_archive(path: Path) -> tarfile.TarFile:
    try:
        return tarfile.open(path, "r:*")
    except tarfile.TarError as error:
        raise BackupProblem(f"{path} is not a fedreg backup (a .tar.gz archive)") from error
    except OSError as error:
        raise BackupProblem(f"cannot read {path}: {error.strerror or error}") from error
