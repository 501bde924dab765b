"""The tournament file of ``fedreg tournaments create|update --file`` carries the event date
and the medical rule, so a tournament that judges ages can be created open from a file."""

from datetime import date
from pathlib import Path

import pytest

from adapters.cli.documents import DocumentError
from adapters.cli.tournament_document import read_tournament


def _file(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "cup.yaml"
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("line", "day"),
    [("eventDate: 2027-03-01", date(2027, 3, 1)), ('eventDate: "2027-03-01"', date(2027, 3, 1))],
)
def test_the_event_date_and_the_medical_rule_are_read(tmp_path: Path, line: str, day: date) -> None:
    read = read_tournament(_file(tmp_path, f"{line}\nrequireMedical: true\n"))
    assert read.changes == {"event_date": day, "require_medical": True}


def test_a_null_event_date_clears_it(tmp_path: Path) -> None:
    assert read_tournament(_file(tmp_path, "eventDate: null\n")).changes == {"event_date": None}


def test_an_event_date_that_is_no_date_is_refused(tmp_path: Path) -> None:
    with pytest.raises(DocumentError, match='eventDate must be a date, got "soon"'):
        read_tournament(_file(tmp_path, "eventDate: soon\n"))
