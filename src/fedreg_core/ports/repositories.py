"""Repository ports: load and store entities; nothing here commits."""

from collections.abc import Iterable, Sequence
from datetime import datetime
from typing import Protocol, TypeVar

from fedreg_core.domain.entities import (
    Category,
    Club,
    ClubDeduction,
    Coach,
    Discipline,
    HistoryEntry,
    Member,
    Official,
    PasswordReset,
    Referee,
    Settings,
    Tournament,
    TournamentFile,
    User,
)
from fedreg_core.domain.links import DisciplineCategory, TournamentDiscipline
from fedreg_core.ports.listing import ListQuery, Page, UserSummary
from fedreg_core.ports.views import DisciplineView, TournamentView

EntityT = TypeVar("EntityT")


class Repository(Protocol[EntityT]):
    """Store and load one kind of entity by id."""

    async def get(self, entity_id: int) -> EntityT | None: ...

    async def get_many(self, entity_ids: Iterable[int]) -> list[EntityT]:
        """The entities with these ids that exist, in id order (one statement)."""
        ...

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


class ClubRepository(Repository[Club], Protocol):
    async def get_by_name(self, name: str) -> Club | None:
        """The club, deleted ones included, whose name is ``name`` without case, diacritics
        and script (``folding.fold``)."""
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

    async def use_all_of(self, user_id: int, at: datetime) -> list[int]:
        """Mark every still unused token of the user used ``at``, in one step that a
        concurrent call cannot share; answer the ids of the tokens this call marked."""
        ...

    async def count_unexpired(self, user_id: int, now: datetime) -> int:
        """How many of the user's tokens, used or not, expire after ``now``: those issued
        within one token lifetime."""
        ...


class CatalogRepository(Repository[EntityT], Protocol):
    """Categories and disciplines."""


class DisciplineRepository(CatalogRepository[Discipline], Protocol):
    async def view_page(self, query: ListQuery) -> Page[DisciplineView]:
        """One page of disciplines with their categories named, in a fixed number of statements."""
        ...

    async def get_view(self, discipline_id: int) -> DisciplineView | None: ...


class TournamentRepository(Repository[Tournament], Protocol):
    async def view_page(self, query: ListQuery) -> Page[TournamentView]:
        """One page of tournaments with everything a ``TournamentView`` holds, in a fixed
        number of statements."""
        ...

    async def get_view(self, tournament_id: int) -> TournamentView | None: ...

    async def names_listing(self, discipline_id: int, *, as_team: bool) -> list[str]:
        """The names of the tournaments that list the discipline among their team
        (``as_team``) or individual disciplines, by name (one statement)."""
        ...


class HistoryRepository(Protocol):
    async def add(self, entry: HistoryEntry) -> HistoryEntry: ...

    async def add_all(self, entries: Sequence[HistoryEntry]) -> None:
        """Many entries in one statement (their ids are not read back)."""
        ...

    async def list_for_tournament(self, tournament_id: int) -> list[HistoryEntry]:
        """A tournament's entries, newest first, with the user's name (``None`` once deleted)."""
        ...


MemberRepository = Repository[Member]
CoachRepository = Repository[Coach]
RefereeRepository = Repository[Referee]
OfficialRepository = Repository[Official]
CategoryRepository = CatalogRepository[Category]
ClubDeductionRepository = Repository[ClubDeduction]
DisciplineCategoryRepository = Repository[DisciplineCategory]
TournamentDisciplineRepository = Repository[TournamentDiscipline]
TournamentFileRepository = Repository[TournamentFile]
