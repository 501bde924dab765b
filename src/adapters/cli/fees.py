"""`fedreg fees`: explain a club's registration fee from a JSON file, line by line.

The file format is in the help of ``explain`` and in docs/fee-engine.md; a sample holding
the worked example of docs/product.md, Fees, is docs/examples/fee-example.json.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Annotated, Any, NoReturn

import typer

from adapters.cli.documents import DocumentError, Fields, decode_json
from adapters.cli.fee_late import late_rule, local_time
from fedreg_core.fees import (
    Category,
    ClubFee,
    ClubTotals,
    Discipline,
    Entry,
    FeeSchedule,
    LateRule,
    Registration,
    club_fee,
)

app = typer.Typer(
    help="Registration fees: explain how a club's fee is computed (docs/product.md, Fees).",
    no_args_is_help=True,
)

SCHEDULE_FIELDS = tuple(field.name for field in fields(FeeSchedule))
FILE_KEYS = ("schedule", "deductionPercent", "late", "registrations")
FLAG_KEYS = ("isTeam", "noPay", "alwaysPays", "enteredAt", "withdrawn")
REGISTRATION_KEYS = ("id", "label", *FLAG_KEYS, "entries")
ENTRY_KEYS = ("category", "discipline")
CATEGORY_KEYS = ("id", "noPay")
DISCIPLINE_KEYS = ("id", "noPay", "alwaysPay", "isKataA", "isKataB")


@dataclass(frozen=True, slots=True)
class FeeRequest:
    """A parsed fee file: what club_fee needs plus a label per registration."""

    schedule: FeeSchedule
    deduction_percent: int
    registrations: tuple[Registration, ...]
    labels: tuple[str, ...]
    late: LateRule | None = None


def _entry(raw: Any, where: str) -> Entry:
    entry = Fields(raw, where, ENTRY_KEYS)
    category = Fields(entry.get("category", dict), entry.name("category"), CATEGORY_KEYS)
    discipline = Fields(entry.get("discipline", dict), entry.name("discipline"), DISCIPLINE_KEYS)
    return Entry(
        Category(category.get("id", int), category.get("noPay", bool, False)),
        Discipline(
            discipline.get("id", int),
            no_pay=discipline.get("noPay", bool, False),
            always_pay=discipline.get("alwaysPay", bool, False),
            is_kata_a=discipline.get("isKataA", bool, False),
            is_kata_b=discipline.get("isKataB", bool, False),
        ),
    )


def _registration(raw: Any, where: str) -> tuple[Registration, str]:
    fields_ = Fields(raw, where, REGISTRATION_KEYS)
    registration_id = fields_.get("id", int)
    entries = fields_.items("entries")
    registration = Registration(
        registration_id,
        tuple(_entry(item, place) for place, item in entries),
        is_team=fields_.get("isTeam", bool, False),
        no_pay=fields_.get("noPay", bool, False),
        always_pays=fields_.get("alwaysPays", bool, False),
        entered_at=local_time(fields_, "enteredAt", None),
    )
    label = fields_.get("label", str, f"#{registration_id}")
    # a withdrawn registration stays billable: priced as any other, marked on its line
    withdrawn = " (withdrawn)" if fields_.get("withdrawn", bool, False) else ""
    return registration, label + withdrawn


def parse_fee_file(raw: Any) -> FeeRequest:
    """Turn the decoded JSON of a fee file into engine values; DocumentError/ValueError if
    bad (an unknown key too: it is named with the keys expected there)."""
    document = Fields(raw, "", FILE_KEYS)
    schedule = Fields(document.get("schedule", dict), "schedule", SCHEDULE_FIELDS)
    parsed = [_registration(item, place) for place, item in document.items("registrations")]
    return FeeRequest(
        FeeSchedule(*(schedule.get(name, int) for name in SCHEDULE_FIELDS)),
        document.get("deductionPercent", int, 0),
        tuple(registration for registration, _ in parsed),
        tuple(label for _, label in parsed),
        late_rule(document),
    )


def rsd(amount: int) -> str:
    """An amount as shown to users: German grouping, no decimals (``1.500 RSD``)."""
    return f"{amount:,} RSD".replace(",", ".")


def fee_totals_as_dict(fee: ClubTotals) -> dict[str, Any]:
    """The fee's sums as a JSON-ready object with the same figures as the engine
    (``lateFees`` only when there are any)."""
    late = {"lateFees": fee.late_fees} if fee.late_fees else {}
    return {
        **late,
        "gross": fee.gross,
        "discounts": fee.discounts,
        "net": fee.net,
        "deductionPercent": fee.deduction_percent,
        "total": fee.total,
        "currency": "RSD",
    }


def fee_as_dict(fee: ClubFee, labels: tuple[str, ...]) -> dict[str, Any]:
    """The breakdown as a JSON-ready object with the same figures as the engine."""
    return {
        "lines": [
            {
                "id": line.registration_id,
                "label": label,
                "chargeable": line.chargeable,
                "price": line.price,
                "discount": line.discount,
                **({"lateFee": line.late_fee} if fee.late_fees else {}),
                "net": line.net,
            }
            for line, label in zip(fee.lines, labels, strict=True)
        ],
        **fee_totals_as_dict(fee.totals),
    }


def fee_as_table(fee: ClubFee, labels: tuple[str, ...]) -> str:
    """The breakdown as a plain text table: one row per registration, then the totals."""
    late = bool(fee.late_fees)  # the late column and sum only when a line is late
    rows = [("Registration", "Chargeable", "Price", "Discount", *("Late",) * late, "Net")]
    rows += [
        (
            label,
            str(line.chargeable),
            rsd(line.price),
            rsd(line.discount),
            *(rsd(line.late_fee),) * late,
            rsd(line.net),
        )
        for line, label in zip(fee.lines, labels, strict=True)
    ]
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    lines = [_table_row(row, widths) for row in rows]
    totals = [
        *(("Late fees", rsd(fee.late_fees)),) * late,
        ("Gross", rsd(fee.gross)),
        ("Discounts", rsd(fee.discounts)),
        ("Net", rsd(fee.net)),
        ("Deduction", f"{fee.deduction_percent} %"),
        ("Total", rsd(fee.total)),
    ]
    width = max(len(value) for _, value in totals)
    lines += ["", *(f"{name:<10} {value:>{width}}" for name, value in totals)]
    return "\n".join(lines)


def _table_row(cells: tuple[str, ...], widths: list[int]) -> str:
    """The label left-aligned, the figures right-aligned, two spaces between columns."""
    aligned = [cell.rjust(width) for cell, width in zip(cells, widths, strict=True)]
    aligned[0] = cells[0].ljust(widths[0])
    return "  ".join(aligned).rstrip()


@app.callback()
def fees() -> None:
    """Registration fees: explain how a club's fee is computed."""


@app.command()
def explain(
    file: Annotated[
        Path, typer.Argument(help="JSON file: schedule, deductionPercent, registrations.")
    ],
    as_json: Annotated[bool, typer.Option("--json", help="Print the breakdown as JSON.")] = False,
) -> None:
    """Compute a club's fee from FILE and print it line by line.

    FILE is a JSON object with:
    "schedule": the eight integer fees (RSD) single_fee_1, single_fee_1_break,
      single_fee_2, single_fee_2_break, single_fee_other, single_fee_other_break,
      team_fee, team_fee_break;
    "deductionPercent": 0 to 100 (default 0);
    "late" (optional): {"lateFrom": "2026-03-10T00:00:00", "lateFee": RSD,
      "per": "entry" or "discipline" (default entry)};
    "registrations": [{"id", "label", "isTeam", "noPay", "alwaysPays", "enteredAt", "withdrawn",
      "entries": [{"category": {"id", "noPay"},
        "discipline": {"id", "noPay", "alwaysPay", "isKataA", "isKataB"}}]}].
    Ids are integers; flags true/false (default false); label text (default #id).
    A key not listed here is refused, with the keys expected in its place.

    Example: docs/examples/fee-example.json; rules: docs/fee-engine.md.
    A file that cannot be read or does not match this format exits with code 2.
    """
    try:
        request = parse_fee_file(decode_json(file, file.read_text(encoding="utf-8")))
        fee = club_fee(
            request.registrations, request.schedule, request.deduction_percent, request.late
        )
    except OSError as error:
        _fail(f"cannot read {file}: {error.strerror or error}")
    except DocumentError as error:
        _fail(str(error) if str(error).startswith(str(file)) else f"{file}: {error}")
    except ValueError as error:  # a bad schedule or deduction, bad UTF-8
        _fail(f"{file}: {error}")
    if as_json:
        typer.echo(json.dumps(fee_as_dict(fee, request.labels), ensure_ascii=False, indent=2))
    else:
        typer.echo(fee_as_table(fee, request.labels))


def _fail(message: str) -> NoReturn:
    typer.echo(f"Error: {message}", err=True)
    raise typer.Exit(code=2)
