"""A member's parental consent in the people import, over fakes: recorded on new members and
on members already in the club, judged by the consent endpoint's rule cell by cell, an empty
pair leaving a stored consent alone, and an access-log row (naming no parent) per consent."""

from collections.abc import Sequence
from dataclasses import replace
from datetime import date
from typing import Any

import pytest

from fedreg_core.domain.access import AccessKind, PersonRef
from fedreg_core.domain.errors import RuleBroken
from fedreg_core.ports.spreadsheets import Cell
from fedreg_core.sheets.people_import import ROW, RowStatus
from tests.fake_access_log import ORIGIN
from tests.unit.clubs_setup import World
from tests.unit.test_people_import import HEADER, RowsReader, run

LATIN = (*HEADER, "Saglasnost roditelja: datum", "Saglasnost roditelja: dao/la")
CYRILLIC = ("Име", "Презиме", "Датум рођења", "Пол", "Појас",
            "Сагласност родитеља: датум", "Сагласност родитеља: дао/ла")  # fmt: skip
ENGLISH = ("First name", "Last name", "Date of birth", "Sex", "Belt",
           "Parental consent: date", "Parental consent: given by")  # fmt: skip
ANA = ("Ana", "Anić", "17.05.2010.", "Ž", "Plavi")
"""Born as ``clubs_setup.new_member``: the same person as the club's Ana Anić."""
JELENA = ("Јелена", "Ђорђевић", date(2011, 3, 5), "Ж", "Жути")


def sheet(header: Sequence[str], *rows: Sequence[Cell]) -> RowsReader:
    return RowsReader([header, *rows])


def consent_rows(fed: World) -> list[tuple[PersonRef | None, str, int | None]]:
    return [
        (entry.person, entry.what, entry.user_id)
        for entry in fed.db.access_log.rows
        if entry.kind == AccessKind.CONSENT_CHANGE
    ]


@pytest.mark.parametrize("header", [LATIN, CYRILLIC, ENGLISH])
async def test_a_new_member_is_stored_with_the_consent_and_the_log_names_no_parent(
    fed: World, header: Sequence[str]
) -> None:
    reader = sheet(header, (*JELENA, "1.9.2025.", "Милица Ђорђевић"), (*ANA, "", ""))

    report = await run(fed, reader, fed.coach, dry_run=False)

    assert report.stored == 2 and report.summary.consents == 0
    stored = {m.first_name: m for m in fed.db.members.all()}
    jelena, ana = stored["Јелена"], stored["Ana"]
    assert (jelena.consent_date, jelena.consent_by) == (date(2025, 9, 1), "Милица Ђорђевић")
    assert (ana.consent_date, ana.consent_by) == (None, None)
    assert consent_rows(fed) == [
        (PersonRef("members", jelena.id or 0), "consent recorded", fed.coach.id)
    ]
    assert all(entry.address == ORIGIN.address for entry in fed.db.access_log.rows)
    logged = " ".join(map(str, fed.db.access_log.rows))
    assert "Милица" not in logged and "Milica" not in logged


async def test_a_member_already_in_the_club_gets_the_consent_and_keeps_the_scanned_copy(
    fed: World,
) -> None:
    ana = await fed.member_of(fed.sokol_id)
    await fed.db.members.update(replace(ana, consent_document="consents/ana.pdf"))
    reader = sheet(LATIN, (*ANA, date(2024, 6, 1), "  Milica   Anić "))

    checked = await run(fed, reader, fed.coach)
    stored = await run(fed, reader, fed.coach, dry_run=False)

    assert [row.status for row in checked.rows] == [RowStatus.SAME]
    assert checked.summary.consents == 1
    assert stored.stored == 0 and stored.summary.consents == 1
    member = await fed.db.members.get(ana.id or 0)
    assert member is not None
    assert (member.consent_date, member.consent_by) == (date(2024, 6, 1), "Milica Anić")
    assert member.consent_document == "consents/ana.pdf"
    assert consent_rows(fed) == [(PersonRef("members", ana.id or 0), "consent recorded",
                                  fed.coach.id)]  # fmt: skip
    assert fed.db.people_directory.calls == ["known", "known", "add_all", "record_consents"]


async def test_the_consent_already_recorded_or_two_empty_cells_change_nothing(
    fed: World,
) -> None:
    ana = await fed.member_of(fed.sokol_id)
    iva = await fed.member_of(fed.sokol_id, "Iva", "Ivić")
    for member in (ana, iva):
        recorded = replace(member, consent_date=date(2024, 6, 1), consent_by="Milica Anić")
        await fed.db.members.update(recorded)
    reader = sheet(LATIN, (*ANA, "2024-06-01", "Milica Anić"), ("Iva", "Ivić", *ANA[2:], None))

    report = await run(fed, reader, fed.coach, dry_run=False)

    assert [row.status for row in report.rows] == [RowStatus.SAME, RowStatus.SAME]
    assert report.summary.consents == 0 and consent_rows(fed) == []
    for member in fed.db.members.all():
        assert (member.consent_date, member.consent_by) == (date(2024, 6, 1), "Milica Anić")
    assert "record_consents" not in fed.db.people_directory.calls


@pytest.mark.parametrize(
    ("cells", "errors", "values"),
    [
        (("1.9.2025.", ""), {"consentBy": "required"}, {}),
        (("", "Milica Anić"), {"consentDate": "required"}, {}),
        (("32.13.2025.", "Milica Anić"), {"consentDate": "error_import_date"}, {}),
        (("1.9.25.", "Milica Anić"), {"consentDate": "error_import_two_digit_year"}, {}),
        ((date(2026, 3, 2), "Milica Anić"), {"consentDate": "consent_date_future"}, {}),
        (
            ("2010-05-16", "Milica Anić"),
            {"consentDate": "consent_date_before_birth"},
            {"consentDate": {"born": date(2010, 5, 17)}},
        ),
        (("1.9.2025.", "=HYPERLINK(1)"), {"consentBy": "error_name_formula"}, {}),
        (("1.9.2025.", "Mili\u200bca Anić"), {"consentBy": "error_name_hidden_characters"}, {}),
        (("1.9.2025.", "Mili\tca"), {"consentBy": "error_name_hidden_characters"}, {}),
    ],
)
async def test_the_consent_endpoint_rule_reports_each_cell(
    fed: World, cells: tuple[Cell, Cell], errors: dict[str, str], values: dict[str, Any]
) -> None:
    reader = sheet(LATIN, (*ANA, *cells))

    report = await run(fed, reader, fed.coach)
    with pytest.raises(RuleBroken) as refused:
        await run(fed, reader, fed.coach, dry_run=False)

    assert [(row.status, row.errors, row.error_values) for row in report.rows] == [
        (RowStatus.ERROR, errors, values)
    ]
    assert refused.value.errors == {f"rows.2.{field}": key for field, key in errors.items()}
    assert refused.value.values == {f"rows.2.{field}": v for field, v in values.items()}
    assert fed.db.members.all() == [] and consent_rows(fed) == []


async def test_an_older_copy_of_the_file_does_not_take_back_a_later_consent(fed: World) -> None:
    ana = await fed.member_of(fed.sokol_id)
    await fed.db.members.update(
        replace(ana, consent_date=date(2025, 10, 1), consent_by="Petar Anić")
    )
    reader = sheet(LATIN, (*ANA, "1.9.2025.", "Milica Anić"), (*JELENA, None, None))

    report = await run(fed, reader, fed.coach)
    with pytest.raises(RuleBroken) as refused:
        await run(fed, reader, fed.coach, dry_run=False)

    first = report.rows[0]
    assert (first.status, first.errors, first.error_values) == (
        RowStatus.ERROR,
        {"consentDate": "error_consent_older_than_recorded"},
        {"consentDate": {"recorded": date(2025, 10, 1)}},
    )
    assert refused.value.errors == {"rows.2.consentDate": "error_consent_older_than_recorded"}
    member = await fed.db.members.get(ana.id or 0)
    assert member is not None and member.consent_by == "Petar Anić" and consent_rows(fed) == []


async def test_two_rows_giving_one_member_a_consent_are_refused_the_second(fed: World) -> None:
    await fed.member_of(fed.sokol_id)
    reader = sheet(
        LATIN, (*ANA, "1.9.2025.", "Milica Anić"), (*ANA, None, None), (*ANA, "1.10.2025.", "Petar")
    )

    report = await run(fed, reader, fed.coach)

    assert [(row.status, row.errors) for row in report.rows] == [
        (RowStatus.SAME, {}),
        (RowStatus.SAME, {}),  # the same member again, changing nothing: as before
        (RowStatus.ERROR, {ROW: "error_import_repeated"}),
    ]


async def test_an_erased_member_takes_no_consent(fed: World) -> None:
    ana = await fed.member_of(fed.sokol_id)
    await fed.db.members.update(replace(ana, erased_at=ORIGIN.at))
    reader = sheet(LATIN, (*ANA, "1.9.2025.", "Milica Anić"), (*JELENA, None, None))

    report = await run(fed, reader, fed.coach)
    with pytest.raises(RuleBroken) as refused:
        await run(fed, reader, fed.coach, dry_run=False)

    assert [(row.status, row.errors) for row in report.rows] == [
        (RowStatus.ERROR, {ROW: "error_person_erased"}),
        (RowStatus.NEW, {}),
    ]
    assert refused.value.errors == {"rows.2": "error_person_erased"}
    assert len(fed.db.members.all()) == 1 and consent_rows(fed) == []


async def test_the_member_lock_refuses_a_club_the_consents_of_its_members_not_new_ones(
    fed: World,
) -> None:
    await fed.member_of(fed.sokol_id)
    await fed.set_settings(disable_edit=True)
    reader = sheet(LATIN, (*ANA, "1.9.2025.", "Milica Anić"), (*JELENA, "1.9.2025.", "Нада"))

    locked = await run(fed, reader, fed.coach)
    allowed = await run(fed, reader, fed.admin, dry_run=False)

    assert [(row.status, row.errors) for row in locked.rows] == [
        (RowStatus.ERROR, {ROW: "error_members_edit_locked"}),
        (RowStatus.NEW, {}),
    ]
    assert allowed.stored == 1 and allowed.summary.consents == 1
    assert [what for _, what, _ in consent_rows(fed)] == ["consent recorded"] * 2
