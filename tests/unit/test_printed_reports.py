"""Fee statements as printed reports (with and without the discount, like the print views)
and their PDF: A4, Serbian diacritics as text, the texts printed as written, headed by the
federation, the tournament with its date and the day printed."""

from datetime import date, datetime
from io import BytesIO

from pypdf import PdfReader

from adapters.printing.typst_printer import typeset
from fedreg_core import fees
from fedreg_core.domain.entities import Club, Tournament
from fedreg_core.ports.listing import ClubRef
from fedreg_core.services.fee_report import (
    ClubFeeReport,
    ClubFeeTotals,
    FeeLine,
    TournamentFeeReport,
)
from fedreg_core.services.invoices import (
    club_fee_report,
    rsd,
    tournament_fees_report,
)
from fedreg_core.services.print_header import PrintHeader

CLUB = Club("KK Đurđevak Čačak", "ĐČ", "Čačak", "Žička 1", "k@k.rs", "Šćepan", "060")
CLUB.id = 3
LINES = (fees.RegistrationFee(1, 2, 3500, 500, 3000), fees.RegistrationFee(2, 1, 3000, 0, 3000))
FEE = fees.ClubFee(LINES, 6500, 500, 6000, 10, 5400)
REPORT = ClubFeeReport(
    CLUB,
    FEE,
    (
        FeeLine("competitor", 1, "Žaklina Ćirić Kožul", LINES[0]),
        FeeLine("team", 2, "Đorđe Šarić, Miloš Anić", LINES[1]),
    ),
)
TODAY = date(2026, 3, 1)
CUP = Tournament("Kup Srbije", "", datetime(2027, 1, 10, 9, 0), event_date=date(2027, 3, 6))
HEADER = PrintHeader.of("Karate savez Srbije", CUP)


def pdf_text(content: bytes) -> str:
    """The text of every page, each run of white space one space."""
    reader = PdfReader(BytesIO(content))
    box = reader.pages[0].mediabox
    assert sorted((round(float(box.width)), round(float(box.height)))) == [595, 842]  # A4
    return " ".join(" ".join(page.extract_text() for page in reader.pages).split())


def test_amounts_in_rsd_grouped_by_dots() -> None:
    assert [rsd(0), rsd(3500), rsd(1234567)] == ["0 RSD", "3.500 RSD", "1.234.567 RSD"]


def test_a_tournament_is_dated_by_its_event_else_by_the_opening_of_applications() -> None:
    undated = Tournament("Kup", "", datetime(2027, 1, 10, 23, 30))

    assert PrintHeader.of("Savez", CUP).tournament("sr") == "Kup Srbije (06.03.2027.)"
    assert PrintHeader.of("Savez", undated).tournament("sr") == "Kup (10.01.2027.)"


def test_the_statement_with_the_discount_has_every_total() -> None:
    report = club_fee_report(REPORT, HEADER, with_discount=True, language="sr", today=TODAY)

    assert report.facts == (
        ("Savez", "Karate savez Srbije"),
        ("Turnir", "Kup Srbije (06.03.2027.)"),
        ("Klub", CLUB.name),
        ("Odštampano", "01.03.2026."),
    )
    assert [c.label for c in report.columns] == ["Prijava", "Naplativih", "Cena", "Popust", "Iznos"]
    assert report.rows == (
        ("Takmičar: Žaklina Ćirić Kožul", "2", "3.500 RSD", "500 RSD", "3.000 RSD"),
        ("Ekipa: Đorđe Šarić, Miloš Anić", "1", "3.000 RSD", "0 RSD", "3.000 RSD"),
    )
    assert report.totals == (
        ("Ukupno bez popusta", "6.500 RSD"),
        ("Popusti", "500 RSD"),
        ("Ukupno sa popustom", "6.000 RSD"),
        ("Umanjenje", "10 %"),
        ("Za uplatu", "5.400 RSD"),
    )


def test_the_statement_without_the_discount_shows_prices_and_their_sum() -> None:
    report = club_fee_report(REPORT, HEADER, with_discount=False, language="en", today=TODAY)

    assert report.facts == (
        ("Federation", "Karate savez Srbije"),
        ("Tournament", "Kup Srbije (06/03/2027)"),
        ("Club", CLUB.name),
        ("Printed on", "01/03/2026"),
    )
    assert [c.label for c in report.columns] == ["Registration", "Chargeable", "Price"]
    assert report.rows[0] == ("Competitor: Žaklina Ćirić Kožul", "2", "3.500 RSD")
    assert report.totals == (("Total without discount", "6.500 RSD"),)


def test_the_pdf_prints_serbian_letters_as_text() -> None:
    report = club_fee_report(REPORT, HEADER, with_discount=True, language="sr", today=TODAY)

    text = pdf_text(typeset(report))

    for expected in ("Kotizacija", "Savez Karate savez Srbije", "Kup Srbije (06.03.2027.)",
                     "Odštampano 01.03.2026.", "KK Đurđevak Čačak", "Takmičar: Žaklina Ćirić",
                     "Đorđe Šarić", "Za uplatu", "5.400 RSD", "č", "ć", "š", "ž", "đ"):  # fmt: skip
        assert expected in text, expected


def test_the_pdf_prints_serbian_cyrillic_and_names_as_they_were_typed() -> None:
    report = club_fee_report(REPORT, HEADER, with_discount=True, language="sr-Cyrl", today=TODAY)

    text = pdf_text(typeset(report))

    for expected in ("Котизација", "Савез Karate savez Srbije", "Одштампано 01.03.2026.",
                     "Kup Srbije (06.03.2027.)",
                     "KK Đurđevak Čačak", "Такмичар: Žaklina Ćirić", "За уплату", "5.400 RSD",
                     "Укупно са попустом"):  # fmt: skip
        assert expected in text, expected


def test_texts_are_printed_as_written_not_run_as_markup() -> None:
    club = Club('#set page(width: 1cm) *bold* $x$ "q" \\ ]', "", "", "", "", "", "")
    club.id = 4
    sneaky = ClubFeeReport(club, fees.ClubFee((), 0, 0, 0, 0, 0), ())
    header = PrintHeader("#pagebreak()", "#pagebreak()", TODAY)
    report = club_fee_report(sneaky, header, with_discount=True, language="en", today=TODAY)

    text = pdf_text(typeset(report))

    assert '#set page(width: 1cm) *bold* $x$ "q" \\ ]' in text
    assert "#pagebreak()" in text and "No charges." in text


def test_every_clubs_totals_report() -> None:
    totals = ClubFeeTotals(ClubRef(3, CLUB.name), FEE.totals, 1, 1)
    report = tournament_fees_report(
        TournamentFeeReport((totals,), 6500, 500, 6000, 5400), HEADER, language="sr", today=TODAY
    )
    assert report.rows == (
        (CLUB.name, "1", "1", "6.500 RSD", "500 RSD", "6.000 RSD", "10 %", "5.400 RSD"),
    )
    assert report.totals[-1] == ("Za uplatu", "5.400 RSD")
    assert report.facts == (
        ("Savez", "Karate savez Srbije"),
        ("Turnir", "Kup Srbije (06.03.2027.)"),
        ("Odštampano", "01.03.2026."),
    )
    text = pdf_text(typeset(report))
    assert "KK Đurđevak Čačak" in text and "Karate savez Srbije" in text
    assert "Kup Srbije (06.03.2027.)" in text
