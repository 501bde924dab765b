"""What a change of a member may do to the member's entries in tournaments that are not
archived. Entries of archived tournaments are history and stay as they were.

- A move to another club is refused while the member has any such entry (``Conflict`` on
  ``clubId``, naming them), for admins too: an entry and its fee belong to the club that
  made it, which would go on paying for, and changing, another club's member. Remove the
  entries (or archive the tournament) first. The rule is the one of every kind of person
  (``people.update_person``); ``member_open_entries`` names a member's entries for it.
- A change of sex or birth date that breaks a rule checked at entry (``entry_validity``, the
  same predicates as the entry check) is refused for club users (``Conflict`` naming the
  broken entries); an admin's goes through, and the entry is then listed as no longer
  meeting its rules.
"""

from dataclasses import dataclass

from fedreg_core.domain.entities import (
    Category,
    CompetitorRegistration,
    Discipline,
    Member,
    TeamRegistration,
    Tournament,
    User,
)
from fedreg_core.domain.entry_validity import BrokenEntry, Limits, broken_entries
from fedreg_core.domain.errors import Conflict
from fedreg_core.domain.permissions import may_break_entries
from fedreg_core.ports.unit_of_work import PeopleWork

Registration = CompetitorRegistration | TeamRegistration


@dataclass(frozen=True, slots=True)
class EntryNames:
    """Names entries as ``Tournament: Discipline (Category)`` for a message."""

    tournaments: dict[int, Tournament]
    categories: dict[int, Category]
    disciplines: dict[int, Discipline]

    def name(self, registration: Registration, category_id: int, discipline_id: int) -> str:
        tournament = self.tournaments.get(registration.tournament_id)
        category = self.categories.get(category_id)
        discipline = self.disciplines.get(discipline_id)
        return (
            f"{tournament.name if tournament else registration.tournament_id}: "
            f"{discipline.name if discipline else discipline_id} "
            f"({category.name if category else category_id})"
        )

    def of(self, named: list[tuple[Registration, int, int]]) -> dict[str, str]:
        """The message's ``entries``: each once, in order."""
        names = dict.fromkeys(self.name(*entry) for entry in named)
        return {"entries": "; ".join(names)}


async def _names(uow: PeopleWork, registrations: list[Registration]) -> EntryNames:
    categories, disciplines = await uow.registration_reads.catalogue()
    tournaments = {}
    for tournament_id in {r.tournament_id for r in registrations}:
        tournament = await uow.tournaments.get(tournament_id)
        if tournament is not None:
            tournaments[tournament_id] = tournament
    return EntryNames(tournaments, categories, disciplines)


def _changed_rule_field(before: Member, after: Member) -> str | None:
    """The field of a change that entry rules may read: sex first, then birth date."""
    if after.is_male != before.is_male:
        return "isMale"
    if after.born != before.born:
        return "born"
    return None


async def _broken(
    uow: PeopleWork,
    member: Member,
    competitors: list[CompetitorRegistration],
    teams: list[TeamRegistration],
    disciplines: dict[int, Discipline],
) -> list[tuple[Registration, BrokenEntry]]:
    """Every entry of the registrations that ``member``, as changed, would break (the sex
    rules: a broken eligibility limit is marked on the entry, not refused)."""
    broken: list[tuple[Registration, BrokenEntry]] = []
    limits = Limits({}, disciplines)
    for competitor in competitors:
        found = broken_entries(competitor.categories, limits, [member])
        broken += [(competitor, entry) for entry in found]
    known: dict[int | None, Member] = {member.id: member}
    for mate_id in {m for team in teams for m in team.member_ids} - set(known):
        mate = await uow.members.get(mate_id)
        if mate is not None:
            known[mate_id] = mate
    for team in teams:
        mates = [known[m] for m in team.member_ids if m in known]
        found = broken_entries(team.categories, limits, mates, team.type)
        broken += [(team, entry) for entry in found]
    return broken


async def member_open_entries(uow: PeopleWork, member_id: int) -> list[str]:
    """The member's entries in tournaments not archived, as ``Tournament: Discipline
    (Category)``, each once."""
    entries = await uow.people_directory.member_entries(member_id)
    registrations: list[Registration] = [*entries.competitors, *entries.teams]
    if not registrations:
        return []
    names = await _names(uow, registrations)
    named = [
        (r, entry.category_id, discipline_id)
        for r in registrations
        for entry in r.categories
        for discipline_id in entry.discipline_ids
    ]
    return list(dict.fromkeys(names.name(*entry) for entry in named))


async def ensure_member_change_keeps_entries(
    uow: PeopleWork, actor: User, before: Member, after: Member
) -> None:
    """``Conflict`` for a club user's change that breaks an entry (moves: ``people``)."""
    field = _changed_rule_field(before, after)
    if field is None or before.id is None or may_break_entries(actor):
        return
    entries = await uow.people_directory.member_entries(before.id)
    registrations: list[Registration] = [*entries.competitors, *entries.teams]
    if not registrations:
        return
    names = await _names(uow, registrations)
    broken = await _broken(uow, after, entries.competitors, entries.teams, names.disciplines)
    if broken:
        named = [(r, b.category_id, b.discipline_id) for r, b in broken]
        raise Conflict("error_member_change_breaks_entries", field=field, values=names.of(named))
