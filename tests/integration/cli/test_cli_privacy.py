"""`fedreg people export ID`, `fedreg people erase ID` and `fedreg privacy purge [--dry-run]`."""

import json
from datetime import datetime
from pathlib import Path

from sqlalchemy import select

from adapters.sql.models import AccessLogRow
from adapters.unit_of_work import Factory
from fedreg_core.domain.access import AccessKind, PersonRef
from fedreg_core.domain.erasure import pseudonym_code
from tests.integration.cli.conftest import Fedreg
from tests.integration.privacy_seed import (
    FIRST,
    LAST,
    HeldMember,
    archive_every_tournament,
    seed_member_with_everything,
)


def test_a_persons_export_as_json_and_pdf_recorded_from_the_command_line(
    fedreg: Fedreg, tmp_path: Path
) -> None:
    held: HeldMember = fedreg.seed(seed_member_with_everything)  # type: ignore[arg-type]
    document = json.loads(fedreg.ok("people", "export", str(held.member_id)))
    assert document["person"]["name"] == f"{FIRST} {LAST}"
    assert [e["role"] for e in document["entries"]] == ["competitor", "team"]
    assert document["invoiceLines"][0]["net"] == 1500
    [logged] = document["accessLog"]
    assert (logged["entry"]["address"], logged["entry"]["userId"]) == ("cli", None)

    pdf = tmp_path / "osoba.pdf"
    said = fedreg.ok("people", "export", str(held.member_id), "--pdf", str(pdf), "--lang", "en")
    assert said.startswith(f"Saved {pdf}")
    assert pdf.read_bytes().startswith(b"%PDF")

    missing = fedreg("people", "export", "999999", "--kind", "coaches")
    assert missing.exit_code != 0

    async def kinds(uow_factory: Factory) -> list[AccessKind]:
        async with uow_factory() as uow:
            rows = await uow.session.scalars(select(AccessLogRow.kind))  # type: ignore[attr-defined]
            return list(rows)

    assert fedreg.seed(kinds) == [AccessKind.PERSON_EXPORT] * 2


def test_the_purge_says_what_it_would_remove_then_removes_it(fedreg: Fedreg) -> None:
    async def old_row(uow_factory: Factory) -> None:
        async with uow_factory() as uow:
            uow.session.add(  # type: ignore[attr-defined]
                AccessLogRow(at=datetime(2020, 1, 1), kind=AccessKind.PERSON_READ, address="x",
                             user_id=None, person_kind=None, person_id=None, what="")
            )  # fmt: skip
            await uow.commit()

    fedreg.seed(old_row)
    would = fedreg.ok("privacy", "purge", "--dry-run", "--lang", "en")
    assert "Access log rows to remove: 1" in would
    assert "Photos to remove: 0" in would
    done = fedreg.ok("privacy", "purge")
    assert "Redovi evidencije pristupa uklonjeni: 1" in done
    again = fedreg.ok("privacy", "purge", "--dry-run", "--lang", "en")
    assert "Access log rows to remove: 0" in again


def test_an_erasure_refused_while_entered_then_done_once_from_the_command_line(
    fedreg: Fedreg,
) -> None:
    held: HeldMember = fedreg.seed(seed_member_with_everything)  # type: ignore[arg-type]
    refused = fedreg("people", "erase", str(held.member_id))
    assert refused.exit_code == 1
    assert "not archived: Prvenstvo Srbije" in refused.output
    fedreg.seed(archive_every_tournament)  # type: ignore[arg-type]

    code = pseudonym_code(PersonRef("members", held.member_id))
    said = fedreg.ok("people", "erase", str(held.member_id))
    assert said.startswith(f"members {held.member_id}: Obrisano lice {code}, erased 20")
    assert fedreg.ok("people", "erase", str(held.member_id)) == said
    document = json.loads(fedreg.ok("people", "export", str(held.member_id)))
    assert FIRST not in json.dumps(document, ensure_ascii=False)
    assert document["record"]["born"] == "2011-01-01"
    erasures = [r["entry"] for r in document["accessLog"] if r["entry"]["kind"] == "erasure"]
    assert [(r["address"], r["userId"]) for r in erasures] == [("cli", None)]
    assert fedreg("people", "erase", "999999", "--kind", "officials").exit_code == 1
