"""`fedreg tournaments`: create and update from files, show, list, open, close, archive,
delete, every club's fees with ids and totals, and the entries with the API's sorts and
filters."""

import csv
import io
import json
from pathlib import Path
from typing import Any

import pytest
import yaml

from fedreg_core.domain.enums import SortMode
from tests.integration.cli.conftest import Fedreg
from tests.integration.cli.test_cli_setup import one_error_line
from tests.integration.registration_list_seed import Field, seed_field
from tests.integration.test_sql_registration_lists import COMPETITOR_ORDERS, TEAM_ORDERS

EXAMPLES = Path(__file__).resolve().parents[3] / "docs" / "examples"


def shown(fedreg: Fedreg, tournament_id: int) -> dict[str, Any]:
    found = json.loads(fedreg.ok("tournaments", "show", str(tournament_id), "--format", "json"))
    assert isinstance(found, dict)
    return found


def created(fedreg: Fedreg) -> int:
    fedreg.ok("catalog", "import", str(EXAMPLES / "catalogue.yaml"))
    said = fedreg.ok("tournaments", "create", "--file", str(EXAMPLES / "tournament.yaml"))
    assert said.endswith("Prvenstvo Srbije 2027 is created.\n"), said
    return int(said.split()[1])


def test_create_from_the_example_then_update_show_and_list(fedreg: Fedreg) -> None:
    tournament = created(fedreg)
    first = shown(fedreg, tournament)
    assert (first["startDate"], first["endDate"]) == ("2027-01-15 00:00", "2027-02-20 23:59")
    assert first["disciplines"] == "Kate, Kumite, Kumite žene, Kata A, Kata B"
    assert first["teamDisciplines"] == "Kate ekipno, Kumite ekipno"
    assert (first["single_fee_2"], first["team_fee"], first["applications"]) == (3500, 3000, "open")
    changes = {"name": "Prvenstvo 2027", "fees": {"team_fee": 2500}, "disciplines": ["Kate"]}
    fedreg.ok(
        "tournaments", "update", str(tournament), "--file", fedreg.write(changes, "tournament.yaml")
    )
    second = shown(fedreg, tournament)
    assert (second["name"], second["disciplines"], second["team_fee"]) == (
        "Prvenstvo 2027",
        "Kate",
        2500,
    )
    assert second["single_fee_2"] == 3500  # not in the file: kept
    listed = list(csv.DictReader(io.StringIO(fedreg.ok("tournaments", "list", "--format", "csv"))))
    assert [(row["id"], row["name"], row["applications"]) for row in listed] == [
        (str(tournament), "Prvenstvo 2027", "open")
    ]
    assert "Prvenstvo 2027" in fedreg.ok("tournaments", "list")


@pytest.mark.parametrize(
    ("document", "code", "message"),
    [
        ({"disciplines": ["Kobudo"]}, 1, "There is no discipline 'Kobudo'."),
        ({"description": ""}, 1, "description: This field is required."),
        ({"startDate": "soon"}, 2, 'startDate must be a date and time, got "soon"'),
        ({"startDate": "2027-01-15T09:00+01:00"}, 2, "startDate must be a local time"),
        ({"endDate": "2027-01-01 00:00"}, 1, "endDate: The end must be after the start."),
        ({"fees": {"team_fee": -1}}, 1, "team_fee: The value cannot be negative."),
        ({"fees": {"teamfee": 1}}, 2, "fees: unknown key teamfee (expected single_fee_1, "),
        ({"registrationopen": True}, 2, "unknown key registrationopen (expected name, "),
    ],
)
def test_a_refused_file_changes_nothing(
    fedreg: Fedreg, document: dict[str, Any], code: int, message: str
) -> None:
    example = yaml.safe_load((EXAMPLES / "tournament.yaml").read_text(encoding="utf-8"))
    fedreg.ok("catalog", "import", str(EXAMPLES / "catalogue.yaml"))
    line = one_error_line(
        fedreg(
            "tournaments",
            "create",
            "--file",
            fedreg.write({**example, **document}, "tournament.yaml"),
        ),
        code,
    )
    assert message in line
    assert fedreg.ok("tournaments", "list").strip() == "No tournaments."


def test_open_close_archive_unarchive_and_delete(fedreg: Fedreg) -> None:
    tournament = str(created(fedreg))
    refused = one_error_line(fedreg("tournaments", "archive", tournament))
    assert refused == "Error: The tournament is active: close applications before archiving."
    assert "is closed for applications" in fedreg.ok("tournaments", "close", tournament)
    assert "is archived" in fedreg.ok("tournaments", "archive", tournament)
    assert fedreg.ok("tournaments", "list").strip() == "No tournaments."
    assert "archived" in fedreg.ok("tournaments", "list", "--archived")
    assert one_error_line(fedreg("tournaments", "open", tournament)) == (
        "Error: The tournament is archived."
    )
    fedreg.ok(
        "tournaments",
        "update",
        tournament,
        "--file",
        fedreg.write({"isArchived": False}, "tournament.yaml"),
    )
    assert "is open for applications" in fedreg.ok("tournaments", "open", tournament)
    kept = fedreg("tournaments", "delete", tournament, input="n\n")
    assert kept.exit_code == 1
    assert "with 0 competitors and 0 teams?" in kept.output
    assert "is deleted" in fedreg.ok("tournaments", "delete", tournament, "--yes")
    assert one_error_line(fedreg("tournaments", "show", tournament)) == (
        f"Error: There is no tournament with id {tournament}."
    )


def entries(fedreg: Fedreg, found: Field, *args: str) -> list[str]:
    rows = json.loads(
        fedreg.ok("tournaments", "entries", str(found.ids["cup"]), *args, "--format", "json")
    )
    return [
        found.names([row["id"]], "c" if row["kind"] == "competitor" else "t")[0] for row in rows
    ]


@pytest.mark.parametrize(("sort", "expected"), COMPETITOR_ORDERS)
def test_competitors_in_every_order_of_the_api(
    fedreg: Fedreg, sort: SortMode, expected: list[str]
) -> None:
    found = fedreg.seed(seed_field)
    assert entries(fedreg, found, "--kind", "competitors", "--sort", sort.value) == expected


@pytest.mark.parametrize(("sort", "expected"), TEAM_ORDERS[:2])
def test_teams_in_the_orders_of_the_api(
    fedreg: Fedreg, sort: SortMode, expected: list[str]
) -> None:
    found = fedreg.seed(seed_field)
    assert entries(fedreg, found, "--kind", "teams", "--sort", sort.value) == expected


def test_entries_filters_and_formats(fedreg: Fedreg) -> None:
    found = fedreg.seed(seed_field)
    ids = found.ids
    assert entries(fedreg, found, "--club", str(ids["borac"])) == ["c3", "c4", "t2"]
    assert entries(fedreg, found, "--search", "ana sloga", "--kind", "competitors") == ["c2", "c5"]
    assert entries(fedreg, found, "--sex", "MEN", "--kind", "competitors") == ["c3"]
    assert entries(fedreg, found, "--type", "MIX", "--kind", "teams") == ["t2"]
    assert entries(
        fedreg, found, "--category", str(ids["Seniors"]), "--discipline", str(ids["kumite"])
    ) == ["c2", "c1"]
    table = fedreg.ok("tournaments", "entries", str(ids["cup"]), "--club", str(ids["borac"]))
    assert "Karate klub Borac" in table
    assert "Seniors: men" in table
    rows = list(
        csv.DictReader(
            io.StringIO(
                fedreg.ok(
                    "tournaments", "entries", str(ids["cup"]), "--kind", "teams", "--format", "csv"
                )
            )
        )
    )
    assert rows[0].keys() == {
        "kind",
        "id",
        "number",
        "name",
        "clubId",
        "club",
        "sexOrType",
        "entries",
    }
    assert {row["sexOrType"] for row in rows} == {"WOMEN", "MIX"}


def test_fees_name_each_club_by_id_and_end_with_the_totals(fedreg: Fedreg) -> None:
    found = fedreg.seed(seed_field)
    cup = str(found.ids["cup"])
    report = json.loads(fedreg.ok("tournaments", "fees", cup, "--format", "json"))
    rows = list(
        csv.DictReader(io.StringIO(fedreg.ok("tournaments", "fees", cup, "--format", "csv")))
    )
    assert [(row["club_id"], row["club"]) for row in rows] == [
        (str(found.ids["borac"]), "Karate klub Borac"),
        (str(found.ids["sloga"]), "Karate klub Sloga"),
        ("", "Total"),
    ]
    assert [int(rows[-1][key]) for key in ("gross", "discounts", "net", "total")] == [
        report[key] for key in ("gross", "discounts", "net", "total")
    ]
    assert sum(int(row["total"]) for row in rows[:-1]) == report["total"]
    assert [c["clubId"] for c in report["clubs"]] == [found.ids["borac"], found.ids["sloga"]]
    table = fedreg.ok("tournaments", "fees", cup).splitlines()
    assert table[0].split()[:3] == ["Club", "id", "Club"]
    assert table[-1].split()[0] == "Total"
    club = json.loads(
        fedreg.ok("tournaments", "fees", cup, "--club", str(found.ids["sloga"]), "--format", "json")
    )
    assert club["clubId"] == found.ids["sloga"]
    assert one_error_line(fedreg("tournaments", "fees", cup, "--club", "999")) == (
        "Error: There is no club with id 999."
    )
