"""Recording a member's parental consent over the fakes: who may, the rules, the access log,
the scanned copy; and the consent rule at entry with an admin's override."""

from datetime import date
from typing import Any

import pytest

from fedreg_core.domain.access import AccessKind, PersonRef
from fedreg_core.domain.consent import ParentalConsent
from fedreg_core.domain.entities import Member
from fedreg_core.domain.enums import EntryRule, HistoryType
from fedreg_core.domain.errors import FileTypeNotAllowed, Forbidden, NotFound, RuleBroken
from fedreg_core.services.images import ImageUpload
from fedreg_core.services.parental_consent import (
    attach_consent_document,
    record_consent,
    remove_consent,
)
from fedreg_core.services.registrations import CompetitorChoice, register_competitor
from tests.fake_access_log import ORIGIN
from tests.unit.registrations_setup import Cup

PDF = b"%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF"
GIVEN = ParentalConsent(date(2026, 2, 20), "  Milica   Šćekić ")


async def minor(cup: Cup, club_id: int) -> Member:
    stored = await cup.fed.db.members.add(
        Member(club_id, "Đorđe", "Šćekić", date(2012, 5, 5), True, "PLAVI")
    )
    assert stored.id is not None
    return stored


def upload(cup: Cup, data: bytes, name: str) -> ImageUpload:
    return ImageUpload(data, cup.fed.files, cup.fed.images, file_name=name)


def consent_rows(cup: Cup) -> list[Any]:
    rows = cup.fed.db.access_log.rows
    return [r for r in rows if r.kind == AccessKind.CONSENT_CHANGE]


async def test_the_club_records_changes_and_removes_it_each_time_logged(cup: Cup) -> None:
    member = await minor(cup, cup.fed.sokol_id)
    assert member.id is not None
    done = await record_consent(cup.fed.uow, cup.fed.coach, member.id, GIVEN, ORIGIN)
    assert (done.item.consent_date, done.item.consent_by) == (date(2026, 2, 20), "Milica Šćekić")
    assert done.hidden == frozenset()
    document = await attach_consent_document(
        cup.fed.uow, cup.fed.coach, member.id, upload(cup, PDF, "saglasnost.PDF"), ORIGIN
    )
    path = document.item.consent_document
    assert path is not None and path.startswith("/files/consents/") and path.endswith(".pdf")
    removed = await remove_consent(cup.fed.uow, cup.fed.admin, member.id, ORIGIN, cup.fed.files)
    assert (removed.item.consent_date, removed.item.consent_by) == (None, None)
    assert removed.item.consent_document is None and path not in cup.fed.files.files
    rows = consent_rows(cup)
    assert [(r.user_id, r.what, r.at) for r in rows] == [
        (cup.fed.coach.id, "consent recorded", ORIGIN.at),
        (cup.fed.coach.id, "consent document attached", ORIGIN.at),
        (cup.fed.admin.id, "consent removed", ORIGIN.at),
    ]
    assert {r.person for r in rows} == {PersonRef("members", member.id)}


async def test_another_clubs_member_is_not_found_and_nothing_is_logged(cup: Cup) -> None:
    member = await minor(cup, cup.fed.soko_id)
    assert member.id is not None
    with pytest.raises(NotFound):
        await record_consent(cup.fed.uow, cup.fed.coach, member.id, GIVEN, ORIGIN)
    with pytest.raises(NotFound):
        await remove_consent(cup.fed.uow, cup.fed.coach, member.id, ORIGIN, cup.fed.files)
    with pytest.raises(NotFound):
        await attach_consent_document(
            cup.fed.uow, cup.fed.coach, member.id, upload(cup, b"MZ", "x.pdf"), ORIGIN
        )
    assert consent_rows(cup) == [] and cup.fed.files.files == {}


async def test_the_member_lock_of_the_settings_holds_for_clubs(cup: Cup) -> None:
    member = await minor(cup, cup.fed.sokol_id)
    assert member.id is not None
    settings = await cup.fed.db.settings.get()
    settings.disable_edit = True
    await cup.fed.db.settings.update(settings)
    with pytest.raises(Forbidden):
        await record_consent(cup.fed.uow, cup.fed.coach, member.id, GIVEN, ORIGIN)
    assert consent_rows(cup) == []


async def test_bad_input_reports_every_field_and_stores_nothing(cup: Cup) -> None:
    member = await minor(cup, cup.fed.sokol_id)
    assert member.id is not None
    future = ParentalConsent(date(2026, 3, 2), None)
    with pytest.raises(RuleBroken) as refused:
        await record_consent(cup.fed.uow, cup.fed.coach, member.id, future, ORIGIN)
    assert refused.value.errors == {"date": "consent_date_future", "givenBy": "required"}
    stored = await cup.fed.db.members.get(member.id)
    assert stored is not None and stored.consent_date is None and consent_rows(cup) == []


@pytest.mark.parametrize(
    ("data", "name"),
    [
        (b"MZ\x90\x00 not a pdf", "saglasnost.pdf"),  # a program named as a PDF
        (PDF, "saglasnost.docx"),  # a type documents take but a consent does not
        (b"IMG a picture", "saglasnost.gif"),
        (b"<svg onload=alert(1)>", "saglasnost.png"),  # does not decode as an image
    ],
)
async def test_a_hostile_or_other_document_is_refused_and_nothing_stored(
    cup: Cup, data: bytes, name: str
) -> None:
    member = await minor(cup, cup.fed.sokol_id)
    assert member.id is not None
    await record_consent(cup.fed.uow, cup.fed.coach, member.id, GIVEN, ORIGIN)
    with pytest.raises(FileTypeNotAllowed) as refused:
        await attach_consent_document(
            cup.fed.uow, cup.fed.coach, member.id, upload(cup, data, name), ORIGIN
        )
    assert refused.value.message_key == "consent_document_type"
    assert cup.fed.files.files == {} and len(consent_rows(cup)) == 1


async def test_a_document_needs_a_recorded_consent(cup: Cup) -> None:
    member = await minor(cup, cup.fed.sokol_id)
    assert member.id is not None
    with pytest.raises(RuleBroken) as refused:
        await attach_consent_document(
            cup.fed.uow, cup.fed.coach, member.id, upload(cup, PDF, "s.pdf"), ORIGIN
        )
    assert refused.value.errors == {"file": "consent_document_needs_consent"}
    assert cup.fed.files.files == {}


async def _consents_required(cup: Cup, required: bool) -> None:
    settings = await cup.fed.db.settings.get()
    settings.parental_consent_required = required
    await cup.fed.db.settings.update(settings)
    await cup.set_tournament(event_date=date(2026, 3, 21))


async def test_at_entry_a_minor_without_consent_is_refused_unless_an_admin_overrides(
    cup: Cup,
) -> None:
    await _consents_required(cup, True)
    member = await minor(cup, cup.fed.sokol_id)
    assert member.id is not None
    choice = CompetitorChoice(member.id, [cup.entry("Seniors", "kumite")])
    with pytest.raises(RuleBroken) as refused:
        await register_competitor(cup.fed.uow, cup.clock, cup.fed.coach, cup.cup, choice)
    assert refused.value.errors == {"memberId": "eligibility_consent_missing"}
    assert cup.fed.db.competitor_registrations.all() == []
    override = CompetitorChoice(member.id, choice.categories, override=True)
    with pytest.raises(Forbidden):
        await register_competitor(cup.fed.uow, cup.clock, cup.fed.coach, cup.cup, override)
    stored = await register_competitor(cup.fed.uow, cup.clock, cup.fed.admin, cup.cup, override)
    assert stored.overridden == (EntryRule.CONSENT_MISSING,)
    history = await cup.fed.db.history.list_for_tournament(cup.cup)
    override_entry = next(h for h in history if h.type == HistoryType.ELIGIBILITY_OVERRIDE)
    assert override_entry.item.startswith("Đorđe Šćekić: ")
    assert "saglasnost roditelja" in override_entry.item


@pytest.mark.parametrize("required", [False, True])
async def test_with_the_setting_off_or_a_consent_recorded_the_minor_enters(
    cup: Cup, required: bool
) -> None:
    await _consents_required(cup, required)
    member = await minor(cup, cup.fed.sokol_id)
    assert member.id is not None
    if required:
        await record_consent(cup.fed.uow, cup.fed.coach, member.id, GIVEN, ORIGIN)
    choice = CompetitorChoice(member.id, [cup.entry("Seniors", "kumite")])
    stored = await register_competitor(cup.fed.uow, cup.clock, cup.fed.coach, cup.cup, choice)
    assert stored.overridden == ()
