"""The core's ``PeopleDirectory`` over one ``AsyncSession``: a club's people in bulk.

Statements are built once per kind (bind parameters); each call sends a fixed number of
them whatever the number of people: ``known`` two, ``add_all`` one (executemany),
``member_ids`` one, ``record_consents`` one (executemany), ``of_club`` four,
``tournaments_entered`` one.
"""

from collections.abc import Collection, Sequence
from dataclasses import fields
from datetime import date
from functools import cache
from typing import Any

from sqlalchemy import Integer, bindparam, insert, select, tuple_, union, update
from sqlalchemy.ext.asyncio import AsyncSession

from adapters.sql.errors import integrity_errors_as_conflicts
from adapters.sql.mappers import COACHES, MEMBERS, OFFICIALS, REFEREES, RowMapper
from adapters.sql.models import (
    ClubRow,
    CompetitorRegistrationRow,
    MemberRow,
    TeamMemberRow,
    TeamRegistrationRow,
    TournamentCoachRow,
    TournamentOfficialRow,
    TournamentRefereeRow,
    TournamentRow,
)
from adapters.sql.models.search_keys import person_search_key
from adapters.sql.registration_repositories import (
    SqlCompetitorRegistrationRepository,
    SqlTeamRegistrationRepository,
)
from adapters.sql.repositories import flush
from adapters.sql.serbian_order import serbian_order
from fedreg_core.domain.consent import ParentalConsent
from fedreg_core.domain.entities import Member
from fedreg_core.ports.listing import ClubRef
from fedreg_core.ports.people_directory import (
    ClubPeople,
    KnownPeople,
    KnownPerson,
    MemberConsent,
    MemberEntries,
    PeopleKind,
    Person,
)

MAPPERS: dict[PeopleKind, RowMapper[Any, Any]] = {
    PeopleKind.MEMBERS: MEMBERS,
    PeopleKind.COACHES: COACHES,
    PeopleKind.REFEREES: REFEREES,
    PeopleKind.OFFICIALS: OFFICIALS,
}
BY_ENTITY = {mapper.entity: mapper for mapper in MAPPERS.values()}


def _known_columns(kind: PeopleKind) -> Any:
    row = MAPPERS[kind].row
    born = [row.born] if kind == PeopleKind.MEMBERS else []
    columns = (row.id, row.club_id, ClubRow.name, row.first_name, row.last_name, *born)
    return select(*columns).join(ClubRow, ClubRow.id == row.club_id)


@cache
def _in_club(kind: PeopleKind) -> Any:
    """The club's people, members with their consent and erasure (what an import changes)."""
    row = MAPPERS[kind].row
    statement = _known_columns(kind).where(row.club_id == bindparam("club", type_=Integer))
    if kind == PeopleKind.MEMBERS:
        statement = statement.add_columns(row.consent_date, row.consent_by, row.erased_at)
    return statement


_RECORD_CONSENT = (
    update(MemberRow)
    .where(
        MemberRow.id == bindparam("member"),
        MemberRow.club_id == bindparam("club"),  # moved since it was read: left alone
        MemberRow.erased_at.is_(None),  # erased since: no parent's name comes back
    )
    .values(consent_date=bindparam("day"), consent_by=bindparam("given_by"))
)
_MEMBER_IDS = select(MemberRow.id, MemberRow.first_name, MemberRow.last_name, MemberRow.born).where(
    MemberRow.club_id == bindparam("club", type_=Integer),
    tuple_(MemberRow.first_name, MemberRow.last_name, MemberRow.born).in_(
        bindparam("keys", expanding=True)
    ),
)


@cache
def _elsewhere(kind: PeopleKind) -> Any:
    row = MAPPERS[kind].row
    statement = _known_columns(kind).where(
        row.club_id != bindparam("club", type_=Integer), ClubRow.is_deleted.is_(False)
    )
    if kind == PeopleKind.MEMBERS:
        statement = statement.where(row.born.in_(bindparam("born", expanding=True)))
    return statement


@cache
def _of_club(kind: PeopleKind) -> Any:
    row = MAPPERS[kind].row
    return (
        select(row)
        .where(row.club_id == bindparam("club", type_=Integer))
        .order_by(serbian_order(row.last_name), serbian_order(row.first_name), row.id)
    )


@cache
def _tournaments_entered(kind: PeopleKind, archived_too: bool) -> Any:
    """The names of the tournaments the parameter ``person`` of the kind is entered in."""
    person = bindparam("person", type_=Integer)
    ids: Any
    if kind == PeopleKind.MEMBERS:
        r, t, m = CompetitorRegistrationRow, TeamRegistrationRow, TeamMemberRow
        ids = union(
            select(r.tournament_id).where(r.member_id == person),
            select(t.tournament_id).join(m, m.team_id == t.id).where(m.member_id == person),
        )
    else:
        link, column = STAFF_LINKS[kind]
        ids = select(link.tournament_id).where(getattr(link, column) == person)
    row = TournamentRow
    names = select(row.name).where(row.id.in_(ids))
    if not archived_too:
        names = names.where(row.is_archived.is_(False))
    return names.order_by(row.start_date, row.id)


STAFF_LINKS: dict[PeopleKind, tuple[Any, str]] = {
    PeopleKind.COACHES: (TournamentCoachRow, "coach_id"),
    PeopleKind.REFEREES: (TournamentRefereeRow, "referee_id"),
    PeopleKind.OFFICIALS: (TournamentOfficialRow, "official_id"),
}


def _known(result: Any) -> list[KnownPerson]:
    return [
        KnownPerson(
            r.id, ClubRef(r.club_id, r.name), r.first_name, r.last_name, getattr(r, "born", None),
            _consent(r), getattr(r, "erased_at", None) is not None,
        )
        for r in result
    ]  # fmt: skip


def _consent(row: Any) -> ParentalConsent | None:
    day = getattr(row, "consent_date", None)
    return None if day is None else ParentalConsent(day, row.consent_by)


class SqlPeopleDirectory:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def known(self, kind: PeopleKind, club_id: int, born: Collection[date]) -> KnownPeople:
        in_club = await self.session.execute(_in_club(kind), {"club": club_id})
        parameters: dict[str, object] = {"club": club_id}
        if kind == PeopleKind.MEMBERS:
            parameters["born"] = sorted(born)
        elsewhere = await self.session.execute(_elsewhere(kind), parameters)
        return KnownPeople(_known(in_club), _known(elsewhere))

    async def add_all(self, people: Sequence[Person]) -> None:
        if not people:
            return
        mapper = BY_ENTITY[type(people[0])]
        names = [f.name for f in fields(people[0]) if f.name != "id"]
        values = [
            {
                **{name: getattr(person, name) for name in names},
                "search_key": person_search_key(person.first_name, person.last_name),
            }
            for person in people
        ]
        with integrity_errors_as_conflicts():
            await self.session.execute(insert(mapper.row), values)

    async def member_ids(self, club_id: int, members: Sequence[Member]) -> list[int]:
        if not members:
            return []
        keys = [(m.first_name, m.last_name, m.born) for m in members]
        rows = await self.session.execute(_MEMBER_IDS, {"club": club_id, "keys": keys})
        stored = {(r.first_name, r.last_name, r.born): r.id for r in rows}
        return [stored[key] for key in keys]

    async def record_consents(self, club_id: int, consents: Sequence[MemberConsent]) -> None:
        if not consents:
            return
        values = [
            {"member": c.member_id, "club": club_id, "day": c.consent.day,
             "given_by": c.consent.given_by}
            for c in consents
        ]  # fmt: skip
        await flush(self.session)
        connection = await self.session.connection()
        await connection.execute(_RECORD_CONSENT, values)

    async def of_club(self, club_id: int) -> ClubPeople:
        lists = []
        for kind in PeopleKind:
            rows = await self.session.scalars(_of_club(kind), {"club": club_id})
            lists.append([MAPPERS[kind].to_entity(row) for row in rows])
        members, coaches, referees, officials = lists
        return ClubPeople(members, coaches, referees, officials)

    async def tournaments_entered(
        self, kind: PeopleKind, person_id: int, *, archived_too: bool = True
    ) -> list[str]:
        statement = _tournaments_entered(kind, archived_too)
        return list(await self.session.scalars(statement, {"person": person_id}))

    async def member_entries(self, member_id: int) -> MemberEntries:
        competitors = SqlCompetitorRegistrationRepository(self.session)
        teams = SqlTeamRegistrationRepository(self.session)
        return MemberEntries(
            await competitors.of_member(member_id), await teams.of_member(member_id)
        )
