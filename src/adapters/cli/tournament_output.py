"""How ``fedreg tournaments fees`` prints: a table for people, CSV and JSON for programs.

A single club's breakdown is printed exactly as ``fedreg fees explain`` prints it. Every
club's report has the club's id in each format and a last row of totals in the table and
the CSV (its club id empty, its club ``Total``).
"""

import json
from typing import Any

from adapters.cli.fees import fee_as_dict, fee_as_table, fee_totals_as_dict, rsd
from adapters.cli.output import Format, csv_text, text_table
from fedreg_core.fees import ClubTotals
from fedreg_core.services.fee_report import ClubFeeReport, TournamentFeeReport

CLUB_COLUMNS = ("Club id", "Club", "Gross", "Discounts", "Net", "Deduction", "Total")
CSV_COLUMNS = ("club_id", "club", "gross", "discounts", "net", "deduction", "total")


def _labels(report: ClubFeeReport) -> tuple[str, ...]:
    return tuple(line.label for line in report.lines)


def _figures(fee: ClubTotals) -> list[int]:
    return [fee.gross, fee.discounts, fee.net, fee.deduction_percent, fee.total]


def club_fee_text(report: ClubFeeReport, output: Format) -> str:
    """One club's line-by-line breakdown as a table, CSV or JSON."""
    as_dict = fee_as_dict(report.fee, _labels(report))
    if output == Format.JSON:
        body = {"clubId": report.club.id, "club": report.club.name, **as_dict}
        return json.dumps(body, ensure_ascii=False, indent=2)
    if output == Format.CSV:
        header = ("id", "label", "chargeable", "price", "discount", "net")
        return csv_text(header, [[line[key] for key in header] for line in as_dict["lines"]])
    return f"{report.club.name}\n\n{fee_as_table(report.fee, _labels(report))}"


def tournament_fee_text(report: TournamentFeeReport, output: Format) -> str:
    """Every club's gross, discounts, net, deduction and total, then the grand totals (a
    club's lines: ``club_fee_text``)."""
    if output == Format.JSON:
        body = {
            "clubs": [
                {"club": c.club.name, "clubId": c.club.id, **fee_totals_as_dict(c.fee)}
                for c in report.clubs
            ],
            "gross": report.gross,
            "discounts": report.discounts,
            "net": report.net,
            "total": report.total,
        }
        return json.dumps(body, ensure_ascii=False, indent=2)
    rows: list[list[Any]] = [[c.club.id, c.club.name, *_figures(c.fee)] for c in report.clubs]
    totals = ["", "Total", report.gross, report.discounts, report.net, "", report.total]
    if output == Format.CSV:
        return csv_text(CSV_COLUMNS, [*rows, totals])
    shown = [[i, name, rsd(g), rsd(d), rsd(n), f"{p} %", rsd(t)] for i, name, g, d, n, p, t in rows]
    money = [rsd(amount) if isinstance(amount, int) else amount for amount in totals]
    return text_table(CLUB_COLUMNS, [*shown, money])
