"""The federation ``bench/load.py`` runs against: a fresh PostgreSQL database, seeded quickly.

An admin, an open active tournament (two categories, three disciplines) and N clubs, each
with one coach account and M members. Every account has the same password, hashed once at
bcrypt cost 12 (docs/product.md, Security), so sign-ins cost what they cost in production. The few
catalogue rows go through the repositories; clubs, users and members are bulk-inserted.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, datetime

from sqlalchemy import insert

from adapters.security.passwords import BcryptPasswordHasher
from adapters.sql.engine import create_engine, session_factory
from adapters.sql.migrate import upgrade
from adapters.sql.models import ClubRow, MemberRow, UserRow
from adapters.sql.models.search_keys import person_search_key
from adapters.sql.scratch_databases import create_scratch_database, drop_scratch_database
from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core.domain.entities import Category, Discipline, Tournament
from fedreg_core.domain.folding import fold
from fedreg_core.fees import FeeSchedule

PASSWORD = "load-test-1234"
FEES = FeeSchedule(2000, 500, 3500, 500, 4500, 1000, 3000, 0)


@dataclass
class Federation:
    """What the simulated clubs need to know: ids and sign-ins."""

    tournament_id: int
    category_id: int
    discipline_ids: list[int]
    admin_email: str
    clubs: list[SeededClub] = field(default_factory=list)


@dataclass(frozen=True)
class SeededClub:
    club_id: int
    email: str
    member_ids: list[int]


async def create_database(server_url: str) -> str:
    """Create ``fedreg_load_<random>`` on the server of ``server_url``; answer its URL."""
    return await create_scratch_database(server_url, "fedreg_load_")


async def drop_database(server_url: str, database_url: str) -> None:
    await drop_scratch_database(server_url, database_url)


async def seed(database_url: str, clubs: int, members: int) -> Federation:
    """Migrate the empty database, then fill it (a few seconds for 200 clubs)."""
    await upgrade(database_url)
    engine = create_engine(database_url)
    try:
        password_hash = await BcryptPasswordHasher().hash(PASSWORD)
        federation = await _seed_catalogue(SqlUnitOfWorkFactory(session_factory(engine)))
        async with engine.begin() as connection:
            await connection.execute(
                insert(UserRow),
                [_user("admin@load.fedreg.local", "Admin", password_hash, None, admin=True)],
            )
            club_ids = list(
                await connection.scalars(
                    insert(ClubRow).returning(ClubRow.id, sort_by_parameter_order=True),
                    [_club(n) for n in range(clubs)],
                )
            )
            emails = [f"club{n}@load.fedreg.local" for n in range(clubs)]
            await connection.execute(
                insert(UserRow),
                [
                    _user(email, f"Coach {n}", password_hash, club_id)
                    for n, (email, club_id) in enumerate(zip(emails, club_ids, strict=True))
                ],
            )
            member_ids = list(
                await connection.scalars(
                    insert(MemberRow).returning(MemberRow.id, sort_by_parameter_order=True),
                    [_member(club_id, m) for club_id in club_ids for m in range(members)],
                )
            )
        for n, (email, club_id) in enumerate(zip(emails, club_ids, strict=True)):
            own = member_ids[n * members : (n + 1) * members]
            federation.clubs.append(SeededClub(club_id, email, own))
        return federation
    finally:
        await engine.dispose()


async def _seed_catalogue(uow_factory: SqlUnitOfWorkFactory) -> Federation:
    async with uow_factory() as uow:
        seniors = await uow.categories.add(Category("Seniors"))
        juniors = await uow.categories.add(Category("Juniors"))
        assert seniors.id is not None
        assert juniors.id is not None
        disciplines = []
        for name, kata_a in (("Kumite", False), ("Kata A", True)):
            discipline = Discipline(name, [seniors.id, juniors.id], is_kata_a=kata_a)
            disciplines.append(await uow.disciplines.add(discipline))
        discipline = Discipline("Kata B", [seniors.id, juniors.id], is_kata_b=True)
        disciplines.append(await uow.disciplines.add(discipline))
        discipline_ids = [d.id for d in disciplines if d.id is not None]
        tournament = await uow.tournaments.add(
            Tournament(
                "Load Cup",
                "<p>The load test's tournament.</p>",
                datetime(2030, 5, 1, 9, 0),
                registration_open=True,
                fees=FEES,
                discipline_ids=discipline_ids,
            )
        )
        assert tournament.id is not None
        settings = await uow.settings.get()
        settings.active_tournament_id = tournament.id
        await uow.settings.update(settings)
        await uow.commit()
    return Federation(tournament.id, seniors.id, discipline_ids, "admin@load.fedreg.local")


def _user(
    email: str, name: str, password_hash: str, club_id: int | None, *, admin: bool = False
) -> dict[str, object]:
    return {
        "name": name,
        "name_key": fold(name),
        "email": email,
        "password_hash": password_hash,
        "club_id": club_id,
        "avatar": None,
        "is_admin": admin,
        "is_blocked": False,
        "token_version": 0,
    }


def _club(n: int) -> dict[str, object]:
    return {
        "name": f"Karate klub {n}",
        "name_key": fold(f"Karate klub {n}"),
        "short_name": f"KK {n}",
        "city": "Novi Sad",
        "address": f"Bulevar {n}",
        "email": f"club{n}@example.org",
        "contact": "Petar",
        "mobile": "0601234567",
        "website": "",
        "logo": None,
        "is_blocked": False,
        "is_deleted": False,
    }


def _member(club_id: int, m: int) -> dict[str, object]:
    return {
        "club_id": club_id,
        "first_name": f"Ana{m}",
        "last_name": f"Klub{club_id}",
        "search_key": person_search_key(f"Ana{m}", f"Klub{club_id}"),
        "born": date(2000 + m % 10, 1 + m % 12, 1),
        "is_male": m % 2 == 0,
        "belt": "PLAVI",
        "no_pay": False,
        "always_pays": False,
        "avatar": None,
    }
