"""`fedreg backup` and `fedreg restore`: the database and the files folder in one archive,
into a fresh install; a target that holds data is replaced only with --force."""

import io
import json
import tarfile
from pathlib import Path

import pytest

from tests.integration.cli.conftest import Fedreg
from tests.integration.cli.test_cli_setup import one_error_line

EXAMPLES = Path(__file__).resolve().parents[3] / "docs" / "examples"
COVER = b"\x89PNG a cover"


def season(fedreg: Fedreg) -> None:
    fedreg.ok("catalog", "import", str(EXAMPLES / "catalogue.yaml"))
    fedreg.ok("tournaments", "create", "--file", str(EXAMPLES / "tournament.yaml"))
    covers = fedreg.data_dir / "files" / "covers"
    covers.mkdir(parents=True)
    (covers / "0123456789abcdef0123456789abcdef.png").write_bytes(COVER)


def target(fedreg: Fedreg, request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Point the environment at a new install: a data folder not made yet, an empty database."""
    data_dir = fedreg.data_dir.parent / "restored"
    if fedreg.database_url.startswith("sqlite"):
        url = f"sqlite+aiosqlite:///{data_dir / 'fedreg.db'}"
    else:
        url = str(request.getfixturevalue("fresh_postgres_database"))
    monkeypatch.setenv("FEDREG_DATA_DIR", str(data_dir))
    monkeypatch.setenv("FEDREG_DATABASE_URL", url)
    return data_dir


def test_a_backup_restores_into_a_fresh_install(
    fedreg: Fedreg, request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch
) -> None:
    season(fedreg)
    archive = fedreg.data_dir.parent / "season.tar.gz"
    said = fedreg.ok("backup", str(archive))
    assert "Backed up the" in said
    assert "and 1 files into" in said
    assert "exists already: pass --force" in one_error_line(fedreg("backup", str(archive)))
    fedreg.ok("backup", str(archive), "--force")
    catalogue = fedreg.data_dir.parent / "before.json"
    fedreg.ok("catalog", "export", str(catalogue))

    restored = target(fedreg, request, monkeypatch)
    assert "fedreg --init restore" in one_error_line(fedreg("restore", str(archive)))
    done = fedreg.ok("--init", "restore", str(archive))
    assert "Restored the" in done
    assert "and 1 files" in done
    assert "Prvenstvo Srbije 2027" in fedreg.ok("tournaments", "list")
    after = fedreg.data_dir.parent / "after.json"
    fedreg.ok("catalog", "export", str(after))
    assert json.loads(after.read_text()) == json.loads(catalogue.read_text())
    cover = restored / "files" / "covers" / "0123456789abcdef0123456789abcdef.png"
    assert cover.read_bytes() == COVER

    refused = one_error_line(fedreg("restore", str(archive)))
    assert "holds a database or files already: pass --force" in refused
    (season_cup,) = json.loads(fedreg.ok("tournaments", "list", "--format", "json"))
    fedreg.ok("tournaments", "delete", str(season_cup["id"]), "--yes")  # not always id 1
    assert "Restored the" in fedreg.ok("restore", str(archive), "--force")
    assert "Prvenstvo Srbije 2027" in fedreg.ok("tournaments", "list")


def test_what_is_not_a_backup_is_refused(fedreg: Fedreg) -> None:
    junk = fedreg.data_dir.parent / "junk.tar.gz"
    junk.write_bytes(b"not an archive")
    assert "is not a fedreg backup" in one_error_line(fedreg("restore", str(junk)))
    other = fedreg.data_dir.parent / "other.tar.gz"
    with tarfile.open(other, "w:gz") as archive:
        body = json.dumps(
            {
                "format": 1,
                "createdAt": "2027-01-01T00:00:00+00:00",
                "dialect": "oracle",
                "revision": "0007",
                "database": "database.ora",
                "files": 0,
            }
        ).encode()
        info = tarfile.TarInfo("fedreg-backup.json")
        info.size = len(body)
        archive.addfile(info, io.BytesIO(body))
    assert "the backup holds a oracle database, the target is" in one_error_line(
        fedreg("restore", str(other))
    )
    assert fedreg("restore", str(fedreg.data_dir / "absent.tar.gz")).exit_code == 2


@pytest.mark.postgres
def test_without_pg_dump_the_backup_says_how(
    fedreg: Fedreg, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    if fedreg.database_url.startswith("sqlite"):
        pytest.skip("SQLite is copied without PostgreSQL's tools")
    monkeypatch.setenv("PATH", str(tmp_path))
    line = one_error_line(fedreg("backup", str(tmp_path / "b.tar.gz")))
    assert "pg_dump is not installed: install PostgreSQL's client tools" in line
    assert f"copy the files folder {fedreg.data_dir / 'files'}" in line
    assert not (tmp_path / "b.tar.gz").exists()
