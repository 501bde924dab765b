"""Repository ports: load and store entities; nothing here commits."""

from typing import Protocol, TypeVar

from fedreg_core.domain.entities import (
    Category,
    Club,
    ClubDeduction,
    Coach,
    Discipline,
    Member,
    Official,
    PasswordReset,
    Referee,
    Settings,
    Tournament,
    User,
)
from fedreg_core.ports.listing import ListQuery, Page, UserSummary

EntityT = TypeVar("EntityT")


class Repository(Protocol[EntityT]):
    """Store and load one kind of entity by id."""

    async def get(self, entity_id: int) -> EntityT | None: ...

    async def add(self, entity: EntityT) -> EntityT:
        """Store a new entity and give it its id."""
        ...

    async def update(self, entity: EntityT) -> EntityT: ...

    async def delete(self, entity_id: int) -> None: ...

    async def page(self, query: ListQuery) -> Page[EntityT]:
        """One page of entities and how many match, in a fixed number of statements."""
        ...


class UserRepository(Repository[User], Protocol):
    async def get_by_email(self, email: str) -> User | None:
        """The user whose e-mail matches, ignoring case."""
        ...

    async def summary_page(self, query: ListQuery) -> Page[UserSummary]:
        """One page of users with their club's name (``equals`` on user fields)."""
        ...


class SettingsRepository(Protocol):
    async def get(self) -> Settings:
        """The one settings row (created with defaults when missing)."""
        ...

    async def update(self, settings: Settings) -> Settings: ...


class PasswordResetRepository(Protocol):
    async def add(self, reset: PasswordReset) -> PasswordReset: ...

    async def get_by_digest(self, token_digest: str) -> PasswordReset | None: ...

    async def update(self, reset: PasswordReset) -> PasswordReset: ...


ClubRepository = Repository[Club]
MemberRepository = Repository[Member]
CoachRepository = Repository[Coach]
RefereeRepository = Repository[Referee]
OfficialRepository = Repository[Official]
CategoryRepository = Repository[Category]
DisciplineRepository = Repository[Discipline]
TournamentRepository = Repository[Tournament]
ClubDeductionRepository = Repository[ClubDeduction]
