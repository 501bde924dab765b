"""Sample entities for the SQL adapter tests and the table of simple entity kinds."""

import itertools
from collections.abc import Callable
from dataclasses import asdict, dataclass, fields
from datetime import date, datetime
from typing import Any

from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncSession

from fedreg_core.domain.entities import (
    Category,
    Club,
    ClubDeduction,
    Coach,
    Discipline,
    Member,
    Official,
    Referee,
    Tournament,
    User,
)
from fedreg_core.domain.enums import ForSex, RefereeRang
from fedreg_core.fees import FeeSchedule

_CLUB_NUMBERS = itertools.count(1)


def new_club(name: str | None = None) -> Club:
    """A club named ``name``, or ``Karate klub Beograd <n>``: club names are unique."""
    name = name or f"Karate klub Beograd {next(_CLUB_NUMBERS)}"
    return Club(name, "KKB", "Beograd", "Knez Mihailova 1", "kkb@example.com", "Ana", "0601234")


def new_user(email: str = "ana@example.com", club_id: int | None = None) -> User:
    return User("Ana Anić", email, "bcrypt-hash", club_id)


def new_category(name: str = "Seniori") -> Category:
    return Category(name)


def new_discipline(category_ids: list[int], name: str = "Kata") -> Discipline:
    return Discipline(name, category_ids=category_ids, for_sex=ForSex.WOMEN, is_kata_a=True)


def new_tournament(
    discipline_ids: list[int] | None = None, team_discipline_ids: list[int] | None = None
) -> Tournament:
    return Tournament(
        "Prvenstvo Srbije",
        "<p>Opis</p>",
        datetime(2026, 3, 1, 10, 0),
        end_date=datetime(2026, 3, 20, 23, 59),
        registration_open=True,
        fees=FeeSchedule(2000, 500, 3500, 500, 4500, 1000, 3000, 0),
        discipline_ids=discipline_ids or [],
        team_discipline_ids=team_discipline_ids or [],
    )


@dataclass(frozen=True)
class Parents:
    """Ids of the rows a child entity refers to."""

    club_id: int
    tournament_id: int


@dataclass(frozen=True)
class Kind:
    """One kind of entity with a plain repository: how to make one and how to change it."""

    repository: str
    make: Callable[[Parents], Any]
    change: Callable[[Any], None]

    def __str__(self) -> str:
        return self.repository


def _set(**values: Any) -> Callable[[Any], None]:
    def change(entity: Any) -> None:
        for name, value in values.items():
            setattr(entity, name, value)

    return change


SIMPLE_KINDS = [
    Kind("clubs", lambda p: new_club("Drugi klub"), _set(city="Niš", is_blocked=True)),
    Kind(
        "members",
        lambda p: Member(p.club_id, "Ana", "Anić", date(2001, 5, 17), False, "PLAVI"),
        _set(belt="CRNI", no_pay=True, born=date(2001, 6, 1)),
    ),
    Kind("coaches", lambda p: Coach(p.club_id, "Bojan", "Bojić"), _set(no_certificate_wff="C-1")),
    Kind(
        "referees",
        lambda p: Referee(p.club_id, "Vera", "Verić", 3, RefereeRang.NATIONAL_A),
        _set(rang=RefereeRang.OTHER, rang_other="Regionalni", dan=4),
    ),
    Kind("officials", lambda p: Official(p.club_id, "Goran", "Gorić", "Delegat"), _set(funct="X")),
    Kind("categories", lambda p: new_category("Juniori"), _set(no_pay=True, is_archived=True)),
    Kind("disciplines", lambda p: new_discipline([]), _set(for_sex=None, is_deleted=True)),
    Kind("tournaments", lambda p: new_tournament(), _set(is_archived=True, end_date=None)),
    Kind(
        "club_deductions",
        lambda p: ClubDeduction(p.tournament_id, p.club_id, 10),
        _set(deduction=25),
    ),
    Kind("users", lambda p: new_user("vera@example.com", p.club_id), _set(token_version=3)),
]


TOURNAMENT_COLUMNS = (
    "name", "description", "start_date", "end_date", "registration_open", "is_archived",
    "created_at", *(f.name for f in fields(FeeSchedule)),
)  # fmt: skip
"""The columns every revision's tournaments have."""


async def insert_tournament(session: AsyncSession, t: Tournament) -> int:
    """``t`` with its discipline links written in plain SQL, so also into the schema of an
    older revision (tests of migrations), whose tournaments lack the columns added since."""
    values = {name: getattr(t, name, None) for name in TOURNAMENT_COLUMNS}
    values.update(asdict(t.fees), created_at=t.start_date)
    names, placeholders = ", ".join(values), ", ".join(f":{name}" for name in values)
    await session.execute(
        text(f"INSERT INTO tournaments ({names}) VALUES ({placeholders})"), values
    )
    found = await session.execute(text("SELECT max(id) FROM tournaments"))
    tournament_id = int(found.scalar_one())
    for table, ids in (
        ("tournament_disciplines", t.discipline_ids),
        ("tournament_team_disciplines", t.team_discipline_ids),
    ):
        for discipline_id in ids:
            await session.execute(
                text(f"INSERT INTO {table} (tournament_id, discipline_id) VALUES (:t, :d)"),
                {"t": tournament_id, "d": discipline_id},
            )
    return tournament_id
