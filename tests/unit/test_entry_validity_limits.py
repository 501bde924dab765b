"""``entry_validity`` with the eligibility limits: the same judgement for the check at entry
(the field of each broken limit) and for stored entries (the rules broken)."""

from datetime import date

from fedreg_core.domain.eligibility import Event
from fedreg_core.domain.entities import Category, CategoryEntry, Discipline, Member
from fedreg_core.domain.entry_validity import Limits, broken_entries, entry_field, rules_broken
from fedreg_core.domain.enums import EntryRule, TeamType

SENIORS = Category("Seniori", id=1, min_age=18, min_belt="PLAVI")
KUMITE = Discipline("Kumite -60 kg", [1], id=10, max_weight_hg=600)
KATA = Discipline("Kata", [1], id=11)
LIMITS = Limits({1: SENIORS}, {10: KUMITE, 11: KATA}, Event(date(2027, 3, 1), True))
ENTRIES = [CategoryEntry(1, [11, 10])]


def member(born: date, belt: str = "CRNI", **more: object) -> Member:
    return Member(1, "Ana", "Anić", born, False, belt, **more)  # type: ignore[arg-type]


def test_an_eligible_member_breaks_nothing() -> None:
    ana = member(date(2000, 1, 1), weight_hg=600, medical_valid_until=date(2027, 3, 1))
    assert broken_entries(ENTRIES, LIMITS, [ana]) == []


def test_each_broken_limit_is_reported_on_its_field() -> None:
    child = member(date(2014, 6, 1), "ZUTI", weight_hg=615)
    fields = {(entry_field(b), b.rule) for b in broken_entries(ENTRIES, LIMITS, [child])}
    assert fields == {
        ("categories.0.id", EntryRule.AGE),
        ("categories.0.id", EntryRule.BELT),
        ("memberId", EntryRule.MEDICAL_MISSING),
        ("categories.0.disciplines.1", EntryRule.WEIGHT),
    }
    assert rules_broken(ENTRIES, LIMITS, [child]) == [
        EntryRule.AGE,
        EntryRule.BELT,
        EntryRule.WEIGHT,
        EntryRule.MEDICAL_MISSING,
    ]


def test_a_team_is_judged_member_by_member_on_age_belt_and_certificate_not_weight() -> None:
    adult = member(date(2000, 1, 1), medical_valid_until=date(2027, 3, 1))
    child = member(date(2014, 6, 1), weight_hg=900)  # no certificate, over the weight
    team_entries = [CategoryEntry(1, [11])]
    rules = rules_broken(team_entries, LIMITS, [adult, child], TeamType.WOMEN)
    assert rules == [EntryRule.AGE, EntryRule.MEDICAL_MISSING]
    broken = broken_entries(team_entries, LIMITS, [adult, child], TeamType.WOMEN)
    fields = {(entry_field(b, "memberIds"), b.rule) for b in broken}
    assert ("memberIds", EntryRule.MEDICAL_MISSING) in fields
    assert rules_broken(team_entries, LIMITS, [adult, adult], TeamType.WOMEN) == []


def test_without_an_event_only_the_sex_rules_are_judged() -> None:
    child = member(date(2014, 6, 1), "ZUTI")
    assert rules_broken(ENTRIES, Limits({1: SENIORS}, {10: KUMITE, 11: KATA}), [child]) == []
