"""What a member may be offered to enter, as the registration dialogs offer it: the
tournament's disciplines open to the member, grouped by category, each with the eligibility
limits the member breaks (``eligibility``), so that the browser shows the server's answer
instead of judging again (docs/eligibility.md, Screens).

A competitor's option breaks its category's age and belt limits and, per discipline, the
weight limits; a team member's the category's age and belt limits (a team is not weighed).
The medical certificate and the parental consent are the member's own: they bar the member
from every option.
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
from fedreg_core.domain.entities import Category, Discipline, Member
from fedreg_core.domain.enums import TeamType
from fedreg_core.domain.registration_rules import discipline_allows, sexes_fit_team_type


@dataclass(frozen=True, slots=True)
class DisciplineOption:
    discipline: Discipline
    breaches: tuple[Breach, ...]
    """The category's breaches, then the discipline's own (weight)."""


@dataclass(frozen=True, slots=True)
class CategoryOption:
    category: Category
    breaches: tuple[Breach, ...]
    disciplines: tuple[DisciplineOption, ...]


@dataclass(frozen=True, slots=True)
class Catalogue:
    """The tournament's disciplines of one kind (in the tournament's order) and every
    category and discipline by id."""

    discipline_ids: Sequence[int]
    categories: Mapping[int, Category]
    disciplines: Mapping[int, Discipline]


def offered_disciplines(catalogue: Catalogue, member: Member | None) -> list[Discipline]:
    """The catalogue's disciplines that take entries (not archived or deleted) and, for a
    ``member``, are open to the member's sex (``None``: to anyone)."""
    found = []
    for discipline_id in catalogue.discipline_ids:
        discipline = catalogue.disciplines.get(discipline_id)
        if discipline is None or discipline.is_archived or discipline.is_deleted:
            continue
        if member is None or discipline_allows(discipline, member.is_male):
            found.append(discipline)
    return found


def _category_breaches(member: Member | None, category: Category, event: Event) -> list[Breach]:
    return [] if member is None else category_breaches(member, category, event)


def category_options(
    catalogue: Catalogue, event: Event, member: Member | None = None, *, weighed: bool = True
) -> list[CategoryOption]:
    """The offered disciplines grouped by their categories that take entries (in the order the
    tournament lists the disciplines), each with what ``member`` breaks (none without one);
    ``weighed``: the disciplines' weight limits count (a competitor, not a team)."""
    grouped: dict[int, list[Discipline]] = {}
    for discipline in offered_disciplines(catalogue, member):
        for category_id in discipline.category_ids:
            category = catalogue.categories.get(category_id)
            if category is not None and not category.is_archived:
                grouped.setdefault(category_id, []).append(discipline)
    options = []
    for category_id, disciplines in grouped.items():
        category = catalogue.categories[category_id]
        breaches = tuple(_category_breaches(member, category, event))
        options.append(
            CategoryOption(
                category,
                breaches,
                tuple(
                    DisciplineOption(d, breaches + _weight(member, d, weighed)) for d in disciplines
                ),
            )
        )
    return options


def _weight(member: Member | None, discipline: Discipline, weighed: bool) -> tuple[Breach, ...]:
    """A competitor's weight breach of the discipline."""
    if member is None or not weighed:
        return ()
    breach = weight_breach(member, discipline)
    return (breach,) if breach is not None else ()


def barred(member: Member, options: Sequence[CategoryOption], event: Event) -> Breach | None:
    """Why the member cannot be entered at all: the medical certificate or the parental
    consent, else, when every option breaks a limit, the first option's first breach; ``None``
    while one is open (or there is none to offer)."""
    own = member_breaches(member, event)
    if own:
        return own[0]
    disciplines = [d for option in options for d in option.disciplines]
    if not disciplines or any(not d.breaches for d in disciplines):
        return None
    return disciplines[0].breaches[0]


def team_types_open_to(member: Member) -> list[TeamType]:
    """The team types the member may be in (``sexes_fit_team_type``): the member picker of
    a team offers a member only for these."""
    return [team_type for team_type in TeamType if sexes_fit_team_type(team_type, [member.is_male])]


def most_team_members(options: Sequence[CategoryOption]) -> int | None:
    """The most members any offered team discipline takes (how many the member picker
    allows); ``None`` when none is offered."""
    most = [d.discipline.team_max_members for option in options for d in option.disciplines]
    return max(most, default=None)
