"""Erasure on SQLite and PostgreSQL: a member with entries of their own and in a team in an
archived tournament, draws, results, an invoice (and its PDF), a payment, the history and a
stored answer naming them is erased; then no table's text, no date and no stored file holds
anything of what identified them."""

from dataclasses import replace
from datetime import date, datetime
from typing import Any

import pytest
from sqlalchemy import Date, DateTime, LargeBinary, String, Text, delete, select, update
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.sql.models import (
    Base,
    DrawEntrantRow,
    HistoryPersonRow,
    HistoryRow,
    IdempotentRequestRow,
    InvoiceRow,
    PaymentRow,
    TeamMemberRow,
)
from adapters.sql.statement_counter import count_statements
from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core.domain.access import AccessFilter, AccessKind, AccessOrigin, PersonRef
from fedreg_core.domain.entities import HistoryEntry
from fedreg_core.domain.enums import HistoryType
from fedreg_core.domain.erasure import pseudonym_code
from fedreg_core.domain.errors import Conflict
from fedreg_core.domain.folding import fold
from fedreg_core.payments.ledger import PaymentStatus
from fedreg_core.services import people
from fedreg_core.services.erasure import ErasureRequest, erase_person
from fedreg_core.services.fee_report import club_fees
from fedreg_core.services.listing import ListRequest
from fedreg_core.services.person_kinds import MEMBERS
from tests.fakes import FakeFileStore, RecordingPrinter
from tests.integration.privacy_seed import (
    FIRST,
    LAST,
    HeldMember,
    add_admin,
    archive_every_tournament,
    seed_member_with_everything,
)

BORN = date(2011, 4, 9)
LICENCE = "SRB-2011-0409"
PARENT = "Milena Žigić-Ćosić"
IDENTIFYING = (FIRST, LAST, FIRST.upper(), LAST.upper(), fold(FIRST), fold(LAST),
               BORN.isoformat(), "09.04.2011", "9. 4. 2011", LICENCE, PARENT)  # fmt: skip
ORIGIN = AccessOrigin("198.51.100.4", datetime(2026, 4, 1, 9))
TEXT_TYPES = (String, Text, LargeBinary)


async def _held_everywhere(uow_factory: SqlUnitOfWorkFactory, files: FakeFileStore) -> HeldMember:
    """The privacy seed's member with every private field, a photo and the invoice's PDF in
    the store, a payment and a stored answer naming them."""
    held = await seed_member_with_everything(uow_factory)
    photo = await files.save("avatars", b"IMG photo of " + FIRST.encode(), ".png")
    consent = await files.save("consents", f"%PDF consent for {FIRST}".encode(), ".pdf")
    pdf = await files.save("invoices", f"%PDF {FIRST} {LAST}".encode(), ".pdf")
    async with uow_factory() as uow:
        member = await uow.members.get(held.member_id)
        assert member is not None
        await uow.members.update(
            replace(member, avatar=photo, weight_hg=615, medical_valid_until=date(2026, 9, 1),
                    licence_number=LICENCE, nationality="MNE", no_pay=True,
                    consent_date=date(2025, 9, 1), consent_by=PARENT, consent_document=consent)
        )  # fmt: skip
        corrected = f"Seniorke · Kata: 1: {LAST}, Ilić: 2.45 → 2.50"
        await uow.history.add(
            HistoryEntry(
                held.tournament_id, HistoryType.RESULT_CORRECTED, corrected, None, ORIGIN.at
            )
        )
        session = uow.session
        await session.execute(update(InvoiceRow).values(pdf_path=pdf))
        session.add_all([
            PaymentRow(line_id="L1", paid_on=date(2026, 3, 6), amount=150_000, currency="RSD",
                       reference="", payer=f"{LAST.upper()} {FIRST.upper()}",
                       text=f"kotizacija {FIRST} {LAST}", note="", status=PaymentStatus.UNMATCHED,
                       reason="no_reference", invoice_id=None, recorded_by=None,
                       created_at=datetime(2026, 3, 6)),
            IdempotentRequestRow(request="r" * 64, fingerprint="f" * 64,
                                 created_at=datetime(2026, 3, 31), status=200,
                                 media_type="application/json",
                                 body=f'{{"firstName":"{FIRST}"}}'.encode()),
        ])  # fmt: skip
        await uow.commit()
    await archive_every_tournament(uow_factory)
    return held


async def _remnants(engine: AsyncEngine) -> list[tuple[str, str, Any]]:
    """Every (table, column, value) of text holding something of what identified the
    member, or of a date that is their birth date."""
    found: list[tuple[str, str, Any]] = []
    async with engine.connect() as connection:
        for table in Base.metadata.sorted_tables:
            for row in (await connection.execute(select(table))).mappings():
                for column in table.columns:
                    value = row[column.key]
                    if value is None:
                        continue
                    if isinstance(column.type, TEXT_TYPES):
                        text = value.decode() if isinstance(value, bytes) else str(value)
                        if any(part in text for part in IDENTIFYING):
                            found.append((table.name, column.key, value))
                    if isinstance(column.type, Date | DateTime) and value in (
                        BORN,
                        datetime(2011, 4, 9),
                    ):
                        found.append((table.name, column.key, value))
    return found


async def test_an_erased_member_leaves_no_remnant_in_any_table_or_file(
    uow_factory: SqlUnitOfWorkFactory, engine: AsyncEngine
) -> None:
    files = FakeFileStore()
    held = await _held_everywhere(uow_factory, files)
    admin = await add_admin(uow_factory)
    before = await club_fees(uow_factory(), admin, held.tournament_id, held.club_id)
    assert await _remnants(engine)  # the check finds what is there
    printer = RecordingPrinter()
    request = ErasureRequest(held.member_id, ORIGIN, "sr")

    with count_statements(engine) as counter:
        erased = await erase_person(uow_factory(), printer, files, MEMBERS, admin, request)
    assert counter.count <= 20  # measured: 20, the same with 20 more history lines naming them

    code = pseudonym_code(PersonRef("members", held.member_id))
    assert (erased.first_name, erased.last_name) == ("Obrisano lice", code)
    assert (erased.born, erased.is_male, erased.belt, erased.no_pay) == (
        date(2011, 1, 1), False, "PLAVI", True,
    )  # fmt: skip
    assert (erased.avatar, erased.weight_hg, erased.medical_valid_until) == (None, None, None)
    assert (erased.licence_number, erased.nationality, erased.erased_at) == (None, None, ORIGIN.at)
    assert (erased.consent_date, erased.consent_by, erased.consent_document) == (None, None, None)
    assert await _remnants(engine) == []
    assert not any(FIRST.encode() in data for data in files.files.values())
    assert [path.split("/")[2] for path in files.files] == ["invoices"]  # the reprint only

    async with uow_factory() as uow:
        names = set(await uow.session.scalars(select(DrawEntrantRow.name)))
        [lines] = await uow.session.scalars(select(InvoiceRow.lines))
        log = await uow.access_log.page(AccessFilter(kind=AccessKind.ERASURE), 0, 10)
    assert names == {f"Obrisano lice {code}", "Ekipa Ђердап"}
    assert f"Obrisano lice {code}" in lines
    async with uow_factory() as uow:
        history = await uow.history.list_for_tournament(held.tournament_id)
    assert f"Seniorke · Kata: 1: {code}, Ilić: 2.45 → 2.50" in [h.item for h in history]
    [reprinted] = printer.printed
    assert f"Obrisano lice {code}" in repr(reprinted) and FIRST not in repr(reprinted)
    for words, found in ((FIRST, 0), (fold(LAST), 0), (code, 1)):
        listed = await people.list_people(uow_factory(), MEMBERS, admin, ListRequest(words))
        assert listed.total == found, words
    assert [(r.entry.person, r.entry.user_id) for r in log.items] == [
        (PersonRef("members", held.member_id), admin.id)
    ]
    after = await club_fees(uow_factory(), admin, held.tournament_id, held.club_id)
    assert after.fee == before.fee
    assert after.lines[0].label == f"Obrisano lice {code}"

    again = await erase_person(uow_factory(), printer, files, MEMBERS, admin, request)
    assert again == erased and len(printer.printed) == 1


async def test_refused_while_entered_in_a_tournament_not_archived(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    held = await seed_member_with_everything(uow_factory)
    admin = await add_admin(uow_factory)
    request = ErasureRequest(held.member_id, ORIGIN, "en")
    with pytest.raises(Conflict) as refused:
        await erase_person(
            uow_factory(), RecordingPrinter(), FakeFileStore(), MEMBERS, admin, request
        )
    assert refused.value.values == {"tournaments": "Prvenstvo Srbije"}
    async with uow_factory() as uow:
        member = await uow.members.get(held.member_id)
        assert member is not None and member.first_name == FIRST and member.erased_at is None
        assert (await uow.access_log.page(AccessFilter(), 0, 10)).total == 0


async def test_a_namesakes_history_is_neither_erased_nor_exported_as_theirs(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    """Lines that say whom they are about are found by the person, not the name; lines
    written before they said (or by writers that do not) still by the name."""
    held = await seed_member_with_everything(uow_factory)
    await archive_every_tournament(uow_factory)
    admin = await add_admin(uow_factory)
    erased_one = PersonRef("members", held.member_id)
    namesake = PersonRef("members", held.member_id + 1000)  # another club's Đurđa
    name, at, entered = f"{FIRST} {LAST}", ORIGIN.at, HistoryType.REGISTER_COMPETITOR
    async with uow_factory() as uow:
        for people in ((erased_one,), (namesake,), None):
            line = HistoryEntry(held.tournament_id, entered, name, None, at, people=people)
            await uow.history.add(line)
        await uow.commit()
        namesakes = await uow.person_records.holdings(namesake, name)
    assert [h.item for h in namesakes.history] == [name]  # their own line only

    request = ErasureRequest(held.member_id, ORIGIN, "sr")
    await erase_person(uow_factory(), RecordingPrinter(), FakeFileStore(), MEMBERS, admin, request)

    async with uow_factory() as uow:
        lines = await uow.history.list_for_tournament(held.tournament_id)
        linked = await uow.session.execute(
            select(HistoryPersonRow.person_id, HistoryRow.item).join(
                HistoryRow, HistoryRow.id == HistoryPersonRow.history_id
            )
        )
    code = pseudonym_code(erased_one)
    by_person = {row.person_id: row.item for row in linked}
    assert by_person == {held.member_id: f"Obrisano lice {code}", namesake.id: name}
    unsaid = [h.item for h in lines if h.created_at == at]
    assert sorted(unsaid) == sorted([f"Obrisano lice {code}", name, f"Obrisano lice {code}"])


async def test_the_team_lines_of_a_team_they_left_are_renamed_too(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    held = await seed_member_with_everything(uow_factory)
    member = PersonRef("members", held.member_id)
    corrected = f"Seniorke · Kata: 1: {LAST}, Ilić: 2.45 → 2.50"
    entered, changed = HistoryType.REGISTER_TEAM, HistoryType.RESULT_CORRECTED
    async with uow_factory() as uow:
        team_line = HistoryEntry(
            held.tournament_id, entered, LAST, None, ORIGIN.at, people=(member,)
        )
        await uow.history.add(team_line)
        await uow.history.add(HistoryEntry(held.tournament_id, changed, corrected, None, ORIGIN.at))
        await uow.session.execute(delete(TeamMemberRow).where(TeamMemberRow.member_id == member.id))
        await uow.commit()  # they left the team since
    await archive_every_tournament(uow_factory)
    admin = await add_admin(uow_factory)
    request = ErasureRequest(held.member_id, ORIGIN, "sr")

    await erase_person(uow_factory(), RecordingPrinter(), FakeFileStore(), MEMBERS, admin, request)

    async with uow_factory() as uow:
        items = [h.item for h in await uow.history.list_for_tournament(held.tournament_id)]
    code = pseudonym_code(member)
    assert f"Seniorke · Kata: 1: {code}, Ilić: 2.45 → 2.50" in items
    assert corrected not in items
