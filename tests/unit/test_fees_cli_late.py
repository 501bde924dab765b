"""`fedreg fees explain` with a late rule: the late column and sum, the JSON figures equal
to the engine's, and a bad rule refused with exit code 2."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from adapters.cli.fees import app, parse_fee_file
from fedreg_core.fees import LatePer, club_fee
from tests.unit.test_fees_cli import example, write

runner = CliRunner()


def late_example(**late: Any) -> dict[str, Any]:
    data = example()
    data["late"] = {"lateFrom": "2026-03-10T00:00:00", "lateFee": 400, **late}
    data["registrations"][0]["enteredAt"] = "2026-03-10T00:00:00"
    data["registrations"][2]["enteredAt"] = "2026-03-09T23:59:59"
    return data


def test_the_table_shows_the_late_surcharge(tmp_path: Path) -> None:
    result = runner.invoke(app, ["explain", str(write(tmp_path, late_example()))])

    assert result.exit_code == 0, result.output
    rows = [line.split() for line in result.stdout.splitlines()]
    assert rows[0] == ["Registration", "Chargeable", "Price", "Discount", "Late", "Net"]
    assert ["Ana", "Anić", "2", "3.500", "RSD", "500", "RSD", "400", "RSD", "3.400", "RSD"] in rows
    assert ["MIX", "team", "2", "6.000", "RSD", "0", "RSD", "0", "RSD", "6.000", "RSD"] in rows
    assert ["Late", "fees", "400", "RSD"] in rows
    assert ["Total", "8.460", "RSD"] in rows


@pytest.mark.parametrize("per", ["entry", "discipline"])
def test_json_output_equals_the_engine(tmp_path: Path, per: str) -> None:
    data = late_example(per=per)
    result = runner.invoke(app, ["explain", str(write(tmp_path, data)), "--json"])

    assert result.exit_code == 0, result.output
    shown = json.loads(result.stdout)
    request = parse_fee_file(data)
    assert request.late is not None
    assert request.late.per is LatePer(per)
    fee = club_fee(request.registrations, request.schedule, 10, request.late)
    assert [line["lateFee"] for line in shown["lines"]] == [x.late_fee for x in fee.lines]
    assert (shown["lateFees"], shown["total"]) == (fee.late_fees, fee.total)
    assert shown["lines"][0]["lateFee"] == (400 if per == "entry" else 800)


@pytest.mark.parametrize(
    ("late", "message"),
    [
        ({"per": "day"}, "late.per: day is not one of entry, discipline"),
        ({"lateFrom": "10.3.2026"}, "late.lateFrom: not a date and time like"),
        ({"lateFee": -1}, "late_fee must not be negative, got -1"),
        ({"lateFree": 1}, "late: unknown key lateFree (expected lateFrom, lateFee, per)"),
    ],
)
def test_a_bad_late_rule_exits_2(tmp_path: Path, late: dict[str, Any], message: str) -> None:
    result = runner.invoke(app, ["explain", str(write(tmp_path, late_example(**late)))])
    assert result.exit_code == 2
    assert message in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_a_withdrawn_registration_stays_billable_and_is_marked(tmp_path: Path) -> None:
    data = late_example()
    data["registrations"][0]["withdrawn"] = True
    result = runner.invoke(app, ["explain", str(write(tmp_path, data)), "--json"])

    assert result.exit_code == 0, result.output
    [ana, *_] = json.loads(result.stdout)["lines"]
    assert (ana["label"], ana["net"]) == ("Ana Anić (withdrawn)", 3400)
