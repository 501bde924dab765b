"""A person's PDF export names each field of the record as the people workbook heads it (or
by its own label) and writes its value as people read it, in Serbian and English."""

import dataclasses
from datetime import date

import pytest

from fedreg_core.domain.entities import Coach, Member, Official, Referee
from fedreg_core.services.person_export import record_fields
from fedreg_core.services.person_report import record_fact

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
