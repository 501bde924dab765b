"""Whether stored entries still meet the rules checked at entry that depend on their members.

A member's sex (and, for any rule that reads it, birth date) can change after the entry was
made. The predicates are the ones the entry check runs (``registration_rules``), so an entry
is judged by the same code whether it is being made or was made before the member changed.
No entry rule reads the birth date today: a change of it breaks no entry.
"""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from fedreg_core.domain.entities import CategoryEntry, Discipline
from fedreg_core.domain.enums import EntryRule, TeamType
from fedreg_core.domain.registration_rules import sexes_fit_discipline, sexes_fit_team_type


@dataclass(frozen=True, slots=True)
class BrokenEntry:
    """One (category, discipline) entry of a registration and the first rule it breaks."""

    category_id: int
    discipline_id: int
    rule: EntryRule


def broken_entries(
    entries: Sequence[CategoryEntry],
    disciplines: Mapping[int, Discipline],
    sexes: Sequence[bool],
    team_type: TeamType | None = None,
) -> list[BrokenEntry]:
    """The entries of a registration that its members, of ``sexes`` (``is_male``: one for a
    competitor, each member's for a team of ``team_type``), break as they are now: every
    entry of a team whose members no longer fit its type."""
    team_fits = team_type is None or sexes_fit_team_type(team_type, sexes)
    broken = []
    for entry in entries:
        for discipline_id in entry.discipline_ids:
            discipline = disciplines.get(discipline_id)
            if not team_fits:
                rule = EntryRule.TEAM_TYPE_SEX
            elif discipline is not None and not sexes_fit_discipline(discipline, sexes):
                rule = EntryRule.DISCIPLINE_SEX
            else:
                continue
            broken.append(BrokenEntry(entry.category_id, discipline_id, rule))
    return broken


def rules_broken(
    entries: Sequence[CategoryEntry],
    disciplines: Mapping[int, Discipline],
    sexes: Sequence[bool],
    team_type: TeamType | None = None,
) -> list[EntryRule]:
    """The rules ``broken_entries`` finds broken, each once, in a fixed order."""
    broken = {b.rule for b in broken_entries(entries, disciplines, sexes, team_type)}
    return [rule for rule in EntryRule if rule in broken]
