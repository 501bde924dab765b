"""Random registering, changing, moving and deleting through the repositories and plain SQL,
for checking what the database keeps of registrations (``tournament_club_counts``).

Each step is one unit of work, committed (or refused by the database, or rolled back on
purpose); ``STEPS`` names them. Plain SQL stands for every other writer: the CLI, an admin's
console, a script.
"""

import random
from collections.abc import Awaitable, Callable
from datetime import date
from typing import Any

from sqlalchemy import text

from adapters.sql.unit_of_work import SqlUnitOfWork, SqlUnitOfWorkFactory
from fedreg_core.domain.entities import (
    CategoryEntry,
    CompetitorRegistration,
    Member,
    TeamRegistration,
)
from fedreg_core.domain.enums import TeamType
from fedreg_core.domain.errors import Conflict
from tests.integration.sql_samples import (
    insert_tournament,
    new_category,
    new_club,
    new_discipline,
    new_tournament,
)

Step = Callable[[SqlUnitOfWork, random.Random], Awaitable[bool]]
"""Changes something in the unit of work; ``False``: nothing to do or rolled back."""


async def _rows(uow: SqlUnitOfWork, sql: str, **parameters: Any) -> list[Any]:
    """The rows in order (the same choices on both databases)."""
    return sorted(tuple(row) for row in await uow.session.execute(text(sql), parameters))


async def _write(uow: SqlUnitOfWork, sql: str, **parameters: Any) -> None:
    await uow.session.execute(text(sql), parameters)


async def _ids(uow: SqlUnitOfWork, sql: str, **parameters: Any) -> list[int]:
    return [row[0] for row in await _rows(uow, sql, **parameters)]


async def _entries(uow: SqlUnitOfWork, rng: random.Random) -> list[CategoryEntry]:
    """0 to 4 random (category, discipline) pairs of the catalogue, by category."""
    pairs = await _rows(uow, "SELECT category_id, discipline_id FROM discipline_categories")
    chosen: dict[int, list[int]] = {}
    for category, discipline in rng.sample(pairs, rng.randint(0, min(4, len(pairs)))):
        chosen.setdefault(category, []).append(discipline)
    return [CategoryEntry(category, disciplines) for category, disciplines in chosen.items()]


async def add_tournament(uow: SqlUnitOfWork, rng: random.Random) -> bool:
    if len(await _ids(uow, "SELECT id FROM tournaments")) >= 3:
        return False
    await insert_tournament(uow.session, new_tournament())  # also into older schemas
    return True


async def add_club(uow: SqlUnitOfWork, rng: random.Random) -> bool:
    """A club with 2 to 5 members."""
    if len(await _ids(uow, "SELECT id FROM clubs")) >= 6:
        return False
    club = await uow.clubs.add(new_club(f"Klub {rng.randint(1, 10**6)}"))
    assert club.id is not None
    for n in range(rng.randint(2, 5)):
        await uow.members.add(Member(club.id, f"Ana{n}", "Anić", date(2001, 5, 17), False, "BELI"))
    return True


async def register(uow: SqlUnitOfWork, rng: random.Random) -> bool:
    """A member not yet registered in a random tournament, with random entries."""
    tournaments = await _ids(uow, "SELECT id FROM tournaments")
    if not tournaments:
        return False
    tournament = rng.choice(tournaments)
    free = await _rows(
        uow,
        "SELECT id, club_id FROM members WHERE id NOT IN"
        " (SELECT member_id FROM competitor_registrations WHERE tournament_id = :t)",
        t=tournament,
    )
    if not free:
        return False
    member, club = rng.choice(free)
    entries = await _entries(uow, rng)
    await uow.competitor_registrations.add(
        CompetitorRegistration(tournament, club, member, entries)
    )
    return True


async def change_entries(uow: SqlUnitOfWork, rng: random.Random) -> bool:
    registrations = await _ids(uow, "SELECT id FROM competitor_registrations")
    if not registrations:
        return False
    registration = await uow.competitor_registrations.get(rng.choice(registrations))
    assert registration is not None
    registration.categories = await _entries(uow, rng)
    await uow.competitor_registrations.update(registration)
    return True


async def register_team(uow: SqlUnitOfWork, rng: random.Random) -> bool:
    """Two to four members of a club in a random tournament, with random entries."""
    tournaments = await _ids(uow, "SELECT id FROM tournaments")
    clubs = await _ids(uow, "SELECT club_id FROM members GROUP BY club_id HAVING count(*) > 1")
    if not tournaments or not clubs:
        return False
    club = rng.choice(clubs)
    members = await _ids(uow, "SELECT id FROM members WHERE club_id = :c", c=club)
    team = rng.sample(members, rng.randint(2, min(4, len(members))))
    entries = await _entries(uow, rng)
    await uow.team_registrations.add(
        TeamRegistration(rng.choice(tournaments), club, TeamType.MIX, team, entries)
    )
    return True


async def change_team(uow: SqlUnitOfWork, rng: random.Random) -> bool:
    teams = await _ids(uow, "SELECT id FROM team_registrations")
    if not teams:
        return False
    team = await uow.team_registrations.get(rng.choice(teams))
    assert team is not None
    team.categories = await _entries(uow, rng)
    team.member_ids.reverse()
    await uow.team_registrations.update(team)
    return True


def _delete_one(repository: str, table: str, keep: int = 0) -> Step:
    async def delete_one(uow: SqlUnitOfWork, rng: random.Random) -> bool:
        """A row of ``table`` through its repository (and by cascade what it owns), while
        more than ``keep`` rows are left (some to register in)."""
        ids = await _ids(uow, f"SELECT id FROM {table}")
        if len(ids) <= keep:
            return False
        await getattr(uow, repository).delete(rng.choice(ids))
        return True

    delete_one.__name__ = f"delete_{table}"
    return delete_one


remove = _delete_one("competitor_registrations", "competitor_registrations")
remove_team = _delete_one("team_registrations", "team_registrations")
delete_member = _delete_one("members", "members")  # refused while registered (0002)
delete_club = _delete_one("clubs", "clubs", keep=2)
delete_tournament = _delete_one("tournaments", "tournaments", keep=1)


def _move(table: str) -> Step:
    async def move(uow: SqlUnitOfWork, rng: random.Random) -> bool:
        """A registration to another club in plain SQL (its entries go with it)."""
        registrations = await _rows(uow, f"SELECT id, club_id FROM {table}")
        clubs = await _ids(uow, "SELECT id FROM clubs")
        if not registrations or len(clubs) < 2:
            return False
        registration, club = rng.choice(registrations)
        other = rng.choice([c for c in clubs if c != club])
        await _write(uow, f"UPDATE {table} SET club_id = :c WHERE id = :r", c=other, r=registration)
        return True

    move.__name__ = f"move_{table}"
    return move


def _delete_entries(table: str) -> Step:
    async def delete_entries(uow: SqlUnitOfWork, rng: random.Random) -> bool:
        """Up to 3 entries in one plain statement."""
        entries = await _ids(uow, f"SELECT id FROM {table}")
        if not entries:
            return False
        chosen = rng.sample(entries, min(3, len(entries)))
        await _write(uow, f"DELETE FROM {table} WHERE id IN ({', '.join(map(str, chosen))})")
        return True

    delete_entries.__name__ = f"delete_{table}"
    return delete_entries


def _delete_of_a_club(table: str) -> Step:
    async def delete_of_a_club(uow: SqlUnitOfWork, rng: random.Random) -> bool:
        """Every registration of a club in a tournament, in one plain statement."""
        pairs = await _rows(uow, f"SELECT DISTINCT tournament_id, club_id FROM {table}")
        if not pairs:
            return False
        tournament, club = rng.choice(pairs)
        where = "tournament_id = :t AND club_id = :c"
        await _write(uow, f"DELETE FROM {table} WHERE {where}", t=tournament, c=club)
        return True

    delete_of_a_club.__name__ = f"delete_a_clubs_{table}"
    return delete_of_a_club


async def register_and_roll_back(uow: SqlUnitOfWork, rng: random.Random) -> bool:
    """A registration and a removal that never commit."""
    await register(uow, rng)
    await remove_team(uow, rng)
    await uow.rollback()
    return False


STEPS: list[Step] = [
    add_tournament,
    add_club,
    *[register] * 6,
    change_entries,
    remove,
    *[register_team] * 3,
    change_team,
    remove_team,
    delete_member,
    delete_club,
    delete_tournament,
    _move("competitor_registrations"),
    _move("team_registrations"),
    _delete_entries("competitor_entries"),
    _delete_entries("team_entries"),
    _delete_of_a_club("competitor_registrations"),
    _delete_of_a_club("team_registrations"),
    register_and_roll_back,
]


async def add_catalogue(uow_factory: SqlUnitOfWorkFactory) -> None:
    """Two categories and three disciplines in both (six pairs to enter)."""
    async with uow_factory() as uow:
        categories = [await uow.categories.add(new_category(name)) for name in ("Sen", "Jun")]
        ids = [c.id for c in categories if c.id is not None]
        for name in ("Kata", "Kumite", "Kata tim"):
            await uow.disciplines.add(new_discipline(ids, name))
        await uow.commit()


REFUSABLE = {delete_member, delete_club, register_team, change_team}
"""Steps the database may refuse: a registered member is kept (0002), so is a club whose
members are (PostgreSQL checks them before cascading to their registrations); the same team
is entered once in the same category and discipline (0008)."""


async def take_a_step(uow_factory: SqlUnitOfWorkFactory, rng: random.Random) -> str | None:
    """One random step in its unit of work: its name if it changed something (``None``:
    nothing to do, rolled back, or refused as ``REFUSABLE`` says)."""
    step = rng.choice(STEPS)
    async with uow_factory() as uow:
        try:
            if not await step(uow, rng):
                return None
            await uow.commit()
        except Conflict as error:
            if step not in REFUSABLE or "tournament_club_counts" in str(error.__cause__):
                raise
            return None
    return step.__name__
