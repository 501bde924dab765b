"""Money through the API: payment settings (admins, 400 per field), invoices issued for every
club, each club's balance with the QR code for what it owes, a camt.053 statement of the
expected payments imported (dry run first, twice adds nothing), and every invoice paid."""

import io
from typing import Any

from pypdf import PdfReader
from python_calamine import CalamineWorkbook

from tests.api.conftest import stored_path
from tests.api.registrations.conftest import Cup
from tests.api.registrations.test_exports_api import entered
from tests.camt053_files import Payment, camt053
from tests.payment_code_rules import ips_breaches

SETTINGS = {
    "legalName": "Karate savez Srbije",
    "address": "Kneza Miloša 7, 11000 Beograd",
    "taxNumber": "100123456",
    "account": "840-955845-10",
    "purpose": "Kotizacija",
}


async def with_invoices(cup: Cup) -> list[dict[str, Any]]:
    fed = cup.fed
    await entered(cup)
    put = await cup.call("PUT", "/api/payments/settings", fed.admin, json=SETTINGS)
    assert put.status_code == 200, put.text
    issued = await cup.call("POST", f"/api/tournament/{cup.id}/invoices", fed.admin, json={})
    assert issued.status_code == 200, issued.text
    return list(issued.json()["issued"])


async def test_settings_are_an_admins_and_checked_per_field(cup: Cup) -> None:
    fed = cup.fed
    assert (await cup.call("GET", "/api/payments/settings", fed.admin)).json() == {"settings": None}
    for who, status in ((fed.coach, 403), (None, 401)):
        assert (
            await cup.call("PUT", "/api/payments/settings", who, json=SETTINGS)
        ).status_code == status
    wrong = {**SETTINGS, "account": "840-955845-11", "paymentCode": "9"}
    answer = await cup.call(
        "PUT", "/api/payments/settings", fed.admin, json=wrong, headers={"Accept-Language": "en"}
    )
    assert answer.status_code == 400
    assert set(answer.json()["errors"]) == {"account", "paymentCode"}
    assert (await cup.call("GET", "/api/payments/settings", fed.admin)).json() == {"settings": None}


async def test_every_club_is_invoiced_and_sees_its_balance_and_code(cup: Cup) -> None:
    fed = cup.fed
    invoices = await with_invoices(cup)
    assert sorted(i["clubName"] for i in invoices) == ["Karate klub Borac", "Karate klub Sloga"]
    sloga = next(i for i in invoices if i["clubId"] == fed.club_id)
    assert sloga["number"].endswith("-000001") or sloga["number"].endswith("-000002")
    pdf = await fed.api.client.get(sloga["pdf"])
    assert pdf.status_code == 200 and pdf.headers["content-type"] == "application/pdf"
    assert sloga["number"] in PdfReader(io.BytesIO(pdf.content)).pages[0].extract_text()
    assert (await fed.api.client.get(stored_path(sloga["pdf"]))).status_code == 404  # unsigned
    url = f"/api/tournament/{cup.id}/club/{fed.club_id}/money"
    money = (await cup.call("GET", url, fed.coach)).json()
    assert money["balance"] == {
        "invoiced": sloga["total"],
        "paid": 0,
        "balance": sloga["total"],
        "state": "due",
    }
    assert ips_breaches(money["pay"]["text"]) == []
    assert f"RO:97{sloga['reference']}" in money["pay"]["text"]
    assert money["pay"]["svg"].startswith("<svg")
    assert money["uninvoiced"] == 0
    later = await cup.member(fed.club_id, "Ceca")
    body = {"memberId": later, "categories": cup.categories("kumite")}
    url_entry = f"/api/tournament/{cup.id}/register-competitor"
    assert (await cup.call("POST", url_entry, fed.coach, json=body)).status_code == 201
    assert (await cup.call("GET", url, fed.coach)).json()["uninvoiced"] > 0
    assert (
        await cup.call("GET", f"/api/tournament/{cup.id}/club/{fed.club_id}/money", fed.other)
    ).status_code == 403
    assert (
        await cup.call("POST", f"/api/tournament/{cup.id}/invoices", fed.coach, json={})
    ).status_code == 403
    one_club = {"clubId": fed.club_id}
    issue_url = f"/api/tournament/{cup.id}/invoices"
    (supplement,) = (await cup.call("POST", issue_url, fed.admin, json=one_club)).json()["issued"]
    assert (supplement["kind"], supplement["corrects"]) == ("supplement", sloga["number"])
    assert (await cup.call("GET", url, fed.coach)).json()["uninvoiced"] == 0
    assert (await cup.call("POST", issue_url, fed.admin, json=one_club)).status_code == 409


async def test_a_statement_of_the_expected_payments_pays_every_invoice(cup: Cup) -> None:
    fed = cup.fed
    invoices = await with_invoices(cup)
    statement = camt053(
        [
            *(
                Payment(
                    f"{i['total'] / 100:.2f}",
                    i["clubName"],
                    f"97 {i['reference']}",
                    bank_reference=f"B{n}",
                )
                for n, i in enumerate(invoices)
            ),
            Payment("12.00", "Neko Nepoznat", "97 11-123", bank_reference="X"),
        ]
    )
    files = {"file": ("izvod.xml", statement, "application/xml")}
    dry = await cup.call("POST", "/api/payments/statement", fed.admin, files=files)
    assert dry.status_code == 200, dry.text
    assert (dry.json()["assigned"], dry.json()["unmatched"], dry.json()["stored"]) == (2, 1, False)
    stored = await cup.call("POST", "/api/payments/statement?dryRun=false", fed.admin, files=files)
    assert stored.json()["assigned"] == 2
    twice = await cup.call("POST", "/api/payments/statement?dryRun=false", fed.admin, files=files)
    assert (twice.json()["known"], twice.json()["lines"]) == (3, [])
    money = (await cup.call("GET", f"/api/tournament/{cup.id}/money", fed.admin)).json()
    assert {m["balance"]["state"] for m in money} == {"paid"}
    assert all(m["pay"] is None for m in money)
    workbook = await cup.call("GET", f"/api/tournament/{cup.id}/money.xlsx", fed.admin)
    assert workbook.status_code == 200
    book = CalamineWorkbook.from_filelike(io.BytesIO(workbook.content))
    clubs = book.get_sheet_by_name("Klubovi").to_python()
    assert clubs[0] == ["Klub", "Fakturisano", "Uplaćeno", "Preostalo", "Stanje"]
    assert {row[4] for row in clubs[1:]} == {"Plaćeno"}
    assert (
        await cup.call("GET", f"/api/tournament/{cup.id}/money.xlsx", fed.coach)
    ).status_code == 403
    (waiting,) = (await cup.call("GET", "/api/payments/waiting", fed.admin)).json()
    assert waiting["payer"] == "Neko Nepoznat" and waiting["reason"]
    aside = await cup.call(
        "POST", f"/api/payments/{waiting['id']}/set-aside", fed.admin, json={"note": "vraćeno"}
    )
    assert aside.json()["status"] == "ignored"
    assert (await cup.call("GET", "/api/payments/waiting", fed.admin)).json() == []
    reminded = await cup.call("POST", "/api/payments/reminders", fed.admin)
    assert reminded.json() == {"queued": 0}  # everyone paid
    assert (await cup.call("POST", "/api/payments/reminders", fed.coach)).status_code == 403


async def test_a_file_that_is_no_statement_is_a_400_and_changes_nothing(cup: Cup) -> None:
    fed = cup.fed
    await with_invoices(cup)
    for content in (
        b"<?xml version='1.0'?><!DOCTYPE x [<!ENTITY a 'b'>]><Document>&a;</Document>",
        b"Datum;Iznos\n1.2.2027;15",
    ):
        files = {"file": ("izvod", content, "application/octet-stream")}
        answer = await cup.call(
            "POST", "/api/payments/statement?dryRun=false", fed.admin, files=files
        )
        assert answer.status_code == 400, answer.text
    assert (await cup.call("GET", "/api/payments/waiting", fed.admin)).json() == []


async def test_a_payment_recorded_by_hand_counts(cup: Cup) -> None:
    fed = cup.fed
    invoices = await with_invoices(cup)
    sloga = next(i for i in invoices if i["clubId"] == fed.club_id)
    body = {"paidOn": "2026-02-01", "amount": sloga["total"], "currency": "RSD", "note": "gotovina"}
    assert (
        await cup.call(
            "POST", f"/api/payments/invoice/{sloga['id']}", fed.admin, json={**body, "amount": 0}
        )
    ).status_code == 400
    recorded = await cup.call("POST", f"/api/payments/invoice/{sloga['id']}", fed.admin, json=body)
    assert recorded.status_code == 201, recorded.text
    money = (
        await cup.call("GET", f"/api/tournament/{cup.id}/club/{fed.club_id}/money", fed.coach)
    ).json()
    assert money["balance"]["state"] == "paid" and money["pay"] is None


async def test_a_banks_csv_columns_are_saved_with_its_first_import_and_used_again(cup: Cup) -> None:
    fed = cup.fed
    invoices = await with_invoices(cup)
    sloga = next(i for i in invoices if i["clubId"] == fed.club_id)
    amount = f"{sloga['total'] // 100:,}".replace(",", ".") + f",{sloga['total'] % 100:02d}"
    export = (
        "Izvod br. 7;;;\n"
        "Datum valute;Naziv nalogodavca;Poziv na broj odobrenja;Potražuje\n"
        f"10.02.2026.;Karate klub Sloga;97 {sloga['reference']};{amount}\n"
    ).encode("cp1250")
    columns = {"bank": "Banka Intesa", "bookedOn": "Datum valute", "amount": "Potražuje"}
    columns |= {"payer": "Naziv nalogodavca", "reference": "Poziv na broj odobrenja"}
    files = {"file": ("izvod.csv", export, "text/csv")}
    url = "/api/payments/statement?dryRun=false"
    missing = await cup.call("POST", url, fed.admin, files=files, data={"bank": "Banka Intesa"})
    assert missing.status_code == 400 and set(missing.json()["errors"]) == {"bank"}
    done = await cup.call("POST", url, fed.admin, files=files, data=columns)
    assert done.status_code == 200, done.text
    assert done.json()["assigned"] == 1, done.text
    saved = (await cup.call("GET", "/api/payments/bank-mappings", fed.admin)).json()
    assert saved["Banka Intesa"]["amount"] == "Potražuje"
    again = await cup.call("POST", url, fed.admin, files=files, data={"bank": "Banka Intesa"})
    assert again.json()["known"] == 1
    assert (await cup.call("GET", "/api/payments/bank-mappings", fed.coach)).status_code == 403
