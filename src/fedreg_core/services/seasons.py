"""Seasons and their points tables: set by admins, read by everyone signed in."""

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from fedreg_core.domain.entities import User
from fedreg_core.domain.errors import NotFound
from fedreg_core.domain.seasons import PointsRow, Season, checked_season
from fedreg_core.ports.unit_of_work import DrawWork
from fedreg_core.services.draws import ensure_admin


@dataclass(frozen=True, slots=True)
class SeasonIn:
    """A season as the admin sends it: the points table as typed, row by row."""

    name: str
    starts_on: date
    ends_on: date
    points: Sequence[PointsRow]


async def seasons(uow: DrawWork, actor: User) -> list[Season]:
    """Every season, the earliest first (anyone signed in)."""
    del actor
    async with uow.read_only():
        return await uow.seasons.seasons()


async def found_season(uow: DrawWork, season_id: int) -> Season:
    """The season of ``season_id`` in the open ``uow``; ``NotFound`` when there is none."""
    season = await uow.seasons.get(season_id)
    if season is None:
        raise NotFound(what="season", key=season_id)
    return season


async def create_season(uow: DrawWork, actor: User, wanted: SeasonIn) -> Season:
    """A new season (admins): its rules are ``checked_season``'s."""
    ensure_admin(actor)
    async with uow:
        others = await uow.seasons.seasons()
        season = checked_season(
            wanted.name, wanted.starts_on, wanted.ends_on, wanted.points, others
        )
        stored = await uow.seasons.add(season)
        await uow.commit()
        return stored


async def update_season(uow: DrawWork, actor: User, season_id: int, wanted: SeasonIn) -> Season:
    """Change a season's name, days and points table (admins)."""
    ensure_admin(actor)
    async with uow:
        await found_season(uow, season_id)
        others = await uow.seasons.seasons()
        season = checked_season(
            wanted.name, wanted.starts_on, wanted.ends_on, wanted.points, others, season_id
        )
        await uow.seasons.update(season)
        await uow.commit()
        return season


async def delete_season(uow: DrawWork, actor: User, season_id: int) -> None:
    """Forget a season and its points table (admins); its tournaments stay as they are."""
    ensure_admin(actor)
    async with uow:
        await found_season(uow, season_id)
        await uow.seasons.remove(season_id)
        await uow.commit()


async def season_named(uow: DrawWork, actor: User, name_or_id: str) -> Season:
    """The season of that id, else of that name (ignoring case); ``NotFound`` when none is."""
    wanted = name_or_id.strip()
    for season in await seasons(uow, actor):
        if str(season.id) == wanted or season.name.casefold() == wanted.casefold():
            return season
    raise NotFound(what="season", key=name_or_id)
