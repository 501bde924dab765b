"""Tests of `fedreg fees explain` run through Typer's CliRunner."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from adapters.cli.fees import app, parse_fee_file, rsd
from fedreg_core.fees import club_fee

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "examples" / "fee-example.json"

runner = CliRunner()


def example() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    return data


def write(tmp_path: Path, content: Any) -> Path:
    path = tmp_path / "fees.json"
    text = content if isinstance(content, str) else json.dumps(content)
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("amount", "shown"),
    [(0, "0 RSD"), (500, "500 RSD"), (1500, "1.500 RSD"), (1234567, "1.234.567 RSD")],
)
def test_rsd_uses_german_grouping(amount: int, shown: str) -> None:
    assert rsd(amount) == shown


def test_table_shows_every_line_and_the_totals() -> None:
    result = runner.invoke(app, ["explain", str(EXAMPLE)])

    assert result.exit_code == 0, result.output
    rows = [line.split() for line in result.stdout.splitlines()]
    assert ["Ana", "Anić", "2", "3.500", "RSD", "500", "RSD", "3.000", "RSD"] in rows
    assert ["Bojan", "Bojić", "0", "0", "RSD", "0", "RSD", "0", "RSD"] in rows
    assert ["MIX", "team", "2", "6.000", "RSD", "0", "RSD", "6.000", "RSD"] in rows
    assert ["Gross", "9.500", "RSD"] in rows
    assert ["Discounts", "500", "RSD"] in rows
    assert ["Net", "9.000", "RSD"] in rows
    assert ["Deduction", "10", "%"] in rows
    assert ["Total", "8.100", "RSD"] in rows


def test_json_output_equals_the_engine_figures() -> None:
    result = runner.invoke(app, ["explain", str(EXAMPLE), "--json"])

    assert result.exit_code == 0, result.output
    shown = json.loads(result.stdout)
    request = parse_fee_file(example())
    fee = club_fee(request.registrations, request.schedule, request.deduction_percent)
    assert [
        (line["id"], line["chargeable"], line["price"], line["discount"], line["net"])
        for line in shown["lines"]
    ] == [(x.registration_id, x.chargeable, x.price, x.discount, x.net) for x in fee.lines]
    assert [line["label"] for line in shown["lines"]] == ["Ana Anić", "Bojan Bojić", "MIX team"]
    assert (shown["gross"], shown["discounts"], shown["net"]) == (fee.gross, fee.discounts, fee.net)
    assert (shown["deductionPercent"], shown["total"]) == (10, 8100) == (10, fee.total)


def test_optional_fields_have_defaults(tmp_path: Path) -> None:
    data = example()
    del data["deductionPercent"]
    data["registrations"] = [
        {"id": 7, "entries": [{"category": {"id": 1}, "discipline": {"id": 2}}]}
    ]

    result = runner.invoke(app, ["explain", str(write(tmp_path, data)), "--json"])

    assert result.exit_code == 0, result.output
    shown = json.loads(result.stdout)
    assert shown["lines"] == [
        {"id": 7, "label": "#7", "chargeable": 1, "price": 2000, "discount": 500, "net": 1500}
    ]
    assert (shown["deductionPercent"], shown["total"]) == (0, 1500)


def broken(change: str) -> Any:
    """The example with one thing broken, or a raw text for the file."""
    data = copy.deepcopy(example())
    if change == "no schedule":
        del data["schedule"]
    elif change == "no fee":
        del data["schedule"]["team_fee"]
    elif change == "fee as text":
        data["schedule"]["team_fee"] = "3000"
    elif change == "negative fee":
        data["schedule"]["team_fee"] = -1
    elif change == "break above fee":
        data["schedule"]["single_fee_1_break"] = 2001
    elif change == "deduction 101":
        data["deductionPercent"] = 101
    elif change == "no entries":
        del data["registrations"][0]["entries"]
    elif change == "no discipline id":
        del data["registrations"][0]["entries"][0]["discipline"]["id"]
    elif change == "flag as text":
        data["registrations"][0]["noPay"] = "yes"
    elif change == "registrations not a list":
        data["registrations"] = {}
    elif change == "misspelled discipline flag":
        data["registrations"][0]["entries"][1]["discipline"]["isKataa"] = True
    elif change == "misspelled deduction":
        data["deductionpercent"] = data.pop("deductionPercent")
    elif change == "unknown schedule fee":
        data["schedule"]["team_fee_2"] = 100
    elif change == "invalid JSON":
        return "{not json"
    elif change == "a list":
        return "[]"
    return data


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ("no schedule", "missing field schedule"),
        ("no fee", "missing field schedule.team_fee"),
        ("fee as text", 'schedule.team_fee must be an integer, got "3000"'),
        ("negative fee", "team_fee must not be negative"),
        ("break above fee", "single_fee_1_break (2001) must not be larger than single_fee_1"),
        ("deduction 101", "deduction_percent must be between 0 and 100"),
        ("no entries", "missing field registrations[0].entries"),
        ("no discipline id", "missing field registrations[0].entries[0].discipline.id"),
        ("flag as text", "registrations[0].noPay must be true or false"),
        ("registrations not a list", "registrations must be a list"),
        ("invalid JSON", "is not valid JSON"),
        ("a list", "the file must be an object"),
        (
            "misspelled discipline flag",
            "registrations[0].entries[1].discipline: unknown key isKataa"
            " (expected id, noPay, alwaysPay, isKataA, isKataB)",
        ),
        (
            "misspelled deduction",
            "unknown key deductionpercent"
            " (expected schedule, deductionPercent, late, registrations)",
        ),
        ("unknown schedule fee", "schedule: unknown key team_fee_2 (expected single_fee_1, "),
    ],
)
def test_bad_file_exits_2_with_one_line(tmp_path: Path, change: str, message: str) -> None:
    result = runner.invoke(app, ["explain", str(write(tmp_path, broken(change)))])
    assert result.exit_code == 2
    assert result.stdout == ""
    assert message in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize("as_json", [[], ["--json"]])
def test_missing_file_exits_2(tmp_path: Path, as_json: list[str]) -> None:
    result = runner.invoke(app, ["explain", str(tmp_path / "absent.json"), *as_json])
    assert result.exit_code == 2
    assert (
        result.stderr.strip()
        == f"Error: cannot read {tmp_path / 'absent.json'}: No such file or directory"
    )
