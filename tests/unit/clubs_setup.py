"""Shared set-up of the club, people, users and settings service tests: two clubs, three users."""

from dataclasses import dataclass, field, replace
from datetime import date
from typing import Any

from fedreg_core.domain.entities import Club, Member, Settings, User
from fedreg_core.domain.enums import BELTS, Variant
from fedreg_core.services.images import ImageUpload
from fedreg_core.services.person_kinds import FormContext
from tests.fakes import FakeDatabase, FakeFileStore, FakeImageChecker, FakeUnitOfWork

TODAY = date(2026, 3, 1)
FORM = FormContext(BELTS[Variant.DEFAULT], TODAY)
IMAGE = b"IMG+meta picture"


def new_club(name: str, email: str = "klub@klub.rs") -> Club:
    return Club(name, name[:3], "Beograd", "Ulica 1", email, "Ana", "060111222")


def new_member(club_id: int, first: str = "Ana", last: str = "Anić") -> Member:
    return Member(club_id, first, last, date(2010, 5, 17), False, "PLAVI")


@dataclass
class World:
    """Clubs Sokol (the coach's) and Soko (the other coach's); an admin without a club."""

    uow: FakeUnitOfWork = field(default_factory=FakeUnitOfWork)
    files: FakeFileStore = field(default_factory=FakeFileStore)
    images: FakeImageChecker = field(default_factory=FakeImageChecker)
    sokol: Club = field(init=False)
    soko: Club = field(init=False)
    admin: User = field(init=False)
    coach: User = field(init=False)
    other: User = field(init=False)

    @property
    def db(self) -> FakeDatabase:
        return self.uow.db

    async def populate(self) -> "World":
        self.sokol = await self.db.clubs.add(new_club("Sokol"))
        self.soko = await self.db.clubs.add(new_club("Soko"))
        self.admin = await self.db.users.add(User("Admin", "admin@fed.rs", "h", is_admin=True))
        self.coach = await self.db.users.add(User("Coach", "coach@klub.rs", "h", self.sokol.id))
        self.other = await self.db.users.add(User("Other", "other@klub.rs", "h", self.soko.id))
        return self

    @property
    def sokol_id(self) -> int:
        assert self.sokol.id is not None
        return self.sokol.id

    @property
    def soko_id(self) -> int:
        assert self.soko.id is not None
        return self.soko.id

    def upload(self, data: bytes = IMAGE) -> ImageUpload:
        return ImageUpload(data, self.files, self.images)

    async def set_settings(self, **changes: Any) -> Settings:
        return await self.db.settings.update(replace(await self.db.settings.get(), **changes))

    async def member_of(self, club_id: int, first: str = "Ana", last: str = "Anić") -> Member:
        return await self.db.members.add(new_member(club_id, first, last))
