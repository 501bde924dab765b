"""`fedreg people import`, `fedreg tournaments export` and `fedreg fees invoice` against a
real SQLite database holding the demo federation."""

import json
from io import BytesIO
from pathlib import Path

import pytest
import typer
from pypdf import PdfReader
from python_calamine import CalamineWorkbook
from typer.testing import CliRunner

from adapters.cli.main import build_cli
from tests.integration.cli.conftest import cli_wiring
from tests.sheet_files import MEMBER_HEADER, csv_text, member_rows, xlsx


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> typer.Typer:
    monkeypatch.setenv("FEDREG_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("FEDREG_SECRET_KEY", "cli-test-secret-key-long-enough-for-hs256-0000")
    monkeypatch.delenv("FEDREG_DATABASE_URL", raising=False)
    cli = build_cli(cli_wiring())
    for command in (["--init", "db", "upgrade"], ["demo"]):
        assert CliRunner().invoke(cli, command).exit_code == 0
    return cli


def test_people_import_reports_and_exits_1_on_any_error(app: typer.Typer, tmp_path: Path) -> None:
    bad = tmp_path / "clanovi.csv"
    bad.write_bytes(
        csv_text([MEMBER_HEADER, *member_rows(2), ["Iva", "Ivić", "32.1.2010", "Ž", "x"]])
    )
    good = tmp_path / "clanovi.xlsx"
    good.write_bytes(xlsx([MEMBER_HEADER, *member_rows(2)]))
    runner = CliRunner()

    refused = runner.invoke(app, ["people", "import", str(bad), "--club", "1"])
    checked = runner.invoke(app, ["people", "import", str(good), "--club", "1", "--dry-run",
                                  "--format", "json"])  # fmt: skip
    stored = runner.invoke(app, ["people", "import", str(good), "--club", "1"])
    again = runner.invoke(app, ["people", "import", str(good), "--club", "1", "--format", "json"])

    assert refused.exit_code == 1
    assert "born: Enter the date as dd.mm.yyyy. or yyyy-mm-dd." in refused.stdout
    assert (
        "2 new, 0 already in the club, 0 in another club, 1 in error; 0 stored." in refused.stdout
    )
    assert checked.exit_code == 0
    assert json.loads(checked.stdout)["summary"]["stored"] == 0
    assert stored.exit_code == 0 and "2 stored." in stored.stdout
    assert [row["status"] for row in json.loads(again.stdout)["rows"]] == ["same", "same"]
    elsewhere = ["people", "import", str(good), "--club", "2", "--format", "json"]
    reported = runner.invoke(app, elsewhere)
    forced = runner.invoke(app, [*elsewhere, "--with-duplicates"])
    assert json.loads(reported.stdout)["summary"] == {
        "new": 0, "same": 0, "duplicates": 2, "errors": 0, "consents": 0, "stored": 0
    }  # fmt: skip
    assert json.loads(forced.stdout)["summary"]["stored"] == 2


def test_tournament_export_and_invoice(app: typer.Typer, tmp_path: Path) -> None:
    runner = CliRunner()
    workbook, pdf = tmp_path / "entries.xlsx", tmp_path / "invoice.pdf"

    exported = runner.invoke(app, ["tournaments", "export", "1", "--xlsx", str(workbook)])
    invoiced = runner.invoke(app, ["fees", "invoice", "1", "1", "--pdf", str(pdf)])
    missing = runner.invoke(app, ["fees", "invoice", "1", "999", "--pdf", str(pdf)])

    assert exported.exit_code == 0, exported.output
    names = CalamineWorkbook.from_filelike(BytesIO(workbook.read_bytes())).sheet_names
    assert names[:2] == ["Prijave", "Ekipe"]
    assert invoiced.exit_code == 0, invoiced.output
    text = PdfReader(BytesIO(pdf.read_bytes())).pages[0].extract_text()
    assert "Kotizacija" in text and "Karate klub Sloga" in text
    assert missing.exit_code == 1
