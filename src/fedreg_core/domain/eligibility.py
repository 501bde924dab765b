"""Who may enter what: a category's age and belt limits, a discipline's weight limits, the
tournament's medical-certificate requirement and the site's parental consent for minors, one
function per rule.

Each rule answers ``None`` when the member meets it, else a ``Breach``: the rule, the message
key that explains it and the values the message shows (names, ages, dates, kilograms). The
check at entry and the marking of stored entries (``entry_validity``) ask these same
functions.
"""

from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal

from fedreg_core.domain.adulthood import is_minor_on
from fedreg_core.domain.entities import Category, Discipline, Member, Tournament
from fedreg_core.domain.enums import BELT_RANK, AgeBy, EntryRule
from fedreg_core.messages import MessageTerm


@dataclass(frozen=True, slots=True)
class Breach:
    """A broken limit: ``message_key`` with its ``values``."""

    rule: EntryRule
    message_key: str
    values: dict[str, object] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Event:
    """What a tournament's entries are judged on: the day ages and certificates count on
    (``None``: no event date, so ages and the certificates' dates are not judged)."""

    day: date | None
    require_medical: bool = False
    require_consent: bool = False
    """Minors on ``day`` need a recorded parental consent (the site's setting)."""


def event_of(tournament: Tournament, require_consent: bool = False) -> Event:
    """Ages, certificates and consents count on the event date, and on no other day: a
    tournament that needs it cannot open applications without it (``needs_event_day``)."""
    return Event(tournament.event_date, tournament.require_medical, require_consent)


def needs_event_day(
    tournament: Tournament, categories: Iterable[Category], require_consent: bool = False
) -> bool:
    """A tournament needs its event date to take applications when it requires a medical
    certificate, when the site requires parental consents (who is a minor counts on it), or
    when one of its ``categories`` (those of its disciplines) has an age limit."""
    if tournament.require_medical or require_consent:
        return True
    return any(c.min_age is not None or c.max_age is not None for c in categories)


def age_on(born: date, day: date, age_by: AgeBy) -> int:
    """Whole years on ``day`` (``DATE``: a year more from the birthday on), or ``day``'s year
    minus the birth year (``YEAR``)."""
    years = day.year - born.year
    if age_by == AgeBy.YEAR:
        return years
    return years - ((day.month, day.day) < (born.month, born.day))


def kilograms(hectograms: int) -> Decimal:
    """``615`` as ``Decimal("61.5")``: its one decimal kept, written by each language as it
    writes numbers (``61,5`` in Serbian)."""
    return Decimal(hectograms).scaleb(-1)


def full_name(member: Member) -> str:
    return f"{member.first_name} {member.last_name}".strip()


def age_breach(member: Member, category: Category, event: Event) -> Breach | None:
    """Age within ``min_age``..``max_age`` (inclusive), counted as the category says on the
    event date (with none, not judged)."""
    if event.day is None:
        return None
    age = age_on(member.born, event.day, category.age_by)
    values: dict[str, object] = {
        "name": full_name(member),
        "age": age,
        "day": event.day,
        "category": category.name,
        "min": category.min_age,
        "max": category.max_age,
    }
    if category.min_age is not None and age < category.min_age:
        return Breach(EntryRule.AGE, "eligibility_age_min", values)
    if category.max_age is not None and age > category.max_age:
        return Breach(EntryRule.AGE, "eligibility_age_max", values)
    return None


def belt_breach(member: Member, category: Category) -> Breach | None:
    """Belt from ``min_belt`` to ``max_belt`` in belt order (white lowest)."""
    rank = BELT_RANK.get(member.belt, 0)
    values: dict[str, object] = {
        "name": full_name(member),
        "belt": MessageTerm(f"belt_{member.belt}"),
        "category": category.name,
        "min": MessageTerm(f"belt_{category.min_belt}"),
        "max": MessageTerm(f"belt_{category.max_belt}"),
    }
    if category.min_belt is not None and rank < BELT_RANK.get(category.min_belt, 0):
        return Breach(EntryRule.BELT, "eligibility_belt_min", values)
    if category.max_belt is not None and rank > BELT_RANK.get(category.max_belt, 0):
        return Breach(EntryRule.BELT, "eligibility_belt_max", values)
    return None


def category_breaches(member: Member, category: Category, event: Event) -> list[Breach]:
    """The category's age and belt limits the member breaks."""
    found = [age_breach(member, category, event), belt_breach(member, category)]
    return [breach for breach in found if breach is not None]


def weight_breach(member: Member, discipline: Discipline) -> Breach | None:
    """Over ``min_weight_hg`` (exclusive) and up to ``max_weight_hg`` (inclusive)."""
    low, high = discipline.min_weight_hg, discipline.max_weight_hg
    if low is None and high is None:
        return None
    values: dict[str, object] = {"name": full_name(member), "discipline": discipline.name}
    if member.weight_hg is None:
        return Breach(EntryRule.WEIGHT_MISSING, "eligibility_weight_missing", values)
    values["weight"] = kilograms(member.weight_hg)
    if high is not None and member.weight_hg > high:
        values["limit"] = kilograms(high)
        return Breach(EntryRule.WEIGHT, "eligibility_weight_max", values)
    if low is not None and member.weight_hg <= low:
        values["limit"] = kilograms(low)
        return Breach(EntryRule.WEIGHT, "eligibility_weight_min", values)
    return None


def medical_breach(member: Member, event: Event) -> Breach | None:
    """When required, a certificate valid on the event date (its last day counts); with no
    event date only its absence is judged."""
    if not event.require_medical:
        return None
    values: dict[str, object] = {"name": full_name(member), "day": event.day}
    if member.medical_valid_until is None:
        return Breach(EntryRule.MEDICAL_MISSING, "eligibility_medical_missing", values)
    if event.day is not None and member.medical_valid_until < event.day:
        values["until"] = member.medical_valid_until
        return Breach(EntryRule.MEDICAL, "eligibility_medical_expired", values)
    return None


def consent_breach(member: Member, event: Event) -> Breach | None:
    """When required, a member under 18 on the event date has a recorded parental consent;
    with no event date nobody's age, so nobody's consent, is judged."""
    if not event.require_consent or event.day is None:
        return None
    if not is_minor_on(member.born, event.day) or member.consent_date is not None:
        return None
    values: dict[str, object] = {"name": full_name(member), "day": event.day}
    return Breach(EntryRule.CONSENT_MISSING, "eligibility_consent_missing", values)


def member_breaches(member: Member, event: Event) -> list[Breach]:
    """The member's own rules, whatever they enter: the medical certificate and the
    parental consent."""
    found = [medical_breach(member, event), consent_breach(member, event)]
    return [breach for breach in found if breach is not None]
