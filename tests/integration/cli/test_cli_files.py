"""``fedreg files migrate --to s3://...`` and ``fedreg backup``/``restore`` with the uploads in
an object store (a real SeaweedFS): copies are whole, repeated runs copy only what is missing."""

from pathlib import Path

import pytest

from adapters.files.object_store import ObjectFileStore, open_s3_store
from tests.integration.cli.conftest import Fedreg
from tests.integration.cli.test_cli_backup import target
from tests.integration.cli.test_cli_setup import one_error_line
from tests.seaweed import S3Server

pytestmark = pytest.mark.s3
NAMES = {
    f"{kind}/{n:032x}.png": f"{kind} {n}".encode() for kind in ("avatars", "logos") for n in (1, 2)
}


def stored(url: str) -> dict[str, bytes]:
    store = ObjectFileStore(open_s3_store(url))
    return {stored.key: store.read(stored.key) for stored in store.objects()}


def put_files(folder: Path) -> None:
    for key, data in NAMES.items():
        (folder / key).parent.mkdir(parents=True, exist_ok=True)
        (folder / key).write_bytes(data)
    (folder / "avatars" / "notes.txt").write_bytes(b"not an upload")
    (folder / "avatars" / f"{1:032x}.png.part").write_bytes(b"half a write")


def test_migrate_copies_the_folder_once_and_then_only_what_is_missing(
    fedreg: Fedreg, s3_server: S3Server
) -> None:
    url = s3_server.new_url()
    put_files(fedreg.data_dir / "files")
    said = fedreg.ok("files", "migrate", "--to", url)
    assert f"Copied 4 files from {fedreg.data_dir / 'files'} into {url} (0 were" in said
    assert f"FEDREG_FILES_URL={url}" in said
    assert stored(url) == NAMES
    (fedreg.data_dir / "files" / "logos" / f"{3:032x}.gif").write_bytes(b"a new logo")
    again = fedreg.ok("files", "migrate", "--to", url)
    assert "Copied 1 files" in again and "(4 were there already)" in again
    assert len(stored(url)) == 5


def test_migrate_refuses_what_is_not_an_object_store(fedreg: Fedreg) -> None:
    refused = one_error_line(fedreg("files", "migrate", "--to", "/srv/files"))
    assert "--to must be s3://bucket/prefix" in refused


def test_a_backup_takes_the_object_stores_files_and_a_restore_puts_them_back(
    fedreg: Fedreg,
    s3_server: S3Server,
    request: pytest.FixtureRequest,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    source = s3_server.new_url()
    put_files(fedreg.data_dir / "files")
    fedreg.ok("files", "migrate", "--to", source)
    monkeypatch.setenv("FEDREG_FILES_URL", source)
    archive = fedreg.data_dir.parent / "season.tar.gz"
    assert f"and 4 files of {source} into" in fedreg.ok("backup", str(archive))

    target(fedreg, request, monkeypatch)
    restored_url = s3_server.new_url()
    monkeypatch.setenv("FEDREG_FILES_URL", restored_url)
    assert "and 4 files" in fedreg.ok("--init", "restore", str(archive))
    assert stored(restored_url) == NAMES
    refused = one_error_line(fedreg("restore", str(archive)))
    assert f"{restored_url}) holds a database or files already" in refused
