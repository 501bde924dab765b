"""What deleting a club does to its entries (docs/entries.md, "A deleted club").

In every tournament that is not archived, the club's competitors, teams, coaches, referees
and officials are withdrawn in the deletion's own transaction, and the tournament's history
(what admins see) records the deletion and then each withdrawal, as removals one by one would
be recorded. The fee report then charges the club nothing there. Archived tournaments keep
the club's entries as they were: they are the record of what happened.
"""

from collections.abc import Callable, Mapping, Sequence

from fedreg_core.domain.access import PersonRef
from fedreg_core.domain.entities import Club, TournamentPerson, User
from fedreg_core.domain.enums import HistoryType
from fedreg_core.ports.clock import Clock
from fedreg_core.ports.listing import MAX_LIMIT, ListQuery
from fedreg_core.ports.registrations import RegistrationSnapshot, TournamentPersonRepository
from fedreg_core.ports.unit_of_work import ClubWork
from fedreg_core.services.entry_caps import hold_all_limits, promote_waiting
from fedreg_core.services.registration_access import full_name, members_named, write_history
from fedreg_core.services.team_registrations import team_label
from fedreg_core.services.tournament_people import ROLES

STAFF_TABLES: dict[HistoryType, Callable[[ClubWork], TournamentPersonRepository]] = {
    HistoryType.COACH_DELETE: lambda u: u.tournament_coaches,
    HistoryType.REFEREE_DELETE: lambda u: u.tournament_referees,
    HistoryType.OFFICIAL_DELETE: lambda u: u.tournament_officials,
}

STAFF_KINDS = {tables.removed: tables.kind for tables in ROLES.values()}
"""The kind of person each staff withdrawal's history line is about."""


async def _open_tournament_ids(uow: ClubWork) -> list[int]:
    ids: list[int] = []
    while True:
        query = ListQuery(equals={"is_archived": False}, skip=len(ids), limit=MAX_LIMIT)
        page = await uow.tournaments.page(query)
        ids += [t.id for t in page.items if t.id is not None]
        if len(page.items) < MAX_LIMIT:
            return ids


def _has_entries(snapshot: RegistrationSnapshot) -> bool:
    parts = (snapshot.competitors, snapshot.teams, snapshot.coaches)
    return any(parts) or bool(snapshot.referees or snapshot.officials)


async def withdraw_open_entries(uow: ClubWork, clock: Clock, actor: User, club: Club) -> None:
    """Withdraw ``club``'s entries from every tournament not archived, in ``uow`` (the
    caller commits), each withdrawal written to that tournament's history."""
    assert club.id is not None
    for tournament_id in await _open_tournament_ids(uow):
        entries = await uow.registration_reads.snapshot(tournament_id, club.id)
        if not _has_entries(entries):
            continue

        async def record(
            kind: HistoryType, item: str, people: Sequence[PersonRef], tid: int = tournament_id
        ) -> None:
            await write_history(uow.history, clock, actor, tid, kind, item, people)

        await record(HistoryType.CLUB_DELETED, club.name, ())
        if entries.competitors:
            await hold_all_limits(uow, tournament_id)
        for competitor in entries.competitors:
            assert competitor.id is not None
            await uow.competitor_registrations.delete(competitor.id)
            member = entries.members.get(competitor.member_id)
            named = members_named([competitor.member_id])
            await record(HistoryType.COMPETITOR_DELETE, full_name(member) if member else "", named)
        if entries.competitors:
            await promote_waiting(uow, clock, actor, tournament_id)
        for team in entries.teams:
            assert team.id is not None
            await uow.team_registrations.delete(team.id)
            members = [entries.members[m] for m in team.member_ids if m in entries.members]
            await record(
                HistoryType.TEAM_DELETE, team_label(members), members_named(team.member_ids)
            )
        e = entries
        staff: list[tuple[list[TournamentPerson], Mapping[int, object], HistoryType]] = [
            (e.coaches, e.coach_people, HistoryType.COACH_DELETE),
            (e.referees, e.referee_people, HistoryType.REFEREE_DELETE),
            (e.officials, e.official_people, HistoryType.OFFICIAL_DELETE),
        ]
        for links, people, kind in staff:
            repository = STAFF_TABLES[kind](uow)
            for link in links:
                assert link.id is not None
                await repository.delete(link.id)
                person = people.get(link.person_id)
                named = (PersonRef(STAFF_KINDS[kind], link.person_id),)
                await record(kind, full_name(person) if person else "", named)
