"""Registration rules (docs/product.md, Registrations) as small named predicates with their
message keys.

Fields are named as the API sends them: ``categories.0.disciplines.1``, ``memberIds``.
"""

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from fedreg_core.domain.entities import (
    Category,
    CategoryEntry,
    Discipline,
    TeamRegistration,
)
from fedreg_core.domain.enums import ForSex, TeamType
from fedreg_core.domain.rules import Validation


def discipline_allows(discipline: Discipline, is_male: bool) -> bool:
    """``forSex`` None lets both sexes in, ``1`` men only, ``2`` women only."""
    if discipline.for_sex is None:
        return True
    return discipline.for_sex == (ForSex.MEN if is_male else ForSex.WOMEN)


def sexes_fit_discipline(discipline: Discipline, sexes: Iterable[bool]) -> bool:
    """Every competitor of an entry (one member, or a team's) may enter the discipline."""
    return all(discipline_allows(discipline, is_male) for is_male in sexes)


def team_size_fits(discipline: Discipline, count: int) -> bool:
    """A team of ``count`` members may enter the discipline: within its member range."""
    return discipline.team_min_members <= count <= discipline.team_max_members


def sexes_fit_team_type(team_type: TeamType, sexes: Sequence[bool]) -> bool:
    """MEN all male, WOMEN all female, MIX anyone (``sexes``: the members' ``is_male``)."""
    if team_type == TeamType.MEN:
        return all(sexes)
    if team_type == TeamType.WOMEN:
        return not any(sexes)
    return True


def team_member_key(member_ids: Iterable[int]) -> str:
    """A team's set of members as one value, whatever their order: the sorted ids, joined by
    commas (``"3,7,12"``); storage keeps it to refuse the same team entered twice."""
    return ",".join(str(member_id) for member_id in sorted(set(member_ids)))


def pairs_of(entries: Iterable[CategoryEntry]) -> set[tuple[int, int]]:
    """The (category, discipline) pairs of a registration's entries."""
    return {(entry.category_id, d) for entry in entries for d in entry.discipline_ids}


def is_same_team_entered_again(
    team_type: TeamType,
    member_ids: Iterable[int],
    entries: Iterable[CategoryEntry],
    other: TeamRegistration,
) -> bool:
    """The same set of members, of the same type, in a category and discipline ``other``
    (another team registration of the tournament) already holds."""
    same_team = other.type == team_type and set(other.member_ids) == set(member_ids)
    return same_team and bool(pairs_of(entries) & pairs_of(other.categories))


@dataclass(frozen=True, slots=True)
class Offer:
    """What a registration may choose from: the tournament's disciplines of one kind
    (``is_team``: a team's, else a single competitor's)."""

    discipline_ids: frozenset[int]
    categories: Mapping[int, Category]
    disciplines: Mapping[int, Discipline]
    is_team: bool = False


def discipline_kind_error(discipline: Discipline, is_team: bool) -> str | None:
    """The message key when a discipline is used as the other kind (a team discipline by a
    single competitor, an individual one by a team), else ``None``."""
    if discipline.is_team == is_team:
        return None
    return "error_discipline_is_team" if discipline.is_team else "error_discipline_is_individual"


def check_discipline(
    v: Validation,
    field: str,
    offer: Offer,
    category_id: int,
    discipline_id: int,
    sexes: Sequence[bool],
) -> None:
    """Offered by the tournament, of the registration's kind (individual or team), not
    archived, linked to the category, open to every sex."""
    discipline = offer.disciplines.get(discipline_id)
    offered = discipline is not None and discipline_id in offer.discipline_ids
    if not v.check(field, offered, "error_discipline_not_offered"):
        return
    assert discipline is not None
    wrong_kind = discipline_kind_error(discipline, offer.is_team)
    if not v.check(field, wrong_kind is None, wrong_kind or ""):
        return
    active = not discipline.is_archived and not discipline.is_deleted
    v.check(field, active, "discipline_unavailable")
    v.check(field, category_id in discipline.category_ids, "error_discipline_not_in_category")
    v.check(field, sexes_fit_discipline(discipline, sexes), "error_discipline_sex")


def check_entries(
    v: Validation, entries: Sequence[CategoryEntry], offer: Offer, sexes: Sequence[bool]
) -> None:
    """At least one category, each known, once, with ≥ 1 allowed discipline of the offer."""
    if not v.check("categories", len(entries) > 0, "required"):
        return
    seen: set[int] = set()
    for index, entry in enumerate(entries):
        prefix = f"categories.{index}"
        category = offer.categories.get(entry.category_id)
        known = category is not None and not category.is_archived
        if v.check(f"{prefix}.id", known, "invalid_value"):
            v.check(f"{prefix}.id", entry.category_id not in seen, "error_duplicate_choice")
        seen.add(entry.category_id)
        ids = entry.discipline_ids
        if not v.check(
            f"{prefix}.disciplines", len(ids) > 0, "error_enter_at_least_one_discipline"
        ):
            continue
        v.check(f"{prefix}.disciplines", len(set(ids)) == len(ids), "error_duplicate_choice")
        for position, discipline_id in enumerate(ids):
            field = f"{prefix}.disciplines.{position}"
            check_discipline(v, field, offer, entry.category_id, discipline_id, sexes)


def check_team_size(
    v: Validation, entries: Sequence[CategoryEntry], offer: Offer, count: int
) -> None:
    """``memberIds``: a team of ``count`` fits every chosen team discipline's member range;
    the message names the first one it does not fit, with its range."""
    for discipline_id in (d for entry in entries for d in entry.discipline_ids):
        discipline = offer.disciplines.get(discipline_id)
        if discipline is None or not discipline.is_team or team_size_fits(discipline, count):
            continue
        fewest, most = discipline.team_min_members, discipline.team_max_members
        key = "error_team_size_exact" if fewest == most else "error_team_size"
        values = {"discipline": discipline.name, "min": fewest, "max": most, "count": count}
        v.check("memberIds", False, key, values)
