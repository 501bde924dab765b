"""Bank CSV exports read by their mapping, and statement lines matched to open invoices."""

from datetime import date

import pytest

from adapters.spreadsheets.statements.csv_statement import read_csv_statement
from fedreg_core.domain.errors import RuleBroken
from fedreg_core.payments.check_digits import creditor_reference, model97_reference
from fedreg_core.payments.ledger import PaymentStatus as Outcome
from fedreg_core.payments.matching import OpenInvoice, match_lines
from fedreg_core.payments.statements import CsvMapping, StatementLine

MAPPING = CsvMapping(
    booked_on="Datum valute",
    amount="Potražuje",
    payer="Naziv nalogodavca",
    reference="Poziv na broj odobrenja",
    text="Svrha plaćanja",
)
EXPORT = (
    "Banka Intesa a.d. Beograd;;;;\n"
    "Izvod br. 7 za račun 840-955845-10;;;;\n"
    "Datum valute;Naziv nalogodavca;Svrha plaćanja;Poziv na broj odobrenja;Potražuje\n"
    "10.02.2027.;KK Đurđevak Čačak;Kotizacija;97 54-2027000123;1.500,50\n"
    "10.02.2027.;Карате клуб Ћуприја;Kotizacija 97 93-2027000124;;3.000,00\n"
    "10.02.2027.;KK Đurđevak Čačak;Kotizacija;97 54-2027000123;1.500,50\n"
    ";;Ukupno;;\n"
)


def test_an_excel_export_in_windows_1250_reads_by_its_mapping() -> None:
    lines = read_csv_statement(EXPORT.encode("cp1250", errors="replace"), MAPPING, "RSD")
    assert [(line.amount, line.booked_on, line.currency) for line in lines] == [
        (150050, date(2027, 2, 10), "RSD"),
        (300000, date(2027, 2, 10), "RSD"),
        (150050, date(2027, 2, 10), "RSD"),
    ]
    assert lines[0].payer == "KK Đurđevak Čačak"
    assert lines[0].line_id != lines[2].line_id  # two equal payments are two lines


def test_the_same_rows_exported_again_are_the_same_lines() -> None:
    first = read_csv_statement(EXPORT.encode("utf-8-sig"), MAPPING, "RSD")
    again = read_csv_statement(EXPORT.replace("Izvod br. 7", "Izvod").encode(), MAPPING, "RSD")
    assert [line.line_id for line in first] == [line.line_id for line in again]


@pytest.mark.parametrize(
    ("export", "key", "values"),
    [
        (EXPORT.replace("Potražuje", "Iznos"), "error_statement_columns", {"column": "Potražuje"}),
        (EXPORT.replace("3.000,00", "tri hiljade"), "error_statement_amount", {"row": 5}),
        (EXPORT.replace("10.02.2027.;К", "31.02.2027.;К"), "error_statement_date", {"row": 5}),
    ],
)
def test_an_export_that_does_not_fit_is_refused_saying_where(
    export: str, key: str, values: dict[str, object]
) -> None:
    with pytest.raises(RuleBroken) as refused:
        read_csv_statement(export.encode(), MAPPING, "RSD")
    assert refused.value.errors == {"file": key}
    assert values.items() <= refused.value.values["file"].items()


def line(
    amount: int, payer: str = "", reference: str = "", text: str = "", currency: str = "RSD"
) -> StatementLine:
    return StatementLine("id", date(2027, 2, 10), amount, currency, reference, payer, text)


INVOICES = [
    OpenInvoice(1, model97_reference("2027000123"), "KK Đurđevak Čačak", 150050),
    OpenInvoice(2, model97_reference("2027000124"), "Karate klub Ćuprija", 300000),
    OpenInvoice(3, creditor_reference("2027000125"), "WFF Club Ülm", 4550),
]


@pytest.mark.parametrize(
    ("statement_line", "outcome", "invoice", "reason"),
    [
        (line(150050, reference="97 54-2027000123"), Outcome.ASSIGNED, 1, ""),
        (line(100, reference="542027000123"), Outcome.ASSIGNED, 1, ""),
        (line(100, text="uplata po racunu 97 51 2027000124 hvala"), Outcome.ASSIGNED, 2, ""),
        (line(4550, reference="rf39 2027 0001 25"), Outcome.ASSIGNED, 3, ""),
        (line(300000, payer="КАРАТЕ КЛУБ ЋУПРИЈА"), Outcome.SUGGESTED, 2, ""),
        (
            line(300001, payer="Karate klub Ćuprija"),
            Outcome.UNMATCHED,
            None,
            "statement_no_reference",
        ),
        (
            line(100, reference="97 55-2027000123"),
            Outcome.UNMATCHED,
            None,
            "statement_bad_reference",
        ),
        (
            line(100, reference=model97_reference("999")),
            Outcome.UNMATCHED,
            None,
            "statement_unknown_reference",
        ),
        (
            line(150050, reference="542027000123", currency="EUR"),
            Outcome.UNMATCHED,
            None,
            "statement_other_currency",
        ),
        (
            line(-150050, reference="542027000123"),
            Outcome.UNMATCHED,
            None,
            "statement_not_positive",
        ),
        (line(0, reference="542027000123"), Outcome.UNMATCHED, None, "statement_not_positive"),
    ],
)
def test_a_line_is_assigned_by_reference_suggested_by_payer_and_amount_or_waits(
    statement_line: StatementLine, outcome: Outcome, invoice: int | None, reason: str
) -> None:
    (match,) = match_lines([statement_line], INVOICES, "RSD")
    assert (match.status, match.invoice_id, match.reason) == (outcome, invoice, reason)


def test_two_clubs_that_fit_a_payer_and_amount_are_no_suggestion() -> None:
    invoices = [
        OpenInvoice(1, "11", "KK Vojvodina", 100),
        OpenInvoice(2, "12", "KK Vojvodina 2", 100),
    ]
    (match,) = match_lines([line(100, payer="KK Vojvodina")], invoices, "RSD")
    assert match.status == Outcome.UNMATCHED
