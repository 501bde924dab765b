"""Whether entries meet the rules that depend on their members: the one place that judges
them, for the check at entry and for stored entries alike.

A member's sex, birth date, belt, weight, medical date or consent can change after the entry was
made, and so can a category's or discipline's limits. The rules are the predicates of
``registration_rules`` (sex) and ``eligibility`` (age, belt, weight, medical certificate,
parental consent), so
an entry is judged by the same code whether it is being made or was made before the change.
A team is judged member by member on its categories' age and belt limits and on the
tournament's medical certificate (not on weights), and as a whole on its disciplines' member
ranges (``rules_broken``: a range changed after the entry).
"""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from fedreg_core.domain.eligibility import (
    Breach,
    Event,
    category_breaches,
    member_breaches,
    weight_breach,
)
from fedreg_core.domain.entities import Category, CategoryEntry, Discipline, Member
from fedreg_core.domain.enums import EntryRule, TeamType
from fedreg_core.domain.registration_rules import (
    sexes_fit_discipline,
    sexes_fit_team_type,
    team_size_fits,
)

SEX_RULES = frozenset({EntryRule.DISCIPLINE_SEX, EntryRule.TEAM_TYPE_SEX})
MEMBER_RULES = frozenset({EntryRule.MEDICAL, EntryRule.MEDICAL_MISSING, EntryRule.CONSENT_MISSING})
CATEGORY_RULES = frozenset({EntryRule.AGE, EntryRule.BELT})


@dataclass(frozen=True, slots=True)
class Limits:
    """What entries are judged against: the catalogue and the event (``None``: the sex rules
    only, not the eligibility limits)."""

    categories: Mapping[int, Category]
    disciplines: Mapping[int, Discipline]
    event: Event | None = None


@dataclass(frozen=True, slots=True)
class BrokenEntry:
    """One (category, discipline) entry of a registration and a rule it breaks; ``index`` and
    ``position`` place it in the registration's ``categories``; ``breach`` explains an
    eligibility limit."""

    category_id: int
    discipline_id: int
    rule: EntryRule
    index: int = 0
    position: int = 0
    breach: Breach | None = None


def _sex_rule(
    discipline: Discipline | None, members: Sequence[Member], team_type: TeamType | None
) -> EntryRule | None:
    sexes = [member.is_male for member in members]
    if team_type is not None and not sexes_fit_team_type(team_type, sexes):
        return EntryRule.TEAM_TYPE_SEX
    if discipline is not None and not sexes_fit_discipline(discipline, sexes):
        return EntryRule.DISCIPLINE_SEX
    return None


def _category_breaches(
    category: Category | None, members: Sequence[Member], event: Event
) -> list[Breach]:
    """Age and belt of every member, and every member's medical certificate and consent."""
    found: list[Breach] = []
    for member in members:
        if category is not None:
            found += category_breaches(member, category, event)
        found += member_breaches(member, event)
    return found


def broken_entries(
    entries: Sequence[CategoryEntry],
    limits: Limits,
    members: Sequence[Member],
    team_type: TeamType | None = None,
) -> list[BrokenEntry]:
    """Every rule each entry of a registration breaks with its ``members`` as they are now
    (one for a competitor; a team's, of ``team_type``): a sex rule, then its limits."""
    broken = []
    is_team = team_type is not None
    for index, entry in enumerate(entries):
        category = limits.categories.get(entry.category_id)
        per_category = []
        if limits.event is not None:
            per_category = _category_breaches(category, members, limits.event)
        for position, discipline_id in enumerate(entry.discipline_ids):
            place = (entry.category_id, discipline_id)
            discipline = limits.disciplines.get(discipline_id)
            rule = _sex_rule(discipline, members, team_type)
            if rule is not None:
                broken.append(BrokenEntry(*place, rule, index, position))
            breaches = list(per_category)
            if limits.event is not None and discipline is not None and not is_team:
                breaches += [b for m in members if (b := weight_breach(m, discipline))]
            broken += [BrokenEntry(*place, b.rule, index, position, b) for b in breaches]
    return broken


def rules_broken(
    entries: Sequence[CategoryEntry],
    limits: Limits,
    members: Sequence[Member],
    team_type: TeamType | None = None,
) -> list[EntryRule]:
    """The rules ``broken_entries`` finds broken and, for a team, ``TEAM_SIZE`` when its size
    no longer fits a discipline's member range: each once, in a fixed order."""
    broken = {b.rule for b in broken_entries(entries, limits, members, team_type)}
    if team_type is not None and not _size_fits(entries, limits, len(members)):
        broken.add(EntryRule.TEAM_SIZE)
    return [rule for rule in EntryRule if rule in broken]


def _size_fits(entries: Sequence[CategoryEntry], limits: Limits, count: int) -> bool:
    chosen = [limits.disciplines.get(d) for entry in entries for d in entry.discipline_ids]
    return all(team_size_fits(d, count) for d in chosen if d is not None and d.is_team)


def entry_field(broken: BrokenEntry, member_field: str = "memberId") -> str:
    """The request field a broken limit is reported on: the member (``member_field``) for
    the medical certificate and the consent, the category for age and belt, the discipline
    otherwise."""
    if broken.rule in MEMBER_RULES:
        return member_field
    prefix = f"categories.{broken.index}"
    if broken.rule in CATEGORY_RULES:
        return f"{prefix}.id"
    return f"{prefix}.disciplines.{broken.position}"
