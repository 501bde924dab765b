"""Whether stored entries still meet the rules checked at entry that depend on their members.

A member's sex (and, for any rule that reads it, birth date) can change after the entry was
made. The predicates are the ones the entry check runs (``registration_rules``), so an entry
is judged by the same code whether it is being made or was made before the member changed.
No entry rule reads the birth date today: a change of it breaks no entry.
"""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from fedreg_core.domain.entities import CategoryEntry, Discipline, Member
from fedreg_core.domain.enums import EntryRule, TeamType
from fedreg_core.domain.registration_rules import members_fit_team_type, sexes_fit_discipline


@dataclass(frozen=True, slots=True)
class BrokenEntry:
    """One (category, discipline) entry of a registration and the first rule it breaks."""

    category_id: int
    discipline_id: int
    rule: EntryRule


def _broken(
    entries: Sequence[CategoryEntry],
    disciplines: Mapping[int, Discipline],
    sexes: Sequence[bool],
    team_rule_holds: bool = True,
) -> list[BrokenEntry]:
    broken = []
    for entry in entries:
        for discipline_id in entry.discipline_ids:
            discipline = disciplines.get(discipline_id)
            if not team_rule_holds:
                rule = EntryRule.TEAM_TYPE_SEX
            elif discipline is not None and not sexes_fit_discipline(discipline, sexes):
                rule = EntryRule.DISCIPLINE_SEX
            else:
                continue
            broken.append(BrokenEntry(entry.category_id, discipline_id, rule))
    return broken


def competitor_broken_entries(
    entries: Sequence[CategoryEntry], disciplines: Mapping[int, Discipline], member: Member
) -> list[BrokenEntry]:
    """The entries of a competitor registration that ``member`` (as it is now) breaks."""
    return _broken(entries, disciplines, [member.is_male])


def team_broken_entries(
    team_type: TeamType,
    entries: Sequence[CategoryEntry],
    disciplines: Mapping[int, Discipline],
    members: Sequence[Member],
) -> list[BrokenEntry]:
    """The entries of a team registration that its ``members`` (as they are now) break:
    every one when they no longer fit the team's type."""
    fits = members_fit_team_type(team_type, members)
    return _broken(entries, disciplines, [m.is_male for m in members], fits)


def rules_of(broken: Sequence[BrokenEntry]) -> list[EntryRule]:
    """The rules broken, each once, in a fixed order."""
    return [rule for rule in EntryRule if any(b.rule == rule for b in broken)]
