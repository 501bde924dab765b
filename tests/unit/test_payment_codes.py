"""The strings of the NBS IPS and EPC codes follow their rules for many amounts and names,
and the QR codes made of them decode to exactly those strings."""

import io

import pytest
import zxingcpp
from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import Image

from adapters.printing.payment_codes import qr_png, qr_svg
from fedreg_core.payments.check_digits import creditor_reference, model97_reference
from fedreg_core.payments.epc_qr import EpcPayment, epc_payload
from fedreg_core.payments.ips_qr import IpsPayment, ips_payload
from tests.payment_code_rules import epc_breaches, ips_breaches

NAMES = [
    "Karate klub Đurđevak Čačak",
    "Карате клуб Ђурђевак Чачак",
    "Sportsko udruženje „Šampion“ | Žabalj",
    "KK Ćuprija\nKneza Miloša 7\nĆuprija\nSrbija",
    "Ž" * 100,
    "World Fudokan Federation – Ülkü & Søn",
]


def decoded(payload: str) -> str:
    image = Image.open(io.BytesIO(qr_png(payload))).convert("L")
    found = zxingcpp.read_barcodes(image)
    assert len(found) == 1
    return found[0].text


def ips(amount: int, payee: str, payer: str = "", purpose: str = "Kotizacija") -> str:
    return ips_payload(
        IpsPayment(
            "840-955845-10",
            payee,
            amount,
            "289",
            purpose,
            model97_reference("2027000123"),
            payer,
        )
    )


@pytest.mark.parametrize("name", NAMES)
def test_an_ips_code_with_serbian_names_follows_the_rules_and_decodes(name: str) -> None:
    payload = ips(150_050, name, name, f"Kotizacija {name}")
    assert ips_breaches(payload) == []
    assert decoded(payload) == payload


def test_an_ips_code_is_the_tags_in_order() -> None:
    payload = ips(150_000, "Karate savez Srbije\nBeograd", "KK Šampion")
    assert payload == (
        "K:PR|V:01|C:1|R:840000000095584510|N:Karate savez Srbije\nBeograd|I:RSD1500,00"
        "|P:KK Šampion|SF:289|S:Kotizacija|RO:97542027000123"
    )


def test_a_long_name_is_cut_at_the_limit_and_an_empty_optional_tag_is_left_out() -> None:
    payload = ips(1, "Ž" * 100, purpose="")
    assert "|N:" + "Ž" * 70 + "|I:RSD0,01|" in payload
    assert "|S:" not in payload and "|P:" not in payload


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=1, max_value=999_999_999_999_99), st.sampled_from(NAMES))
def test_any_amount_makes_a_code_that_follows_the_rules(amount: int, name: str) -> None:
    payload = ips(amount, name)
    assert ips_breaches(payload) == []
    assert payload.split("|I:RSD")[1].split("|")[0] == f"{amount // 100},{amount % 100:02d}"


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"account": "840-955845-11"}, "account"),
        ({"amount": 0}, "amount"),
        ({"amount": -5}, "amount"),
        ({"payment_code": "389"}, "payment_code"),
        ({"payment_code": "28"}, "payment_code"),
        ({"reference": "172027000123"}, "reference"),
        ({"payee": " | "}, "payee"),
    ],
)
def test_an_ips_code_that_would_break_a_rule_is_refused_naming_the_field(
    change: dict[str, object], field: str
) -> None:
    values: dict[str, object] = {
        "account": "840-955845-10",
        "payee": "Savez",
        "amount": 100,
        "payment_code": "289",
        "reference": model97_reference("1"),
    }
    with pytest.raises(ValueError, match=field):
        ips_payload(IpsPayment(**{**values, **change}))  # type: ignore[arg-type]


def epc(amount: int, name: str) -> str:
    return epc_payload(
        EpcPayment(
            "DE89 3704 0044 0532 0130 00",
            "COBADEFFXXX",
            name,
            amount,
            creditor_reference("2027000123"),
        )
    )


@pytest.mark.parametrize("name", NAMES)
def test_an_epc_code_follows_the_rules_and_decodes(name: str) -> None:
    payload = epc(4_550, name)
    assert epc_breaches(payload) == []
    assert decoded(payload) == payload


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=1, max_value=99_999_999_999))
def test_any_amount_makes_an_epc_code_that_follows_the_rules(amount: int) -> None:
    payload = epc(amount, "World Fudokan Federation")
    assert epc_breaches(payload) == []


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"iban": "DE89 3704 0044 0532 0130 01"}, "iban"),
        ({"bic": "COBA"}, "bic"),
        ({"amount": 0}, "amount"),
        ({"amount": 100_000_000_000}, "amount"),
        ({"reference": "RF19539007547034"}, "reference"),
    ],
)
def test_an_epc_code_that_would_break_a_rule_is_refused(
    change: dict[str, object], field: str
) -> None:
    values: dict[str, object] = {
        "iban": "DE89370400440532013000",
        "bic": "",
        "payee": "WFF",
        "amount": 100,
        "reference": "RF18539007547034",
    }
    with pytest.raises(ValueError, match=field):
        epc_payload(EpcPayment(**{**values, **change}))  # type: ignore[arg-type]


def test_the_svg_is_vector_and_square() -> None:
    svg = qr_svg(ips(100, "Savez"))
    assert svg.startswith("<svg") and "<path" in svg and "<image" not in svg
