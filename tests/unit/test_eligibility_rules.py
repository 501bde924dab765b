"""The eligibility limits, one table per rule, at their edges."""

from datetime import date

import pytest

from fedreg_core.domain.eligibility import (
    Event,
    age_breach,
    age_on,
    belt_breach,
    kilograms,
    medical_breach,
    weight_breach,
)
from fedreg_core.domain.entities import Category, Discipline, Member
from fedreg_core.domain.enums import AgeBy, EntryRule
from fedreg_core.messages import translate
from fedreg_core.messages.local_formats import printed_decimal

EVENT = date(2027, 3, 1)


def member(**fields: object) -> Member:
    values: dict[str, object] = {
        "club_id": 1,
        "first_name": "Ana",
        "last_name": "Anić",
        "born": date(2009, 3, 1),
        "is_male": False,
        "belt": "PLAVI",
    }
    return Member(**{**values, **fields})  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("born", "day", "age_by", "age"),
    [
        (date(2009, 3, 1), date(2027, 3, 1), AgeBy.DATE, 18),  # the birthday itself
        (date(2009, 3, 2), date(2027, 3, 1), AgeBy.DATE, 17),  # the day before it
        (date(2009, 3, 2), date(2027, 3, 1), AgeBy.YEAR, 18),
        (date(2008, 12, 31), date(2027, 1, 1), AgeBy.DATE, 18),  # New Year: a day later
        (date(2008, 12, 31), date(2027, 1, 1), AgeBy.YEAR, 19),
        (date(2009, 1, 1), date(2026, 12, 31), AgeBy.DATE, 17),
        (date(2009, 1, 1), date(2026, 12, 31), AgeBy.YEAR, 17),
        (date(2008, 2, 29), date(2027, 2, 28), AgeBy.DATE, 18),  # no 29 Feb: not yet
        (date(2008, 2, 29), date(2027, 3, 1), AgeBy.DATE, 19),
    ],
)
def test_age_on_the_event(born: date, day: date, age_by: AgeBy, age: int) -> None:
    assert age_on(born, day, age_by) == age


@pytest.mark.parametrize(
    ("born", "min_age", "max_age", "age_by", "key"),
    [
        (date(2009, 3, 1), 18, None, AgeBy.DATE, None),  # 18 on the birthday itself
        (date(2009, 3, 2), 18, None, AgeBy.DATE, "eligibility_age_min"),
        (date(2009, 3, 2), 18, None, AgeBy.YEAR, None),
        (date(2009, 3, 1), None, 17, AgeBy.DATE, "eligibility_age_max"),
        (date(2009, 3, 2), None, 17, AgeBy.DATE, None),
        (date(2009, 3, 1), 18, 18, AgeBy.DATE, None),
        (date(2015, 3, 1), None, None, AgeBy.DATE, None),  # no limit
    ],
)
def test_age_limits_are_inclusive(
    born: date, min_age: int | None, max_age: int | None, age_by: AgeBy, key: str | None
) -> None:
    category = Category("Seniori", min_age=min_age, max_age=max_age, age_by=age_by)
    breach = age_breach(member(born=born), category, Event(EVENT))
    assert (breach.message_key if breach else None) == key


def test_an_age_breach_says_who_how_old_on_what_day_and_the_limit() -> None:
    category = Category("Seniori", min_age=18)
    breach = age_breach(member(born=date(2014, 6, 1)), category, Event(EVENT))
    assert breach is not None
    assert breach.rule == EntryRule.AGE
    assert translate(breach.message_key, "en", breach.values) == (
        "Ana Anić is 12 on 01/03/2027; Seniori is for ages 18 and up."
    )
    assert translate(breach.message_key, "sr", breach.values) == (
        "Ana Anić ima 12 god. na dan 01.03.2027.; Seniori je za uzrast od 18 godina."
    )


@pytest.mark.parametrize(
    ("belt", "min_belt", "max_belt", "key"),
    [
        ("ZUTI", "CRNI", None, "eligibility_belt_min"),  # yellow into a black-belt kata
        ("CRNI", "CRNI", None, None),
        ("CRNI", None, "PLAVI", "eligibility_belt_max"),
        ("PLAVI", "PLAVI", "PLAVI", None),
        ("BELI", "BELI", "ZUTI", None),
        ("YELLOW", "BLACK", None, "eligibility_belt_min"),  # the WFF variant's belts
        ("BLACK", "BROWN", "BLACK", None),
        ("WHITE", None, None, None),
    ],
)
def test_belt_limits_in_belt_order(
    belt: str, min_belt: str | None, max_belt: str | None, key: str | None
) -> None:
    category = Category("Kata", min_belt=min_belt, max_belt=max_belt)
    breach = belt_breach(member(belt=belt), category)
    assert (breach.message_key if breach else None) == key


def test_a_belt_breach_names_the_belts_in_the_readers_language() -> None:
    breach = belt_breach(member(belt="YELLOW"), Category("Kata", min_belt="BLACK"))
    assert breach is not None
    assert translate(breach.message_key, "en", breach.values) == (
        "Ana Anić has a Yellow belt; Kata is for belts from Black up."
    )
    assert "Žuti" in translate(breach.message_key, "sr", breach.values)


@pytest.mark.parametrize(
    ("weight_hg", "min_hg", "max_hg", "rule"),
    [
        (600, None, 600, None),  # exactly 60.0 kg in -60 kg
        (601, None, 600, EntryRule.WEIGHT),
        (615, None, 600, EntryRule.WEIGHT),
        (840, 840, None, EntryRule.WEIGHT),  # exactly 84.0 kg is not +84 kg
        (841, 840, None, None),
        (700, 600, 700, None),
        (None, None, 600, EntryRule.WEIGHT_MISSING),
        (None, None, None, None),  # no limit, no weight needed
    ],
)
def test_weight_limits_exclusive_below_inclusive_above(
    weight_hg: int | None, min_hg: int | None, max_hg: int | None, rule: EntryRule | None
) -> None:
    discipline = Discipline("Kumite", min_weight_hg=min_hg, max_weight_hg=max_hg)
    breach = weight_breach(member(weight_hg=weight_hg), discipline)
    assert (breach.rule if breach else None) == rule


def test_a_weight_breach_shows_both_weights() -> None:
    discipline = Discipline("Kumite -60 kg", max_weight_hg=600)
    breach = weight_breach(member(weight_hg=615), discipline)
    assert breach is not None
    assert translate(breach.message_key, "en", breach.values) == (
        "Weight 61.5 kg is over the limit of Kumite -60 kg (60.0 kg)."
    )
    assert translate(breach.message_key, "sr", breach.values) == (
        "Težina 61,5 kg je iznad granice discipline Kumite -60 kg (60,0 kg)."
    )
    assert translate(breach.message_key, "sr-Cyrl", breach.values) == (
        "Тежина 61,5 кг је изнад границе дисциплине Kumite -60 kg (60,0 кг)."
    )


@pytest.mark.parametrize(
    ("valid_until", "required", "rule"),
    [
        (date(2027, 3, 1), True, None),  # the certificate's last valid day is the event
        (date(2027, 2, 28), True, EntryRule.MEDICAL),
        (date(2027, 2, 10), False, None),
        (None, True, EntryRule.MEDICAL_MISSING),
        (None, False, None),
    ],
)
def test_medical_certificate_valid_on_the_event_date(
    valid_until: date | None, required: bool, rule: EntryRule | None
) -> None:
    breach = medical_breach(member(medical_valid_until=valid_until), Event(EVENT, required))
    assert (breach.rule if breach else None) == rule


def test_a_medical_breach_shows_both_dates() -> None:
    breach = medical_breach(member(medical_valid_until=date(2027, 2, 10)), Event(EVENT, True))
    assert breach is not None
    assert translate(breach.message_key, "en", breach.values) == (
        "The medical certificate of Ana Anić is valid until 10/02/2027, before the event on "
        "01/03/2027."
    )
    assert translate(breach.message_key, "sr", breach.values) == (
        "Lekarsko uverenje (Ana Anić) važi do 10.02.2027., pre takmičenja 01.03.2027."
    )


@pytest.mark.parametrize(
    ("hectograms", "english", "serbian"),
    [(600, "60.0", "60,0"), (615, "61.5", "61,5"), (5, "0.5", "0,5"), (4999, "499.9", "499,9")],
)
def test_kilograms_show_one_decimal_as_the_language_writes_it(
    hectograms: int, english: str, serbian: str
) -> None:
    weight = kilograms(hectograms)
    assert (printed_decimal(weight, "en"), printed_decimal(weight, "sr")) == (english, serbian)
    assert printed_decimal(weight, "sr-Cyrl") == serbian
