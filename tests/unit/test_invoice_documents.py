"""An issued invoice as a PDF: its words in the reader's language, and a QR code on the page
that a phone scans into exactly the payment the rules describe."""

import io

import pytest
import zxingcpp
from PIL import Image
from pypdf import PdfReader

from adapters.printing.typst_printer import typeset_invoice
from fedreg_core.payments.invoices import InvoiceKind
from fedreg_core.services.invoice_documents import printed_invoice
from tests.invoice_examples import SERBIAN_PAYEE, WFF_PAYEE, invoice
from tests.payment_code_rules import epc_breaches, ips_breaches


def scanned(printed_page: bytes) -> list[str]:
    return [found.text for found in zxingcpp.read_barcodes(Image.open(io.BytesIO(printed_page)))]


def test_a_serbian_invoice_prints_the_slip_and_an_ips_code_a_phone_reads() -> None:
    printed = printed_invoice(invoice(SERBIAN_PAYEE), "sr")
    (code,) = scanned(typeset_invoice(printed, page_image_ppi=110))
    assert ips_breaches(code) == []
    assert "|I:RSD6300,00|" in code and "|RO:97542027000123" in code
    text = PdfReader(io.BytesIO(typeset_invoice(printed))).pages[0].extract_text()
    for words in ("Račun 2027-000123", "Model i poziv na broj", "97 542027000123", "6.300,00 RSD"):
        assert words in text


def test_a_wff_invoice_carries_an_epc_code_with_its_creditor_reference() -> None:
    printed = printed_invoice(invoice(WFF_PAYEE, total=4_550), "en")
    (code,) = scanned(typeset_invoice(printed, page_image_ppi=110))
    assert epc_breaches(code) == []
    assert code.split("\n")[7:10] == ["EUR45.50", "", "RF932027000123"]
    text = PdfReader(io.BytesIO(typeset_invoice(printed))).pages[0].extract_text()
    assert "Invoice 2027-000123" in text and "IBAN" in text


def test_a_credit_note_has_no_code_to_pay() -> None:
    printed = printed_invoice(invoice(total=-50_000, kind=InvoiceKind.CREDIT_NOTE), "sr-Cyrl")
    assert printed.payment_code == ""
    assert scanned(typeset_invoice(printed, page_image_ppi=80)) == []
    assert printed.title.startswith("Књижно одобрење")


@pytest.mark.parametrize("club", ["KK " + "Đurđevak " * 12, "Карате клуб „Ћуприја“ | Ћуприја"])
def test_a_long_or_odd_club_name_still_makes_a_code_that_follows_the_rules(club: str) -> None:
    printed = printed_invoice(invoice(club_name=club), "sr")
    assert ips_breaches(printed.payment_code) == []
