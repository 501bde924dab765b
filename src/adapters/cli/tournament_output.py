"""How ``fedreg tournaments fees`` prints: a table for people, CSV and JSON for programs.

A single club's breakdown is printed exactly as ``fedreg fees explain`` prints it.
"""

import csv
import io
import json
from collections.abc import Sequence
from typing import Any

from adapters.cli.fees import fee_as_dict, fee_as_table, fee_totals_as_dict, rsd
from fedreg_core.services.fee_report import ClubFeeReport, ClubFeeTotals, TournamentFeeReport

CLUB_COLUMNS = ("Club", "Gross", "Discounts", "Net", "Deduction", "Total")


def text_table(header: Sequence[str], rows: Sequence[Sequence[object]]) -> str:
    """Columns as wide as their widest cell, a rule under the header."""
    cells = [[str(c) for c in header], *[[str(c) for c in row] for row in rows]]
    widths = [max(len(row[i]) for row in cells) for i in range(len(header))]
    lines = ["  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)) for row in cells]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(line.rstrip() for line in lines)


def csv_text(header: Sequence[str], rows: Sequence[Sequence[object]]) -> str:
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(header)
    writer.writerows(rows)
    return buffer.getvalue().rstrip("\n")


def _labels(report: ClubFeeReport) -> tuple[str, ...]:
    return tuple(line.label for line in report.lines)


def _club_figures(report: ClubFeeTotals) -> list[Any]:
    fee = report.fee
    return [report.club.name, fee.gross, fee.discounts, fee.net, fee.deduction_percent, fee.total]


def club_fee_text(report: ClubFeeReport, output: str) -> str:
    """One club's line-by-line breakdown as a table, CSV or JSON."""
    as_dict = fee_as_dict(report.fee, _labels(report))
    if output == "json":
        return json.dumps({"club": report.club.name, **as_dict}, ensure_ascii=False, indent=2)
    if output == "csv":
        header = ("id", "label", "chargeable", "price", "discount", "net")
        return csv_text(header, [[line[key] for key in header] for line in as_dict["lines"]])
    return f"{report.club.name}\n\n{fee_as_table(report.fee, _labels(report))}"


def tournament_fee_text(report: TournamentFeeReport, output: str) -> str:
    """Every club's gross, discounts, net, deduction and total, then the grand totals (a
    club's lines: ``club_fee_text``)."""
    if output == "json":
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
    rows = [_club_figures(club) for club in report.clubs]
    if output == "csv":
        return csv_text([c.lower() for c in CLUB_COLUMNS], rows)
    shown = [[name, rsd(g), rsd(d), rsd(n), f"{p} %", rsd(t)] for name, g, d, n, p, t in rows]
    totals = [
        "Total",
        rsd(report.gross),
        rsd(report.discounts),
        rsd(report.net),
        "",
        rsd(report.total),
    ]
    return text_table(CLUB_COLUMNS, [*shown, totals])
