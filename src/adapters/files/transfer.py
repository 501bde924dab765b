"""Copying stored files between the local folder and an object store (``fedreg files
migrate``, and ``fedreg backup``/``restore`` with an object store): by their keys
``kind/name``, only files with generated names of the known kinds."""

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from adapters.files.names import public_path, stored_key
from adapters.files.object_store import ObjectFileStore

Steps = Callable[[str, int, int], None]
"""Called with a step's label, how much of it is done and its total."""


@dataclass(frozen=True, slots=True)
class Copied:
    copied: int
    skipped: int
    """Already in the target with the same size."""


def folder_files(folder: Path) -> Iterator[tuple[str, Path]]:
    """The stored files below a files folder: ``(kind/name, path)``, sorted; links, partial
    writes and any other name are left out."""
    if not folder.is_dir():
        return
    for path in sorted(folder.glob("*/*")):
        key = path.relative_to(folder).as_posix()
        if stored_key(public_path(key)) is not None and path.is_file() and not path.is_symlink():
            yield key, path


def copy_folder_to_store(folder: Path, store: ObjectFileStore, step: Steps) -> Copied:
    """Every stored file of ``folder`` into ``store``; a key the store holds with the same
    size is skipped, so running it again copies only what is missing (or was cut short)."""
    there = {stored.key: stored.size for stored in store.objects()}
    files = list(folder_files(folder))
    copied = skipped = 0
    for done, (key, path) in enumerate(files, start=1):
        if there.get(key) == path.stat().st_size:
            skipped += 1
        else:
            store.write(key, path.read_bytes())
            copied += 1
        step("files", done, len(files))
    return Copied(copied, skipped)
