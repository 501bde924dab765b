"""Link resources for clients that sync links one by one (admins change them).

DisciplineCategories ``{disciplineId, categoryId}``; TournamentDisciplines and
TournamentTeamDisciplines ``{tournamentId, disciplineId}``. Both ends must exist (a newly
linked discipline must not be archived, and be of the list's kind: individual or team); a
link is there once (``Conflict``). The last link of its owner stays (a discipline needs a
category, a tournament a discipline and a team discipline: ``RuleBroken`` on the owner's
field). Links of a tournament are read like the tournament: those of archived ones by
admins only, and those stay as they are.
"""

from collections.abc import Awaitable, Callable
from dataclasses import asdict, dataclass
from typing import Generic, TypeVar

from fedreg_core.domain.entities import User
from fedreg_core.domain.errors import Conflict, NotFound, RuleBroken
from fedreg_core.domain.links import DisciplineCategory, TournamentDiscipline
from fedreg_core.domain.registration_rules import discipline_kind_error
from fedreg_core.ports.listing import ListQuery, Page
from fedreg_core.ports.unit_of_work import CatalogWork
from fedreg_core.services.admin_editing import Pick, ensure_may_manage_catalog
from fedreg_core.services.editing import Entity, load
from fedreg_core.services.listing import Filter, Listing, ListRequest, Visible, shown_in_full
from fedreg_core.services.tournament_guard import refuse_if_archived
from fedreg_core.services.tournament_reads import ensure_one_tournament_asked, sees_tournament

L = TypeVar("L", bound=Entity)


@dataclass(frozen=True, slots=True)
class LinkKind(Generic[L]):
    name: str
    repository: Pick[CatalogWork, L]
    listing: Listing
    check: Callable[[CatalogWork, L], Awaitable[None]]
    """``RuleBroken`` when an end of the link does not exist or may not be linked."""
    owner: str
    """The end whose list of links this is (``discipline_id``, ``tournament_id``)."""
    last: tuple[str, str]
    """The owner's form field that may not become empty, and the message key saying so."""

    @property
    def of_tournament(self) -> bool:
        return self.owner == "tournament_id"


async def _discipline_error(uow: CatalogWork, discipline_id: int, is_team: bool) -> str | None:
    """Why the discipline cannot be linked to a tournament's list of this kind, if it cannot."""
    discipline = await uow.disciplines.get(discipline_id)
    if discipline is None or discipline.is_archived:
        return "discipline_unavailable"
    return discipline_kind_error(discipline, is_team)


async def _check_discipline_category(uow: CatalogWork, link: DisciplineCategory) -> None:
    errors = {}
    if await uow.disciplines.get(link.discipline_id) is None:
        errors["disciplineId"] = "invalid_value"
    if await uow.categories.get(link.category_id) is None:
        errors["categoryId"] = "invalid_value"
    if errors:
        raise RuleBroken(errors)


def _tournament_discipline_check(
    is_team: bool,
) -> Callable[[CatalogWork, TournamentDiscipline], Awaitable[None]]:
    """The check of a link to a tournament's individual (or, ``is_team``, team) disciplines."""

    async def check(uow: CatalogWork, link: TournamentDiscipline) -> None:
        errors = {}
        if await uow.tournaments.get(link.tournament_id) is None:
            errors["tournamentId"] = "invalid_value"
        discipline_error = await _discipline_error(uow, link.discipline_id, is_team)
        if discipline_error is not None:
            errors["disciplineId"] = discipline_error
        if errors:
            raise RuleBroken(errors)

    return check


DISCIPLINE_CATEGORIES: LinkKind[DisciplineCategory] = LinkKind(
    "discipline categories",
    lambda uow: uow.discipline_categories,
    Listing((), (), {"disciplineId": Filter("discipline_id", int)}),
    _check_discipline_category,
    "discipline_id",
    ("categoryIds", "error_last_category"),
)
TOURNAMENT_LISTING = Listing((), (), {"tournamentId": Filter("tournament_id", int)})
TOURNAMENT_DISCIPLINES: LinkKind[TournamentDiscipline] = LinkKind(
    "tournament disciplines",
    lambda uow: uow.tournament_disciplines,
    TOURNAMENT_LISTING,
    _tournament_discipline_check(is_team=False),
    "tournament_id",
    ("disciplineIds", "error_last_discipline"),
)
TOURNAMENT_TEAM_DISCIPLINES: LinkKind[TournamentDiscipline] = LinkKind(
    "tournament team disciplines",
    lambda uow: uow.tournament_team_disciplines,
    TOURNAMENT_LISTING,
    _tournament_discipline_check(is_team=True),
    "tournament_id",
    ("teamDisciplineIds", "error_last_team_discipline"),
)


async def _refuse_if_archived(uow: CatalogWork, kind: LinkKind[L], link: L) -> None:
    """The disciplines of an archived tournament stay as they are."""
    if kind.of_tournament:
        await refuse_if_archived(uow.tournaments, getattr(link, kind.owner))


async def list_links(
    uow: CatalogWork, kind: LinkKind[L], actor: User, request: ListRequest
) -> Page[Visible[L]]:
    """Links in the order they were made (``by`` their owner's id; non-admins list the
    links of one tournament they see)."""
    query = kind.listing.query(request)
    async with uow:
        if kind.of_tournament:
            ensure_one_tournament_asked(actor, query)
            if not await sees_tournament(uow.tournaments, actor, query.equals.get("tournament_id")):
                return Page([], 0)
        return shown_in_full(await kind.repository(uow).page(query))


async def get_link(uow: CatalogWork, kind: LinkKind[L], actor: User, link_id: int) -> Visible[L]:
    async with uow:
        link = await load(kind.repository(uow), link_id)
        if kind.of_tournament and not await sees_tournament(
            uow.tournaments, actor, getattr(link, kind.owner)
        ):
            raise NotFound
    return Visible(link)


async def create_link(uow: CatalogWork, kind: LinkKind[L], actor: User, link: L) -> Visible[L]:
    ensure_may_manage_catalog(actor)
    async with uow:
        await _refuse_if_archived(uow, kind, link)
        await kind.check(uow, link)
        repository = kind.repository(uow)
        ends = {name: value for name, value in asdict(link).items() if name != "id"}
        if (await repository.page(ListQuery(equals=ends, limit=1))).total:
            raise Conflict("error_already_linked")
        stored = await repository.add(link)
        await uow.commit()
    return Visible(stored)


async def delete_link(uow: CatalogWork, kind: LinkKind[L], actor: User, link_id: int) -> None:
    """Remove a link, never its owner's last one (``RuleBroken``)."""
    ensure_may_manage_catalog(actor)
    async with uow:
        repository = kind.repository(uow)
        link = await load(repository, link_id)
        await _refuse_if_archived(uow, kind, link)
        siblings = ListQuery(equals={kind.owner: getattr(link, kind.owner)}, limit=2)
        if (await repository.page(siblings)).total < 2:
            field, message_key = kind.last
            raise RuleBroken.single(field, message_key)
        await repository.delete(link_id)
        await uow.commit()
