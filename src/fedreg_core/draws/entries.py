"""A tournament's entries by draw group, from a ``RegistrationSnapshot`` in memory: what
``DrawStore.group_entries`` answers (the SQL adapter reads the same from its rows)."""

from collections.abc import Iterable

from fedreg_core.domain.enums import SeenSex
from fedreg_core.draws.groups import Group
from fedreg_core.ports.draws import GroupEntry
from fedreg_core.ports.registrations import RegistrationSnapshot


def sex_of(is_male: bool) -> SeenSex:
    """The group a competitor draws in: the member's sex."""
    return SeenSex.MEN if is_male else SeenSex.WOMEN


def competitor_name(first_name: str, last_name: str) -> str:
    return f"{first_name} {last_name}"


def team_name(last_names: Iterable[str]) -> str:
    """A team as a draw names it: its members' last names, in team order."""
    return ", ".join(last_names)


def group_entries(snapshot: RegistrationSnapshot, group: Group | None = None) -> list[GroupEntry]:
    """Every competitor's, then every team's, entry of each (category, discipline), in
    ``group`` only when given; a competitor's group is of the member's sex. Withdrawn
    registrations are not drawn."""
    s = snapshot
    entries = []
    for r in (r for r in s.competitors if r.withdrawn_at is None):
        member = s.members[r.member_id]
        sex = sex_of(member.is_male)
        name = competitor_name(member.first_name, member.last_name)
        entries += [
            (Group(c.category_id, d, sex=sex), r.id or 0, name, r.assigned_number, r.club_id)
            for c in r.categories
            for d in c.discipline_ids
        ]
    for t in (t for t in s.teams if t.withdrawn_at is None):
        name = team_name(s.members[m].last_name for m in t.member_ids)
        entries += [
            (Group(c.category_id, d, team_type=t.type), t.id or 0, name, None, t.club_id)
            for c in t.categories
            for d in c.discipline_ids
        ]
    return [
        GroupEntry(
            g,
            key,
            name,
            number,
            club,
            s.clubs[club].name,
            s.disciplines[g.discipline_id].draw_format,
        )
        for g, key, name, number, club in entries
        if group is None or g == group
    ]
