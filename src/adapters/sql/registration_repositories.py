"""Competitor, team and people registrations of tournaments; they flush, never commit.

The unique constraints (a member once per tournament, a person once per tournament) turn
concurrent duplicates into ``Conflict("error_already_registered")``; the same team entered
twice (``SAME_TEAM``) into ``Conflict("error_team_already_registered")`` (``errors``).
"""

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from functools import cache
from typing import Any

from sqlalchemy import Integer, String, bindparam, insert, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import selectinload

from adapters.sql.errors import integrity_errors_as_conflicts
from adapters.sql.models import (
    CompetitorEntryRow,
    CompetitorRegistrationRow,
    IdRow,
    MemberRow,
    TeamEntryRow,
    TeamMemberRow,
    TeamRegistrationRow,
    TournamentRow,
)
from adapters.sql.registration_rows import rules_of, stored_rules
from adapters.sql.repositories import delete_by_id, flush
from fedreg_core.domain.entities import (
    CategoryEntry,
    CompetitorRegistration,
    TeamRegistration,
    TournamentPerson,
)
from fedreg_core.domain.enums import TeamType
from fedreg_core.domain.errors import Conflict, NotFound
from fedreg_core.domain.registration_rules import team_member_key

ALREADY_REGISTERED = "error_already_registered"


@contextmanager
def already_registered_conflicts(table: str, field: str | None = None) -> Iterator[None]:
    """Integrity errors of the block as ``Conflict``; a violated unique constraint of
    ``table`` means "already registered"."""
    try:
        with integrity_errors_as_conflicts():
            yield
    except Conflict as error:
        if f"uq_{table}" in str(error.__cause__) or f"failed: {table}." in str(error.__cause__):
            raise Conflict(ALREADY_REGISTERED, field=field) from error
        raise


async def flush_registration(session: AsyncSession, table: str, field: str | None = None) -> None:
    """Flush; a violated unique constraint of ``table`` means "already registered"."""
    with already_registered_conflicts(table, field):
        await session.flush()


@cache
def _insert_competitor() -> Any:
    r = CompetitorRegistrationRow
    return insert(r).returning(r.id, r.created_at)


@cache
def _insert_competitor_entries() -> Any:
    return insert(CompetitorEntryRow)


def grouped_by_category(pairs: Iterable[tuple[int, int]]) -> list[CategoryEntry]:
    """(category, discipline) pairs grouped by category in the order first seen."""
    grouped: dict[int, list[int]] = {}
    for category_id, discipline_id in pairs:
        grouped.setdefault(category_id, []).append(discipline_id)
    return [CategoryEntry(category, disciplines) for category, disciplines in grouped.items()]


def categories_of(entries: Iterable[Any]) -> list[CategoryEntry]:
    """Entry rows (category, discipline) grouped by category in the order first seen."""
    return grouped_by_category((e.category_id, e.discipline_id) for e in entries)


def sync_entries(entries: list[Any], categories: list[CategoryEntry], row_class: type[Any]) -> None:
    """Keep the entries that stay, drop the others, add the new ones (no unique clash)."""
    wanted = [(c.category_id, d) for c in categories for d in c.discipline_ids]
    for entry in [e for e in entries if (e.category_id, e.discipline_id) not in wanted]:
        entries.remove(entry)
    present = {(e.category_id, e.discipline_id) for e in entries}
    entries.extend(
        row_class(category_id=c, discipline_id=d) for c, d in wanted if (c, d) not in present
    )


def competitor_of(row: CompetitorRegistrationRow) -> CompetitorRegistration:
    return CompetitorRegistration(
        row.tournament_id, row.club_id, row.member_id, categories_of(row.entries),
        row.assigned_number, row.created_at, row.id, rules_of(row.overridden_rules),
        row.withdrawn_at,
    )  # fmt: skip


def team_of(row: TeamRegistrationRow) -> TeamRegistration:
    return TeamRegistration(
        row.tournament_id, row.club_id, row.type, [m.member_id for m in row.members],
        categories_of(row.entries), row.no_pay, row.always_pays, row.created_at, row.id,
        rules_of(row.overridden_rules), row.withdrawn_at,
    )  # fmt: skip


@cache
def _competitor_where(*names: str) -> Any:
    """The competitor registration whose columns ``names`` equal the parameters of the same
    names, its entries loaded (built once per set of names)."""
    r = CompetitorRegistrationRow
    return (
        select(r)
        .where(*(getattr(r, name) == bindparam(name, type_=Integer) for name in names))
        .options(selectinload(r.entries))
        .execution_options(populate_existing=True)
        .limit(1)
    )


class SqlCompetitorRegistrationRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def _row(self, **columns: int) -> CompetitorRegistrationRow | None:
        statement = _competitor_where(*columns)
        return (await self.session.scalars(statement, columns)).first()

    async def get(self, entity_id: int) -> CompetitorRegistration | None:
        row = await self._row(id=entity_id)
        return None if row is None else competitor_of(row)

    async def of_member(self, member_id: int) -> list[CompetitorRegistration]:
        rows = await self.session.scalars(_competitors_of_member(), {"member_id": member_id})
        return [competitor_of(row) for row in rows]

    async def add(self, entity: CompetitorRegistration) -> CompetitorRegistration:
        """Two Core inserts (the registration, its entries): the ORM's flush of the same
        rows costs a registration about a third more CPU."""
        values: dict[str, Any] = {
            "tournament_id": entity.tournament_id, "club_id": entity.club_id,
            "member_id": entity.member_id, "assigned_number": entity.assigned_number,
            "overridden_rules": stored_rules(entity.overridden),
        }  # fmt: skip
        if entity.created_at is not None:
            values["created_at"] = entity.created_at
        await flush(self.session)  # what the unit of work holds goes first, as on autoflush
        connection = await self.session.connection()
        with already_registered_conflicts("competitor_registrations", "memberId"):
            stored = (await connection.execute(_insert_competitor(), values)).one()
            pairs = [(c.category_id, d) for c in entity.categories for d in c.discipline_ids]
            if pairs:
                entries = [
                    {"registration_id": stored.id, "category_id": c, "discipline_id": d}
                    for c, d in pairs
                ]
                await connection.execute(_insert_competitor_entries(), entries)
        return CompetitorRegistration(
            entity.tournament_id, entity.club_id, entity.member_id, grouped_by_category(pairs),
            entity.assigned_number, stored.created_at, stored.id, tuple(entity.overridden),
        )  # fmt: skip

    async def update(self, entity: CompetitorRegistration) -> CompetitorRegistration:
        row = None if entity.id is None else await self._row(id=entity.id)
        if row is None:
            raise NotFound
        row.assigned_number = entity.assigned_number
        row.overridden_rules = stored_rules(entity.overridden)
        row.withdrawn_at = entity.withdrawn_at
        sync_entries(row.entries, entity.categories, CompetitorEntryRow)
        await flush(self.session)
        return competitor_of(row)

    async def delete(self, entity_id: int) -> None:
        await self.session.execute(delete_by_id(CompetitorRegistrationRow), {"id": entity_id})


def _members(row: TeamRegistrationRow, member_ids: list[int]) -> None:
    """Team members in the order given; kept rows move to their new position."""
    wanted = list(dict.fromkeys(member_ids))
    for member in [m for m in row.members if m.member_id not in wanted]:
        row.members.remove(member)
    present = {m.member_id: m for m in row.members}
    for position, member_id in enumerate(wanted):
        if member_id in present:
            present[member_id].position = position
        else:
            row.members.append(TeamMemberRow(member_id=member_id, position=position))


@cache
def _team_by_id() -> Any:
    """The team of the parameter ``id`` with its members and entries."""
    t = TeamRegistrationRow
    return (
        select(t)
        .where(t.id == bindparam("id", type_=Integer))
        .options(selectinload(t.members), selectinload(t.entries))
        .execution_options(populate_existing=True)
    )


def _with_members_and_entries(statement: Any) -> Any:
    t = TeamRegistrationRow
    return (
        statement.options(selectinload(t.members), selectinload(t.entries))
        .order_by(t.id)
        .execution_options(populate_existing=True)
    )


@cache
def _hold_members() -> Any:
    """Lock the member rows of the parameter ``ids`` in id order (no deadlock between two
    callers); PostgreSQL's ``FOR NO KEY UPDATE`` lets rows referring to them be added
    meanwhile. SQLite leaves the clause out: its write transactions run one at a time."""
    ids = bindparam("ids", expanding=True, type_=Integer)
    return (
        select(MemberRow.id)
        .where(MemberRow.id.in_(ids))
        .order_by(MemberRow.id)
        .with_for_update(key_share=True)
    )


@cache
def _same_team() -> Any:
    """The teams of the parameters ``tournament_id``, ``team_type`` and ``member_key``."""
    t, e = TeamRegistrationRow, TeamEntryRow
    holding = select(e.team_id).where(
        e.tournament_id == bindparam("tournament_id", type_=Integer),
        e.member_key == bindparam("member_key", type_=String),
        e.team_type == bindparam("team_type", type_=e.team_type.type),
    )
    return _with_members_and_entries(select(t).where(t.id.in_(holding)))


def _not_archived(tournament_id: Any) -> Any:
    return tournament_id.in_(select(TournamentRow.id).where(TournamentRow.is_archived.is_(False)))


@cache
def _teams_of_member() -> Any:
    """The teams of the parameter ``member_id`` in tournaments that are not archived."""
    t, m = TeamRegistrationRow, TeamMemberRow
    member_id = bindparam("member_id", type_=Integer)
    of_member = select(m.team_id).where(m.member_id == member_id)
    return _with_members_and_entries(
        select(t).where(t.id.in_(of_member), _not_archived(t.tournament_id))
    )


@cache
def _competitors_of_member() -> Any:
    """The registrations of the parameter ``member_id`` in tournaments not archived."""
    r = CompetitorRegistrationRow
    return (
        select(r)
        .where(r.member_id == bindparam("member_id", type_=Integer), _not_archived(r.tournament_id))
        .options(selectinload(r.entries))
        .order_by(r.id)
        .execution_options(populate_existing=True)
    )


@cache
def _person_link(row_class: type[IdRow], column: str) -> Any:
    """The link of the parameters ``tournament_id`` and ``person_id``."""
    link: Any = row_class
    return select(link).where(
        link.tournament_id == bindparam("tournament_id", type_=Integer),
        getattr(link, column) == bindparam("person_id", type_=Integer),
    )


class SqlTeamRegistrationRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def _row(self, entity_id: int) -> TeamRegistrationRow | None:
        return (await self.session.scalars(_team_by_id(), {"id": entity_id})).first()

    async def get(self, entity_id: int) -> TeamRegistration | None:
        row = await self._row(entity_id)
        return None if row is None else team_of(row)

    def _apply(self, entity: TeamRegistration, row: TeamRegistrationRow) -> None:
        row.type, row.no_pay, row.always_pays = entity.type, entity.no_pay, entity.always_pays
        row.overridden_rules = stored_rules(entity.overridden)
        row.withdrawn_at = entity.withdrawn_at
        _members(row, entity.member_ids)
        sync_entries(row.entries, entity.categories, TeamEntryRow)
        key = team_member_key(entity.member_ids)
        for entry in row.entries:  # the copies the same-team index reads
            entry.tournament_id, entry.team_type, entry.member_key = (
                row.tournament_id,
                row.type,
                key,
            )

    async def _teams(self, statement: Any, parameters: dict[str, Any]) -> list[TeamRegistration]:
        return [team_of(row) for row in await self.session.scalars(statement, parameters)]

    async def hold_members(self, member_ids: list[int]) -> None:
        await self.session.execute(_hold_members(), {"ids": member_ids})

    async def same_team(
        self, tournament_id: int, team_type: TeamType, member_ids: list[int]
    ) -> list[TeamRegistration]:
        key = team_member_key(member_ids)
        parameters = {"tournament_id": tournament_id, "team_type": team_type, "member_key": key}
        return await self._teams(_same_team(), parameters)

    async def of_member(self, member_id: int) -> list[TeamRegistration]:
        return await self._teams(_teams_of_member(), {"member_id": member_id})

    async def add(self, entity: TeamRegistration) -> TeamRegistration:
        row = TeamRegistrationRow(
            tournament_id=entity.tournament_id, club_id=entity.club_id, members=[], entries=[]
        )
        if entity.created_at is not None:
            row.created_at = entity.created_at
        self._apply(entity, row)
        self.session.add(row)
        await flush(self.session)
        entity.id = row.id
        return team_of(row)

    async def update(self, entity: TeamRegistration) -> TeamRegistration:
        row = None if entity.id is None else await self._row(entity.id)
        if row is None:
            raise NotFound
        self._apply(entity, row)
        await flush(self.session)
        return team_of(row)

    async def delete(self, entity_id: int) -> None:
        await self.session.execute(delete_by_id(TeamRegistrationRow), {"id": entity_id})


class SqlTournamentPersonRepository:
    """One of tournament_coaches, _referees, _officials; ``column`` names the person id."""

    def __init__(self, session: AsyncSession, row_class: type[IdRow], column: str) -> None:
        self.session = session
        self.row_class: Any = row_class
        self.column = column

    def _entity(self, row: Any) -> TournamentPerson:
        return TournamentPerson(row.tournament_id, row.club_id, getattr(row, self.column), row.id)

    async def add(self, entity: TournamentPerson) -> TournamentPerson:
        values = {"tournament_id": entity.tournament_id, "club_id": entity.club_id}
        row = self.row_class(**values, **{self.column: entity.person_id})
        self.session.add(row)
        await flush_registration(self.session, self.row_class.__tablename__)
        entity.id = row.id
        return self._entity(row)

    async def find(self, tournament_id: int, person_id: int) -> TournamentPerson | None:
        parameters = {"tournament_id": tournament_id, "person_id": person_id}
        statement = _person_link(self.row_class, self.column)
        row = (await self.session.scalars(statement, parameters)).first()
        return None if row is None else self._entity(row)

    async def delete(self, entity_id: int) -> None:
        await self.session.execute(delete_by_id(self.row_class), {"id": entity_id})
