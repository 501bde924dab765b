"""The parental-consent rule at its edges: who is a minor on the event day, when a missing
consent bars an entry, and the consent form's own rules."""

from datetime import date

import pytest

from fedreg_core.domain.adulthood import coming_of_age, is_minor_on
from fedreg_core.domain.consent import ParentalConsent, check_consent
from fedreg_core.domain.eligibility import Event, age_on, consent_breach, member_breaches
from fedreg_core.domain.entities import Category, CategoryEntry, Discipline, Member
from fedreg_core.domain.entry_options import barred
from fedreg_core.domain.entry_validity import Limits, broken_entries, entry_field
from fedreg_core.domain.enums import AgeBy, EntryRule
from fedreg_core.domain.rules import Validation
from fedreg_core.messages import translate

EVENT = date(2027, 3, 1)
REQUIRED = Event(EVENT, require_consent=True)


def member(born: date, consent: date | None = None) -> Member:
    return Member(1, "Đorđe", "Šćekić", born, True, "PLAVI", consent_date=consent)


@pytest.mark.parametrize(
    ("born", "day", "minor"),
    [
        (date(2009, 3, 2), EVENT, True),  # 17 years and 364 days
        (date(2009, 3, 1), EVENT, False),  # the 18th birthday is the event day
        (date(2009, 2, 28), EVENT, False),
        (date(2008, 2, 29), date(2026, 2, 28), True),  # a leap-day birthday, no 29 February
        (date(2008, 2, 29), date(2026, 3, 1), False),
    ],
)
def test_a_minor_is_under_18_as_a_category_counts_age(born: date, day: date, minor: bool) -> None:
    assert is_minor_on(born, day) is minor
    assert (age_on(born, day, AgeBy.DATE) < 18) is minor


def test_coming_of_age_is_the_18th_birthday_or_1_march_for_a_leap_day() -> None:
    assert coming_of_age(date(2009, 3, 1)) == date(2027, 3, 1)
    assert coming_of_age(date(2008, 2, 29)) == date(2026, 3, 1)
    assert coming_of_age(date(2012, 2, 29)) == date(2030, 3, 1)
    assert Member(1, "Ana", "Anić", date(2009, 3, 2), False, "BELI").adult_from == date(2027, 3, 2)


@pytest.mark.parametrize(
    ("who", "event", "rule"),
    [
        (member(date(2009, 3, 2)), REQUIRED, EntryRule.CONSENT_MISSING),  # 17 years 364 days
        (member(date(2009, 3, 1)), REQUIRED, None),  # 18 on the event day
        (member(date(2009, 3, 2), date(2026, 1, 10)), REQUIRED, None),  # consent recorded
        (member(date(2012, 5, 5)), Event(EVENT), None),  # the setting is off
        (member(date(2012, 5, 5)), Event(None, require_consent=True), None),  # no event date
    ],
)
def test_a_minor_without_a_consent_breaks_the_rule_only_when_it_is_required(
    who: Member, event: Event, rule: EntryRule | None
) -> None:
    breach = consent_breach(who, event)
    assert (breach.rule if breach else None) == rule


def test_the_reason_names_the_member_and_the_day_in_both_languages() -> None:
    breach = consent_breach(member(date(2012, 5, 5)), REQUIRED)
    assert breach is not None
    sr = translate(breach.message_key, "sr", breach.values)
    en = translate(breach.message_key, "en", breach.values)
    assert "Đorđe Šćekić" in sr and "saglasnost roditelja" in sr
    assert en.startswith("Đorđe Šćekić is under 18") and "parental consent" in en


def test_the_missing_consent_bars_the_member_and_is_reported_on_the_member() -> None:
    minor = member(date(2012, 5, 5))
    kumite = Discipline("Kumite", [1], id=2)
    limits = Limits({1: Category("Kadeti", id=1)}, {2: kumite}, REQUIRED)
    broken = broken_entries([CategoryEntry(1, [2])], limits, [minor])
    assert [b.rule for b in broken] == [EntryRule.CONSENT_MISSING]
    assert entry_field(broken[0]) == "memberId"
    assert barred(minor, [], REQUIRED) == consent_breach(minor, REQUIRED)
    both = Event(EVENT, require_medical=True, require_consent=True)
    assert [b.rule for b in member_breaches(minor, both)] == [
        EntryRule.MEDICAL_MISSING,
        EntryRule.CONSENT_MISSING,
    ]


BORN = date(2012, 5, 5)
TODAY = date(2026, 3, 1)


@pytest.mark.parametrize(
    ("consent", "broken"),
    [
        (ParentalConsent(TODAY, "Milica Šćekić"), {}),  # today counts
        (ParentalConsent(BORN, "Милица Шћекић"), {}),  # the birth date counts
        (ParentalConsent(date(2026, 3, 2), "Milica"), {"date": "consent_date_future"}),
        (ParentalConsent(date(2012, 5, 4), "Milica"), {"date": "consent_date_before_birth"}),
        (ParentalConsent(TODAY, None), {"givenBy": "required"}),
        (ParentalConsent(TODAY, "  "), {"givenBy": "required"}),
        (ParentalConsent(TODAY, "=HYPERLINK(1)"), {"givenBy": "error_name_formula"}),
        (ParentalConsent(None, None), {"date": "required", "givenBy": "required"}),
    ],
)
def test_the_consent_form_rules_report_every_broken_field(
    consent: ParentalConsent, broken: dict[str, str]
) -> None:
    v = Validation()
    check_consent(v, consent, BORN, TODAY)
    assert v.errors == broken
