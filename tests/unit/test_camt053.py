"""camt.053 statements read into lines; whatever is not one is refused, never a crash."""

from datetime import date

import pytest

from adapters.spreadsheets.statements.camt053 import read_camt053
from fedreg_core.domain.errors import RuleBroken
from tests.camt053_files import Payment, camt053


@pytest.mark.parametrize("version", ["001.02", "001.08"])
def test_each_payment_is_a_line_with_its_payer_reference_and_text(version: str) -> None:
    xml = camt053(
        [
            Payment(
                "1500.50", "Karate klub Đurđevak Čačak", "97 54-2027000123", bank_reference="B1"
            ),
            Payment("3000", "Карате клуб Ћуприја", text="Kotizacija 97542027000124"),
        ],
        version=version,
    )
    first, second = read_camt053(xml)
    assert (first.line_id, first.amount, first.currency, first.booked_on) == (
        "B1",
        150050,
        "RSD",
        date(2027, 2, 10),
    )
    assert (first.payer, first.reference) == ("Karate klub Đurđevak Čačak", "97 54-2027000123")
    assert (second.amount, second.payer, second.text) == (
        300000,
        "Карате клуб Ћуприја",
        "Kotizacija 97542027000124",
    )


def test_money_out_is_negative_and_ids_are_stable_across_reads() -> None:
    xml = camt053([Payment("10.00", "Banka", debit=True), Payment("10.00", "Banka")])
    first_read, second_read = read_camt053(xml), read_camt053(xml)
    assert [line.amount for line in first_read] == [-1000, 1000]
    assert [line.line_id for line in first_read] == [line.line_id for line in second_read]
    assert first_read[0].line_id != first_read[1].line_id


def test_an_entry_of_several_transactions_gives_a_line_each() -> None:
    xml = camt053([Payment("5.00", "A"), Payment("6.00", "B")], one_entry=True)
    lines = read_camt053(xml)
    assert [(line.amount, line.payer) for line in lines] == [(500, "A"), (600, "B")]
    assert len({line.line_id for line in lines}) == 2


HOSTILE = {
    "not XML": b"Datum;Iznos\n1.2.2027;1500",
    "another ISO 20022 message": (
        b'<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03">'
        b"<CstmrCdtTrfInitn/></Document>"
    ),
    "a billion laughs": (
        b'<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">'
        b'<!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>'
        b"<Document><BkToCstmrStmt>&lol2;</BkToCstmrStmt></Document>"
    ),
    "an external entity": (
        b'<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]>'
        b"<Document><BkToCstmrStmt><Stmt><Id>&x;</Id></Stmt></BkToCstmrStmt></Document>"
    ),
    "an amount that is not a number": camt053([Payment("1.500,00", "A")]),
    "a date that is not a date": camt053([Payment("1.00", "A", booked="2027-02-30")]),
    "cut short": camt053([Payment("1.00", "A")])[:-40],
    "nested too deep": b"<Document><BkToCstmrStmt>"
    + b"<a>" * 100
    + b"</a>" * 100
    + b"</BkToCstmrStmt></Document>",
    "empty": b"",
}


@pytest.mark.parametrize("content", HOSTILE.values(), ids=HOSTILE.keys())
def test_what_is_not_a_statement_is_refused_on_the_file_field(content: bytes) -> None:
    with pytest.raises(RuleBroken) as refused:
        read_camt053(content)
    assert set(refused.value.errors) == {"file"}
