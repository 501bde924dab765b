"""A seeded federation for ``bench/scale.py``: clubs, members, people, a catalogue and one
tournament with many registrations, written with SQLAlchemy Core bulk inserts.

Beside it, a small tournament (``small_registrations``): the largest club and the next ones by
id, each with the same registrations (members, entries, teams, people, deduction) as in the big
one, so one club's reads can be compared at both sizes; and the largest club's coach account.

Ids are given explicitly (the database is fresh), so no row has to be read back.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from typing import Any

from sqlalchemy import Table, insert
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.sql.models import Base
from adapters.sql.models.search_keys import person_search_key
from fedreg_core.domain.folding import fold
from fedreg_core.domain.registration_rules import team_member_key

CATEGORIES = 10
DISCIPLINES = 16  # individual; kata A and B are the first two
TEAM_DISCIPLINES = 6
TEAM_SHARE = 0.12
START = datetime(2026, 1, 10, 9, 0)
Rows = list[dict[str, Any]]


@dataclass
class Federation:
    """What the bench needs to know about what was written."""

    tournament_id: int = 1
    admin_id: int = 1
    clubs: int = 0
    competitors: int = 0
    teams: int = 0
    entries: int = 0
    by_club: dict[int, int] = field(default_factory=dict)
    small_tournament_id: int = 2
    small_clubs: int = 0
    small_competitors: int = 0
    small_teams: int = 0
    club_user_id: int = 2  # the largest club's coach
    spare_member: int = 0  # a member of the largest club registered in neither tournament

    @property
    def largest_club(self) -> int:
        return max(self.by_club, key=lambda club_id: (self.by_club[club_id], -club_id))


def _club(club_id: int) -> dict[str, Any]:
    name = f"Karate klub {club_id:04d}"
    return {
        "id": club_id,
        "name": name,
        "name_key": fold(name),  # a bulk insert skips the model's own keying
        "short_name": f"KK{club_id}",
        "city": "Novi Sad",
        "address": f"Ulica {club_id}",
        "email": f"club{club_id}@example.org",
        "contact": "Petar",
        "mobile": "0601234567",
        "website": "",
        "logo": None,
        "is_blocked": False,
        "is_deleted": False,
    }


def _member(rng: random.Random, member_id: int, club_id: int) -> dict[str, Any]:
    first, last = rng.choice(FIRST), f"{rng.choice(LAST)}{member_id % 97}"
    return {
        "id": member_id,
        "club_id": club_id,
        "first_name": first,
        "last_name": last,
        "search_key": person_search_key(first, last),  # a bulk insert skips the model's keying
        "born": date(1990 + member_id % 25, 1 + member_id % 12, 1 + member_id % 28),
        "is_male": member_id % 2 == 0,
        "belt": rng.choice(("BELI", "ŽUTI", "PLAVI", "SMEĐI", "CRNI")),
        "no_pay": rng.random() < 0.03,
        "always_pays": rng.random() < 0.01,
        "avatar": None,
    }


FIRST = ("Ana", "Đorđe", "Šime", "Čedomir", "Milica", "Jovan", "Ivana", "Luka", "Sara", "Nikola")
LAST = ("Anić", "Petrović", "Jovanović", "Šarić", "Đukić", "Ilić", "Marić", "Čolić", "Zec")


def _catalogue() -> dict[str, Rows]:
    categories = [
        {"id": i, "name": f"Kategorija {i}", "no_pay": i == CATEGORIES, "is_archived": False}
        for i in range(1, CATEGORIES + 1)
    ]
    disciplines: Rows = []
    links: Rows = []
    for i in range(1, DISCIPLINES + TEAM_DISCIPLINES + 1):
        disciplines.append(
            {
                "id": i,
                "name": f"Disciplina {i}",
                "for_sex": None,
                "no_pay": i == DISCIPLINES,
                "always_pay": i == DISCIPLINES - 1,
                "is_kata_a": i == 1,
                "is_kata_b": i == 2,
                "is_archived": False,
                "is_deleted": False,
            }
        )
        for category_id in range(1, CATEGORIES + 1):
            links.append({"id": len(links) + 1, "discipline_id": i, "category_id": category_id})
    return {"categories": categories, "disciplines": disciplines, "discipline_categories": links}


def _tournament() -> dict[str, Rows]:
    fees = (2000, 500, 3500, 500, 4500, 1000, 3000, 0)
    names = (
        "single_fee_1",
        "single_fee_1_break",
        "single_fee_2",
        "single_fee_2_break",
        "single_fee_other",
        "single_fee_other_break",
        "team_fee",
        "team_fee_break",
    )
    tournament = {
        "id": 1,
        "name": "Prvenstvo",
        "description": "<p>Opis</p>" * 20,
        "start_date": START,
        "end_date": None,
        "registration_open": True,
        "is_archived": False,
        "cover": None,
        "created_at": START,
        **dict(zip(names, fees, strict=True)),
    }
    single = range(1, DISCIPLINES + 1)
    team = range(DISCIPLINES + 1, DISCIPLINES + TEAM_DISCIPLINES + 1)
    return {
        "tournaments": [tournament],
        "tournament_disciplines": [
            {"id": i, "tournament_id": 1, "discipline_id": d} for i, d in enumerate(single, 1)
        ],
        "tournament_team_disciplines": [
            {"id": i, "tournament_id": 1, "discipline_id": d} for i, d in enumerate(team, 1)
        ],
    }


def _entries(rng: random.Random, team: bool) -> list[tuple[int, int]]:
    """(category, discipline) pairs: 1-4 disciplines in one or two categories."""
    if team:
        disciplines = rng.sample(range(DISCIPLINES + 1, DISCIPLINES + TEAM_DISCIPLINES + 1), 2)
        count = rng.randint(1, 2)
    else:
        disciplines = rng.sample(range(1, DISCIPLINES + 1), 4)
        count = rng.choices((1, 2, 3, 4), (45, 30, 15, 10))[0]
    categories = rng.sample(range(1, CATEGORIES + 1), 2)
    return [
        (categories[0] if rng.random() < 0.8 else categories[1], d) for d in disciplines[:count]
    ]


def _spread(total: int, parts: int) -> Iterator[int]:
    """``total`` split into ``parts`` nearly equal whole numbers."""
    for index in range(parts):
        yield total // parts + (1 if index < total % parts else 0)


def generate(
    clubs: int, registrations: int, seed: int = 2026, small_registrations: int = 300
) -> tuple[dict[str, Rows], Federation]:
    """Every table's rows, children after parents, and what they hold.

    The big tournament's rows do not depend on ``small_registrations``: the small one is
    copied from them afterwards."""
    rng = random.Random(seed)
    rows: dict[str, Rows] = {"clubs": [_club(c) for c in range(1, clubs + 1)]}
    rows.update(_catalogue())
    rows.update(_tournament())
    for name in (
        "members",
        "coaches",
        "referees",
        "officials",
        "club_deductions",
        "competitor_registrations",
        "competitor_entries",
        "team_registrations",
        "team_members",
        "team_entries",
        "tournament_coaches",
        "tournament_referees",
        "tournament_officials",
    ):
        rows[name] = []
    rows["users"] = [
        {
            "id": 1,
            "name": "Admin",
            "name_key": fold("Admin"),
            "email": "admin@bench.local",
            "password_hash": "-",
            "club_id": None,
            "avatar": None,
            "is_admin": True,
            "is_blocked": False,
            "token_version": 0,
        }
    ]
    federation = Federation(clubs=clubs)
    for club_id, count in zip(range(1, clubs + 1), _spread(registrations, clubs), strict=True):
        _club_rows(rng, rows, federation, club_id, count)
    _same_team_once(rows)
    federation.entries = len(rows["competitor_entries"]) + len(rows["team_entries"])
    _small_tournament(rows, federation, small_registrations)
    _same_team_once(rows)
    _club_user(rows, federation)
    return rows, federation


def _same_team_once(rows: dict[str, Rows]) -> None:
    """Team entries carry their team's tournament, type and member key, and the same team
    (members and type) holds an entry once per tournament (revision 0008): the rare random
    repeat is left out."""
    teams = {team["id"]: team for team in rows["team_registrations"]}
    members: dict[int, list[int]] = {}
    for member in rows["team_members"]:
        members.setdefault(member["team_id"], []).append(member["member_id"])
    kept, seen = [], set()
    for entry in rows["team_entries"]:
        team = teams[entry["team_id"]]
        entry["tournament_id"], entry["team_type"] = team["tournament_id"], team["type"]
        entry["member_key"] = team_member_key(members[team["id"]])
        same = tuple(entry[k] for k in ("tournament_id", "member_key", "team_type"))
        same += (entry["category_id"], entry["discipline_id"])
        if same not in seen:
            kept.append({**entry, "id": len(kept) + 1})  # ids stay 1..n for the copies
        seen.add(same)
    rows["team_entries"] = kept


REGISTRATION_CHILDREN = {
    "competitor_registrations": [("competitor_entries", "registration_id")],
    "team_registrations": [("team_members", "team_id"), ("team_entries", "team_id")],
}


def _copied(rows: Rows, ids: dict[int, int], key: str, changes: dict[str, Any]) -> Rows:
    """Copies of the rows whose ``key`` is in ``ids``, renumbered after ``rows``' last id,
    pointing at the copies of their parents (``ids``: old id -> new id)."""
    copies: Rows = []
    for row in rows:
        if row[key] in ids:
            copies.append({**row, **changes, "id": len(rows) + len(copies) + 1, key: ids[row[key]]})
    return copies


def _small_tournament(rows: dict[str, Rows], federation: Federation, registrations: int) -> None:
    """Tournament 2: as many clubs as hold ``registrations`` at the largest club's size, the
    largest club first, each with copies of its registrations in tournament 1."""
    largest = federation.largest_club
    count = max(1, min(federation.clubs, registrations // max(1, federation.by_club[largest])))
    chosen = sorted(federation.by_club, key=lambda club_id: (club_id != largest, club_id))
    clubs = {club_id: club_id for club_id in chosen[:count]}
    small = federation.small_tournament_id
    rows["tournaments"].append({**rows["tournaments"][0], "id": small, "name": "Mali turnir"})
    for name in ("tournament_disciplines", "tournament_team_disciplines"):
        rows[name] += _copied(rows[name], {1: small}, "tournament_id", {})
    first = {"tournament_id": small}
    for parent, children in REGISTRATION_CHILDREN.items():
        originals = [row for row in rows[parent] if row["club_id"] in clubs]
        copies = _copied(rows[parent], clubs, "club_id", first)
        rows[parent] += copies
        renumbered = {old["id"]: new["id"] for old, new in zip(originals, copies, strict=True)}
        for child, key in children:
            rows[child] += _copied(rows[child], renumbered, key, {})
        if parent == "competitor_registrations":
            for row in copies:
                row["assigned_number"] = row["id"] if row["assigned_number"] else None
            federation.small_competitors = len(copies)
        else:
            federation.small_teams = len(copies)
    for name in ("tournament_coaches", "tournament_referees", "tournament_officials"):
        rows[name] += _copied(rows[name], clubs, "club_id", first)
    rows["club_deductions"] += _copied(rows["club_deductions"], clubs, "club_id", first)
    federation.small_clubs = count


def _club_user(rows: dict[str, Rows], federation: Federation) -> None:
    """The largest club's coach account, and one of its members entered nowhere."""
    largest = federation.largest_club
    rows["users"].append(
        {
            **rows["users"][0],
            "id": federation.club_user_id,
            "name": "Trener",
            "name_key": fold("Trener"),
            "email": "coach@bench.local",
            "club_id": largest,
            "is_admin": False,
        }
    )
    entered = {row["member_id"] for row in rows["competitor_registrations"]}
    federation.spare_member = min(
        row["id"]
        for row in rows["members"]
        if row["club_id"] == largest and row["id"] not in entered
    )


def _club_rows(
    rng: random.Random, rows: dict[str, Rows], federation: Federation, club_id: int, count: int
) -> None:
    teams = round(count * TEAM_SHARE)
    competitors = count - teams
    first_member = len(rows["members"]) + 1
    members = list(range(first_member, first_member + max(competitors, 4) + 2))
    rows["members"].extend(_member(rng, m, club_id) for m in members)
    when = START + timedelta(minutes=club_id)
    for member_id in members[:competitors]:
        registration_id = len(rows["competitor_registrations"]) + 1
        rows["competitor_registrations"].append(
            {
                "id": registration_id,
                "tournament_id": 1,
                "club_id": club_id,
                "member_id": member_id,
                "assigned_number": registration_id if club_id % 3 else None,
                "created_at": when + timedelta(seconds=registration_id),
            }
        )
        for category_id, discipline_id in _entries(rng, team=False):
            rows["competitor_entries"].append(
                {
                    "id": len(rows["competitor_entries"]) + 1,
                    "registration_id": registration_id,
                    "category_id": category_id,
                    "discipline_id": discipline_id,
                }
            )
    for _ in range(teams):
        _team_rows(rng, rows, club_id, members, when)
    for kind, extra in PEOPLE.items():
        person_id = len(rows[kind]) + 1
        rows[kind].append(
            {
                "id": person_id,
                "club_id": club_id,
                "first_name": "Dragan",
                "last_name": f"Ilić{club_id}",
                "search_key": person_search_key("Dragan", f"Ilić{club_id}"),
                "avatar": None,
                **extra,
            }
        )
        link = {"id": person_id, "tournament_id": 1, "club_id": club_id}
        rows[f"tournament_{kind}"].append({**link, PERSON_ID[kind]: person_id})
    if club_id % 10 == 0:
        rows["club_deductions"].append(
            {"id": club_id // 10, "tournament_id": 1, "club_id": club_id, "deduction": 10}
        )
    federation.competitors += competitors
    federation.teams += teams
    federation.by_club[club_id] = count


def _team_rows(
    rng: random.Random, rows: dict[str, Rows], club_id: int, members: list[int], when: datetime
) -> None:
    team_id = len(rows["team_registrations"]) + 1
    rows["team_registrations"].append(
        {
            "id": team_id,
            "tournament_id": 1,
            "club_id": club_id,
            "type": rng.choice(("MEN", "WOMEN", "MIX")),
            "no_pay": rng.random() < 0.03,
            "always_pays": False,
            "created_at": when + timedelta(seconds=team_id),
        }
    )
    for position, member_id in enumerate(rng.sample(members, rng.randint(2, 4))):
        rows["team_members"].append(
            {
                "id": len(rows["team_members"]) + 1,
                "team_id": team_id,
                "member_id": member_id,
                "position": position,
            }
        )
    for category_id, discipline_id in _entries(rng, team=True):
        rows["team_entries"].append(
            {
                "id": len(rows["team_entries"]) + 1,
                "team_id": team_id,
                "category_id": category_id,
                "discipline_id": discipline_id,
            }
        )


PERSON_ID = {"coaches": "coach_id", "referees": "referee_id", "officials": "official_id"}
PEOPLE: dict[str, dict[str, Any]] = {
    "coaches": {"no_certificate_wff": "", "no_fudokan_passport": ""},
    "referees": {
        "dan": 3,
        "rang": "NATIONAL_A",
        "rang_other": "",
        "no_certificate_wff": "",
        "no_referee_certificate_wff": "",
        "no_fudokan_passport": "",
    },
    "officials": {"funct": "Sekretar"},
}


async def write(engine: AsyncEngine, rows: dict[str, Rows], batch: int = 5000) -> None:
    """Insert every table's rows in batches, parents first; PostgreSQL sequences follow."""
    tables: dict[str, Table] = dict(Base.metadata.tables)
    async with engine.begin() as connection:
        for table in Base.metadata.sorted_tables:
            table_rows = rows.get(table.name, [])
            for start in range(0, len(table_rows), batch):
                await connection.execute(
                    insert(tables[table.name]), table_rows[start : start + batch]
                )
            if engine.dialect.name == "postgresql" and table_rows and "id" in table.c:
                await connection.exec_driver_sql(
                    f"SELECT setval(pg_get_serial_sequence('{table.name}', 'id'), "
                    f"{max(r['id'] for r in table_rows)})"
                )
