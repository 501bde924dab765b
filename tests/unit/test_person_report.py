"""A person's PDF export names each field of the record as the people workbook heads it (or
by its own label) and writes its value as people read it, in Serbian and English; a bout
reads won or lost, how it ended and against whom."""

import dataclasses
from dataclasses import replace
from datetime import date, datetime

import pytest

from fedreg_core.domain.access import PersonRef
from fedreg_core.domain.entities import Coach, Member, Official, Referee
from fedreg_core.ports.person_records import HeldResult, PersonHoldings
from fedreg_core.services.person_export import PersonExport, record_fields
from fedreg_core.services.person_report import person_report, record_fact

MEMBER = Member(
    7, "Đorđe", "Šćekić", date(2011, 4, 9), True, "PLAVI", weight_hg=615,
    medical_valid_until=date(2026, 9, 1), consent_by="Milena Žigić",
)  # fmt: skip


@pytest.mark.parametrize("language", ["sr", "en"])
@pytest.mark.parametrize("kind", [Member, Coach, Referee, Official])
def test_every_field_of_every_kind_has_a_label(kind: type, language: str) -> None:
    for field in dataclasses.fields(kind):
        label, _ = record_fact(field.name, None, language)
        assert not label.startswith(("export_", "sheet_")), (field.name, label)


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("sr", [("Ime", "Đorđe"), ("Datum rođenja", "09.04.2011."), ("Pol", "Muški"),
                ("Pojas", "Plavi"), ("Težina (kg)", "61,5"),
                ("Saglasnost roditelja: dao/la", "Milena Žigić"), ("Ne plaća kotizaciju", "ne")]),
        ("en", [("First name", "Đorđe"), ("Date of birth", "09/04/2011"), ("Sex", "Male"),
                ("Belt", "Blue"), ("Weight (kg)", "61.5"),
                ("Parental consent: given by", "Milena Žigić"), ("Pays no fee", "no")]),
    ],
)  # fmt: skip
def test_a_members_record_reads_as_people_read_it(
    language: str, expected: list[tuple[str, str]]
) -> None:
    facts = [record_fact(name, value, language) for name, value in record_fields(MEMBER).items()]

    assert set(expected) <= set(facts)


WON = HeldResult(
    1, "Prvenstvo Srbije", "i-3-4-MEN", "bout_won", 2, "HANSOKU", datetime(2026, 3, 7, 10, 5),
    "Марко Марковић", "Карате клуб Ђердап", 3, 1,
)  # fmt: skip
LOST = replace(WON, kind="bout_lost", value="POINTS", opponent_club="", points=None)
KATA = HeldResult(1, "Kup Niša", "i-5-6-MEN", "kata_score", 1, "245", datetime(2026, 4, 1, 9))


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("sr", [("Dobijena borba", "i-3-4-MEN 2: hansoku · 3:1 · protiv: Марко Марковић "
                 "(Карате клуб Ђердап)"),
                ("Izgubljena borba", "i-3-4-MEN 2: poeni · protiv: Марко Марковић"),
                ("Ocena kate", "i-5-6-MEN 1: 245")]),
        ("en", [("Bout won", "i-3-4-MEN 2: hansoku · 3:1 · against Марко Марковић "
                 "(Карате клуб Ђердап)"),
                ("Bout lost", "i-3-4-MEN 2: points · against Марко Марковић"),
                ("Kata score", "i-5-6-MEN 1: 245")]),
    ],
)  # fmt: skip
def test_each_bout_reads_won_or_lost_how_it_ended_and_against_whom(
    language: str, expected: list[tuple[str, str]]
) -> None:
    held = PersonHoldings(results=[WON, LOST, KATA])
    export = PersonExport(PersonRef("members", 7), "Đorđe Šćekić", {}, "", held, datetime.now())

    rows = person_report(export, language).rows

    assert [(part, detail) for part, _when, _where, detail in rows] == expected
