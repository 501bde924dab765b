"""A late entry in the fee statement and the invoice: its surcharge shown in its own column
and summed, and on the invoice part of the line's price (price - discount = net)."""

from fedreg_core import fees
from fedreg_core.services.fee_report import ClubFeeReport, FeeLine
from fedreg_core.services.invoices import club_fee_report
from fedreg_core.services.invoicing import invoice_lines
from tests.unit.test_printed_reports import CLUB, HEADER, TODAY

LATE = fees.RegistrationFee(1, 2, 3500, 500, 3400, late_fee=400)
ON_TIME = fees.RegistrationFee(2, 1, 2000, 500, 1500)
REPORT = ClubFeeReport(
    CLUB,
    fees.ClubFee((LATE, ON_TIME), 5900, 1000, 4900, 0, 4900, late_fees=400),
    (
        FeeLine("competitor", 1, "Žarko Ćosić", LATE),
        FeeLine("competitor", 2, "Љиљана Ђурић", ON_TIME),
    ),
)


def test_the_statement_shows_the_late_surcharge() -> None:
    report = club_fee_report(REPORT, HEADER, with_discount=True, language="sr", today=TODAY)

    assert [c.label for c in report.columns] == [
        "Prijava",
        "Naplativih",
        "Cena",
        "Kasna prijava",
        "Popust",
        "Iznos",
    ]
    assert report.rows == (
        ("Takmičar: Žarko Ćosić", "2", "3.500 RSD", "400 RSD", "500 RSD", "3.400 RSD"),
        ("Takmičar: Љиљана Ђурић", "1", "2.000 RSD", "0 RSD", "500 RSD", "1.500 RSD"),
    )
    assert report.totals[:2] == (("Kasne prijave", "400 RSD"), ("Ukupno bez popusta", "5.900 RSD"))


def test_the_invoice_line_prices_the_surcharge() -> None:
    late, on_time = invoice_lines(REPORT)
    assert (late.price, late.discount, late.net) == (390000, 50000, 340000)
    assert (on_time.price, on_time.net) == (200000, 150000)


def test_the_statement_marks_a_withdrawn_entry_still_charged() -> None:
    withdrawn = FeeLine("competitor", 2, "Љиљана Ђурић", ON_TIME, withdrawn=True)
    report = ClubFeeReport(REPORT.club, REPORT.fee, (REPORT.lines[0], withdrawn))
    printed = club_fee_report(report, HEADER, with_discount=False, language="en", today=TODAY)
    assert printed.rows[1][0] == "Competitor: Љиљана Ђурић (withdrawn, charged)"
    assert printed.rows[1][2] == "2.000 RSD"
