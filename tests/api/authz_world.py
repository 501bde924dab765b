"""The federation the authorization matrix runs against, and fresh data for each call.

One world per module (building it takes seconds): an admin, the owning club A with its
user, another club B with its user, a user of club A blocked after signing in, a catalogue,
an open tournament, a closed one and an archived one with an image and a document. Calls
that may change something get fresh targets made here, straight through the unit of work,
so no case depends on what another did. ``snapshot`` reads every table and every stored
file, to show that a refused call changed nothing.
"""

import hashlib
import itertools
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from datetime import date, datetime
from pathlib import Path
from typing import Any

from litestar.testing import AsyncTestClient

from adapters.http.app import create_app
from adapters.security.passwords import BcryptPasswordHasher
from adapters.sql.migrate import upgrade
from adapters.sql.models import AttemptRow, RequestCountRow
from adapters.unit_of_work import Factory, UnitOfWork
from entrypoints.bootstrap import Runtime, build_runtime
from entrypoints.settings import load_config
from fedreg_core.domain.entities import (
    Category,
    CategoryEntry,
    Club,
    ClubDeduction,
    Coach,
    CompetitorRegistration,
    Discipline,
    Member,
    Official,
    PasswordReset,
    Referee,
    TeamRegistration,
    Tournament,
    TournamentFile,
    TournamentPerson,
    User,
)
from fedreg_core.domain.enums import DrawFormat, RefereeRang, TeamType
from fedreg_core.fees import FeeSchedule
from fedreg_core.ports.listing import ListQuery
from fedreg_core.services.admins import create_admin
from tests.api.conftest import PASSWORD, registration_body

ROLES = ("anon", "blocked", "other", "owner", "admin")
FEES = FeeSchedule(2000, 500, 3500, 500, 4500, 1000, 3000, 0)
START = datetime(2026, 1, 1, 9, 0)
PERSON_KINDS = ("members", "coaches", "referees", "officials")

COUNTED_REQUESTS = {AttemptRow.__tablename__, RequestCountRow.__tablename__, "sqlite_sequence"}
"""Tables of the requests the rate limits count (and ``sqlite_sequence``: their ids)."""


@dataclass
class Call:
    """What one request sends: path parameters, a JSON body or a file, and who owns it."""

    params: dict[str, int | str] = field(default_factory=dict)
    json: Any = None
    files: dict[str, tuple[str, bytes, str]] | None = None
    query: dict[str, str] | None = None
    owner: int | None = None
    """A user id that plays the "owner" role for this call (a fresh club's user)."""


@dataclass
class World:
    client: AsyncTestClient[Any]
    runtime: Runtime
    users: dict[str, int] = field(default_factory=dict)
    blocked_token: str = ""
    ids: dict[str, int] = field(default_factory=dict)
    password_hash: str = ""
    counter: Iterator[int] = field(default_factory=itertools.count)

    @property
    def uow(self) -> Factory:
        return self.runtime.context.uow

    @property
    def club_a(self) -> int:
        return self.ids["club_a"]

    @property
    def club_b(self) -> int:
        return self.ids["club_b"]

    def unique(self, prefix: str) -> str:
        return f"{prefix}{next(self.counter)}"

    async def headers(self, role: str, call: Call) -> dict[str, str]:
        """A bearer token as the role holds it now (tokens end when a password changes)."""
        if role == "anon":
            return {}
        if role == "blocked":
            return {"Authorization": f"Bearer {self.blocked_token}"}
        user_id = call.owner if role == "owner" and call.owner else self.users[role]
        async with self.uow() as uow:
            user = await uow.users.get(user_id)
        assert user is not None and user.id is not None
        token = self.runtime.context.tokens.issue(user.id, user.token_version)
        return {"Authorization": f"Bearer {token}"}

    async def email_of(self, role: str) -> str:
        async with self.uow() as uow:
            user = await uow.users.get(self.users[role])
        assert user is not None
        return user.email

    # Fresh data ---------------------------------------------------------------------------

    async def _stored(self, make: Any) -> int:
        async with self.uow() as uow:
            stored = await make(uow)
            await uow.commit()
        assert stored.id is not None
        return int(stored.id)

    async def person(self, kind: str, club_id: int, is_male: bool = False) -> int:
        name = self.unique("Osoba")
        made: dict[str, Any] = {
            "members": Member(club_id, name, "Anić", date(2001, 1, 1), is_male, "PLAVI"),
            "coaches": Coach(club_id, name, "Ilić", "WFF-1", "FP-1"),
            "referees": Referee(club_id, name, "Jović", 3, RefereeRang.NATIONAL_A),
            "officials": Official(club_id, name, "Marić", "Sekretar"),
        }
        return await self._stored(lambda uow: getattr(uow, kind).add(made[kind]))

    async def user(self, club_id: int | None = None) -> int:
        email = f"{self.unique('korisnik')}@example.com"
        user = User("Korisnik", email, self.password_hash, club_id)
        return await self._stored(lambda uow: uow.users.add(user))

    async def club_with_user(self) -> tuple[int, int]:
        club = Club(self.unique("Klub "), "K", "Niš", "Ulica 1", "k@example.com", "Ana", "06")
        club_id = await self._stored(lambda uow: uow.clubs.add(club))
        return club_id, await self.user(club_id)

    async def category(self) -> int:
        return await self._stored(lambda uow: uow.categories.add(Category(self.unique("Kat"))))

    async def discipline(self, *category_ids: int) -> int:
        categories = list(category_ids) or [self.ids["seniors"]]
        discipline = Discipline(self.unique("Disc"), categories)
        return await self._stored(lambda uow: uow.disciplines.add(discipline))

    async def tournament(self, **changes: Any) -> int:
        tournament = Tournament(
            self.unique("Turnir "),
            "<p>Turnir</p>",
            START,
            None,
            fees=FEES,
            discipline_ids=[self.ids["kumite"], self.ids["kata"]],
            team_discipline_ids=[self.ids["team"], self.ids["team2"]],
        )
        tournament = replace(tournament, **changes)
        return await self._stored(lambda uow: uow.tournaments.add(tournament))

    async def link(self, repository: str, tournament_id: int, discipline_id: int) -> int:
        async with self.uow() as uow:
            query = ListQuery(equals={"tournament_id": tournament_id}, limit=100)
            links = (await getattr(uow, repository).page(query)).items
        return next(int(x.id) for x in links if x.discipline_id == discipline_id)

    async def discipline_category(self, discipline_id: int, category_id: int) -> int:
        async with self.uow() as uow:
            query = ListQuery(equals={"discipline_id": discipline_id}, limit=100)
            links = (await uow.discipline_categories.page(query)).items
        return next(x.id for x in links if x.category_id == category_id and x.id is not None)

    async def tournament_file(self, repository: str, tournament_id: int) -> int:
        record = TournamentFile(tournament_id, self.unique("fajl"), "/files/x/none.png", 10)
        return await self._stored(lambda uow: getattr(uow, repository).add(record))

    async def deduction(self, tournament_id: int, club_id: int) -> int:
        deduction = ClubDeduction(tournament_id, club_id, 10)
        return await self._stored(lambda uow: uow.club_deductions.add(deduction))

    def entries(self, *names: str) -> list[CategoryEntry]:
        return [CategoryEntry(self.ids["seniors"], [self.ids[n] for n in names])]

    async def competitor(
        self, club_id: int, tournament: str = "open", discipline: str = "kumite"
    ) -> int:
        member = await self.person("members", club_id)
        registration = CompetitorRegistration(
            self.ids[tournament], club_id, member, self.entries(discipline), created_at=START
        )
        return await self._stored(lambda uow: uow.competitor_registrations.add(registration))

    async def team(self, club_id: int) -> int:
        members = [await self.person("members", club_id) for _ in range(2)]
        team = TeamRegistration(
            self.ids["open"], club_id, TeamType.WOMEN, members, self.entries("team")
        )
        return await self._stored(lambda uow: uow.team_registrations.add(team))

    async def registered(self, kind: str, club_id: int) -> int:
        """A coach, referee or official of the club registered for the open tournament."""
        person = await self.person(kind, club_id)
        link = TournamentPerson(self.ids["open"], club_id, person)
        await self._stored(lambda uow: getattr(uow, f"tournament_{kind}").add(link))
        return person

    async def reset_token(self) -> str:
        token = self.unique("reset-token-")
        user_id = await self.user()
        digest = hashlib.sha256(token.encode()).hexdigest()
        reset = PasswordReset(user_id, digest, datetime(2999, 1, 1))
        await self._stored(lambda uow: uow.password_resets.add(reset))
        return token

    # What a refused call must leave alone ---------------------------------------------------

    def snapshot(self) -> dict[str, Any]:
        """Every row of every table but the requests the rate limits count (the public
        pages count every request, refused ones too), and the stored files' names and sizes."""
        database = self.runtime.config.data_dir / "fedreg.db"
        with sqlite3.connect(database) as db:
            tables = [
                name
                for (name,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
                if name
                not in {AttemptRow.__tablename__, RequestCountRow.__tablename__, "sqlite_sequence"}
            ]
            rows = {t: sorted(map(repr, db.execute(f'SELECT * FROM "{t}"'))) for t in tables}
        files_dir = self.runtime.config.files_dir
        stored = sorted(
            (str(p.relative_to(files_dir)), p.stat().st_size)
            for p in files_dir.rglob("*")
            if p.is_file()
        )
        return {"rows": rows, "files": stored}


async def _populate(world: World, uow_factory: Any) -> None:
    ids = world.ids
    async with uow_factory() as uow:
        u: UnitOfWork = uow
        seniors = await u.categories.add(Category("Seniors"))
        assert seniors.id is not None
        ids["seniors"] = seniors.id
        for name in ("kumite", "kata", "team", "team2"):
            team = name.startswith("team")
            kata = name == "kata"  # drawn as kata by points
            drawn = DrawFormat.KATA_POINTS if kata else None
            discipline = Discipline(
                name, [seniors.id], is_team=team, is_kata_a=kata, draw_format=drawn
            )
            stored = await u.disciplines.add(discipline)
            assert stored.id is not None
            ids[name] = stored.id
        await u.commit()
    ids["open"] = await world.tournament(registration_open=True)
    ids["closed"] = await world.tournament()
    ids["day"] = await world.tournament()  # competition day: drawn, published, results
    ids["archived"] = await world.tournament(is_archived=True)
    ids["archived_image"] = await world.tournament_file("tournament_images", ids["archived"])
    ids["archived_document"] = await world.tournament_file("documents", ids["archived"])
    ids["open_image"] = await world.tournament_file("tournament_images", ids["open"])
    ids["open_document"] = await world.tournament_file("documents", ids["open"])
    ids["deduction"] = await world.deduction(ids["open"], world.club_a)
    for kind in PERSON_KINDS:
        ids[f"{kind}_a"] = await world.person(kind, world.club_a)
    for club in ("a", "b"):
        ids[f"competitor_{club}"] = await world.competitor(ids[f"club_{club}"])
        ids[f"team_{club}"] = await world.team(ids[f"club_{club}"])
    async with uow_factory() as uow:
        settings = await uow.settings.get()
        ids["settings"] = settings.id
        await uow.settings.update(replace(settings, active_tournament_id=ids["open"]))
        await uow.commit()


async def build_world(data_dir: Path) -> World:
    """The app on a fresh database, the accounts signed in, the data stored."""
    config = load_config(
        {
            "FEDREG_DATA_DIR": str(data_dir),
            "FEDREG_SECRET_KEY": "test-secret-key-of-a-proper-length-0123456789",
            "FEDREG_PUBLIC_URL": "http://testserver.local",
            "FEDREG_SIGN_IN_ATTEMPTS_PER_MINUTE": "100000",
        }
    )
    runtime = build_runtime(config)  # makes the data folder
    await upgrade(config.database_url)
    runtime = replace(runtime, context=replace(runtime.context, hasher=BcryptPasswordHasher(4)))
    app = create_app(runtime.context)
    client: AsyncTestClient[Any] = AsyncTestClient(app=app, base_url="http://testserver.local")
    await client.__aenter__()
    world = World(client, runtime)
    for role, club in (("owner", "Karate klub Sloga"), ("other", "Karate klub Borac")):
        body = registration_body(f"{role}@example.com")
        body["club"]["name"] = club
        answer = await client.post("/api/register", json=body)
        assert answer.status_code == 201, answer.text
        world.users[role] = answer.json()["user"]["id"]
        world.ids[f"club_{'a' if role == 'owner' else 'b'}"] = answer.json()["club"]["id"]
    context = runtime.context
    admin = await create_admin(context.uow(), context.hasher, "admin@example.com", "A", PASSWORD)
    assert admin.id is not None
    world.users["admin"] = admin.id
    async with context.uow() as uow:
        owner = await uow.users.get(world.users["owner"])
        assert owner is not None
        world.password_hash = owner.password_hash
    world.ids["owner_user"] = world.users["owner"]
    world.users["blocked"] = await world.user(world.club_a)
    await _block(world)
    await _populate(world, context.uow)
    return world


async def _block(world: World) -> None:
    """Sign the blocked user in, then block them through the API: the token predates it."""
    email = (await _user(world, world.users["blocked"])).email
    login = await world.client.post("/api/login", json={"email": email, "password": PASSWORD})
    assert login.status_code == 200, login.text
    world.blocked_token = login.json()["token"]
    admin = await world.headers("admin", Call())
    url = f"/api/model/User/{world.users['blocked']}/update"
    blocked = await world.client.post(url, json={"isBlocked": True}, headers=admin)
    assert blocked.status_code == 200, blocked.text


async def _user(world: World, user_id: int) -> User:
    async with world.uow() as uow:
        user = await uow.users.get(user_id)
    assert user is not None
    return user


async def close_world(world: World) -> None:
    await world.client.__aexit__(None, None, None)
    await world.runtime.close()
