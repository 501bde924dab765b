"""`fedreg invoices` and `fedreg payments`: invoices issued for a seeded tournament's clubs,
listed and printed; a camt.053 statement of their payments imported (a dry run first), the
unmatched line left waiting."""

import json
from pathlib import Path

from adapters.unit_of_work import Factory
from fedreg_core.fees import FeeSchedule
from tests.camt053_files import Payment, camt053
from tests.integration.cli.conftest import Fedreg
from tests.integration.cli.test_cli_setup import one_error_line
from tests.integration.registration_list_seed import seed_field
from tests.invoice_examples import SERBIAN_PAYEE


async def with_settings_and_fees(uow_factory: Factory, tournament_id: int) -> None:
    async with uow_factory() as uow:
        await uow.payment_settings.put(SERBIAN_PAYEE)
        tournament = await uow.tournaments.get(tournament_id)
        assert tournament is not None
        tournament.fees = FeeSchedule(2000, 500, 3500, 500, 4500, 1000, 3000, 0)
        await uow.tournaments.update(tournament)
        await uow.commit()


def test_issue_list_print_and_pay_by_statement(fedreg: Fedreg, tmp_path: Path) -> None:
    found = fedreg.seed(seed_field)
    cup = str(found.ids["cup"])
    refused = fedreg("invoices", "issue", cup)
    assert refused.exit_code == 1
    assert "payment settings" in one_error_line(refused)
    fedreg.seed(lambda uow_factory: with_settings_and_fees(uow_factory, found.ids["cup"]))
    issued = json.loads(fedreg.ok("invoices", "issue", cup, "--format", "json"))
    assert issued and {row["kind"] for row in issued} == {"invoice"}
    assert fedreg.ok("invoices", "issue", cup) == "Nothing to issue.\n"
    listed = json.loads(fedreg.ok("invoices", "list", cup, "--format", "json"))
    assert [row["number"] for row in listed] == [row["number"] for row in issued]
    pdf = tmp_path / "invoice.pdf"
    fedreg.ok("invoices", "pdf", str(listed[0]["id"]), str(pdf), "--lang", "en")
    assert pdf.read_bytes().startswith(b"%PDF-")

    def amount(row: dict[str, str]) -> str:  # "8.100,00 RSD" -> "8100.00"
        return row["total"].split(" ")[0].replace(".", "").replace(",", ".")

    statement = tmp_path / "izvod.xml"
    statement.write_bytes(
        camt053(
            [
                *(Payment(amount(row), row["club"], f"97 {row['reference']}") for row in listed),
                Payment("5.00", "Nepoznat uplatilac", "97 11-123"),
            ]
        )
    )
    checked = fedreg.ok("payments", "import", str(statement), "--dry-run")
    assert f"{len(listed) + 1} new lines checked only (--dry-run)" in checked
    assert json.loads(fedreg.ok("payments", "list", "--format", "json")) == []
    fedreg.ok("payments", "import", str(statement))
    again = fedreg.ok("payments", "import", str(statement))
    assert f"0 new lines stored; {len(listed) + 1} imported before." in again
    (waiting,) = json.loads(fedreg.ok("payments", "list", "--format", "json"))
    assert (waiting["payer"], waiting["status"]) == ("Nepoznat uplatilac", "unmatched")
