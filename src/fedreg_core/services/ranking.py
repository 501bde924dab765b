"""A season's ranking per group kind (category x discipline x sex, or x team type), counted
from the placings of the complete groups of the season's tournaments whose draws are
published; and seeds for a tournament's group from it."""

from collections.abc import Iterator
from dataclasses import dataclass

from fedreg_core.domain.collation import serbian_key
from fedreg_core.domain.entities import User
from fedreg_core.domain.rules import Validation
from fedreg_core.domain.seasons import Season
from fedreg_core.draws.group_ids import GroupIds
from fedreg_core.draws.groups import Group
from fedreg_core.draws.ranking import Finish, RankedRow, ranked_seeds, season_ranking
from fedreg_core.ports.draws import DrawnEntrant
from fedreg_core.ports.seasons import RankedMember, SeasonDraws, SeasonTournament
from fedreg_core.ports.unit_of_work import DrawWork
from fedreg_core.services.draws import ensure_admin
from fedreg_core.services.results import group_played
from fedreg_core.services.seasons import found_season
from fedreg_core.services.tournament_guard import writable_tournament


@dataclass(frozen=True, slots=True)
class RankingGroup:
    group: Group
    category_name: str
    discipline_name: str
    rows: tuple[RankedRow, ...]


@dataclass(frozen=True, slots=True)
class SeasonRanking:
    season: Season
    tournaments: tuple[SeasonTournament, ...]
    groups: tuple[RankingGroup, ...]
    """By category, discipline and split; only the one asked for when one was."""


def _ranked_as(
    group: Group, entrant: DrawnEntrant, members: dict[int, RankedMember]
) -> tuple[int, str] | None:
    """Whom a placing counts for, by id and name: a team's club; an individual's member
    (nobody when the registration is gone)."""
    if group.team_type is not None:
        return None if entrant.club_id is None else (entrant.club_id, entrant.club_name)
    member = members.get(entrant.registration_id)
    return None if member is None else (member.member_id, member.name)


def finishes(found: SeasonDraws) -> Iterator[Finish]:
    """Every placing of a complete group of the season's tournaments, in their order."""
    for tournament in found.tournaments:
        members = found.members.get(tournament.id, {})
        results = found.results.get(tournament.id, {})
        scores = found.scores.get(tournament.id, {})
        for draw in found.draws.get(tournament.id, []):
            key = draw.group.key
            played = group_played(draw, results.get(key, {}), scores.get(key, {}))
            entrants = {e.registration_id: e for e in draw.entrants}
            for placing in played.placings if played.complete else ():
                entrant = entrants[placing.key]
                ranked = _ranked_as(draw.group, entrant, members)
                if ranked is not None:
                    yield Finish(tournament.id, draw.group, *ranked, entrant.club_name,
                                 placing.place)  # fmt: skip


async def read_ranking(uow: DrawWork, season: Season, group_key: str | None) -> SeasonRanking:
    """The season's ranking in the open ``uow`` (of the group kind ``group_key`` only, when
    given): a fixed number of statements."""
    found = await uow.seasons.season_draws(season.starts_on, season.ends_on)
    ranking = season_ranking(finishes(found), season.points)
    categories, disciplines = await uow.registration_reads.catalogue()
    groups = []
    for group, rows in ranking.items():
        if group_key not in (None, group.key):
            continue
        category = categories.get(group.category_id)
        discipline = disciplines.get(group.discipline_id)
        names = (category.name if category else "", discipline.name if discipline else "")
        groups.append(RankingGroup(group, *names, rows))
    groups.sort(key=lambda g: (serbian_key(g.category_name), serbian_key(g.discipline_name),
                               g.group.key))  # fmt: skip
    return SeasonRanking(season, found.tournaments, tuple(groups))


async def ranking(
    uow: DrawWork, actor: User, season_id: int, group_key: str | None = None
) -> SeasonRanking:
    """The season's ranking (anyone signed in)."""
    del actor
    async with uow.read_only():
        return await read_ranking(uow, await found_season(uow, season_id), group_key)


async def seed_from_ranking(
    uow: DrawWork,
    ids: GroupIds,
    actor: User,
    tournament_id: int,
    group_name: str,
    season_id: int,
    ranking_group: str | None = None,
) -> dict[int, int]:
    """Seeds 1 to 4 for the group's entries best ranked in the season, in place of its
    seeds so far (admins): ``RuleBroken`` for a season that does not exist or a ranking of
    another group kind (``ranking_group``, when given), and nothing changes."""
    ensure_admin(actor)
    async with uow:
        await writable_tournament(uow.tournaments, tournament_id)
        entries = await uow.draws.group_entries(tournament_id)
        group = ids.find(tournament_id, {e.group for e in entries}, group_name)
        season = await uow.seasons.get(season_id)
        v = Validation()
        v.check("seasonId", season is not None, "error_season_unknown")
        same = ranking_group in (None, group.key)
        v.check("rankingGroup", same, "error_ranking_other_group")
        v.raise_if_broken()
        assert season is not None
        ranked = await read_ranking(uow, season, group.key)
        rows = ranked.groups[0].rows if ranked.groups else ()
        entered = {e.registration_id: e.club_id for e in entries if e.group == group}
        if group.sex is not None:
            entered = await uow.seasons.members_of(tournament_id, list(entered))
        seeds = ranked_seeds(rows, entered)
        await uow.draws.set_seeds(tournament_id, group, seeds)
        await uow.commit()
        return seeds
