"""Shapes of seasons and their rankings: a season as the admin sends it (its points table row
by row, either number may be left out: the rules name it) and as it is read, a season's
ranking per group kind, and seeds taken from it."""

from datetime import date
from typing import Annotated

import msgspec

from adapters.http.params import BodyId
from adapters.http.schemas.accounts import Body, Text
from adapters.http.schemas.conversion.from_core import answer_from
from fedreg_core.domain.enums import SeenSex, TeamType
from fedreg_core.domain.seasons import PointsRow, Season
from fedreg_core.draws.model import MAX_SEEDS
from fedreg_core.draws.ranking import RankedRow
from fedreg_core.services.ranking import RankingGroup, SeasonRanking
from fedreg_core.services.seasons import SeasonIn

RANKING_GROUP_PATTERN = r"^[it]-\d{1,10}-\d{1,10}-[A-Z_]{1,16}$"
RankingGroupKey = Annotated[str, msgspec.Meta(pattern=RANKING_GROUP_PATTERN)]
"""A group kind: ``i-<category>-<discipline>-<sex>``, ``t-<category>-<discipline>-<team type>``."""
Whole = Annotated[int, msgspec.Meta(ge=-(2**31), le=2**31 - 1)]


class PointsRowIn(Body, kw_only=True):
    place: Whole | None = None
    points: Whole | None = None


class SeasonBody(Body, kw_only=True):
    """A season from ``startsOn`` to ``endsOn`` (both days included) with its points table:
    the points each place earns (a place left out earns none)."""

    name: Text
    starts_on: date
    ends_on: date
    points: Annotated[list[PointsRowIn], msgspec.Meta(max_length=1024)]

    def wanted(self) -> SeasonIn:
        rows = tuple(PointsRow(row.place, row.points) for row in self.points)
        return SeasonIn(self.name, self.starts_on, self.ends_on, rows)


class PointsRowOut(msgspec.Struct):
    place: int
    points: int


class SeasonOut(msgspec.Struct, rename="camel"):
    id: int
    name: str
    starts_on: date
    ends_on: date
    points: list[PointsRowOut]


def season_out(season: Season) -> SeasonOut:
    points = [PointsRowOut(place, points) for place, points in season.points.items()]
    return answer_from(SeasonOut, season, id=season.id or 0, points=points)


class SeasonTournamentOut(msgspec.Struct):
    id: int
    name: str
    day: date


class FinishOut(msgspec.Struct, rename="camel"):
    tournament_id: int
    place: int
    points: int


class RankedRowOut(msgspec.Struct, rename="camel"):
    """A ranked competitor: ``memberId`` of an individual, ``clubId`` of a club's team."""

    position: int
    member_id: int | None
    club_id: int | None
    name: str
    club_name: str
    points: int
    finishes: list[FinishOut]


class RankingGroupOut(msgspec.Struct, rename="camel", kw_only=True, omit_defaults=True):
    """A group kind's ranking: ``key`` names it (``rankingGroup``); ``sex`` for individuals,
    ``teamType`` for teams."""

    key: str
    category_id: int
    category_name: str
    discipline_id: int
    discipline_name: str
    sex: SeenSex | None = None
    team_type: TeamType | None = None
    rows: list[RankedRowOut]


class SeasonRankingOut(msgspec.Struct):
    season: SeasonOut
    tournaments: list[SeasonTournamentOut]
    groups: list[RankingGroupOut]


def _row_out(row: RankedRow, team: bool) -> RankedRowOut:
    finishes = [answer_from(FinishOut, s) for s in row.finishes]
    member, club = (None, row.who) if team else (row.who, None)
    return answer_from(RankedRowOut, row, member_id=member, club_id=club, finishes=finishes)


def _group_out(found: RankingGroup) -> RankingGroupOut:
    group, team = found.group, found.group.team_type is not None
    return RankingGroupOut(
        key=group.key, category_id=group.category_id, category_name=found.category_name,
        discipline_id=group.discipline_id, discipline_name=found.discipline_name,
        sex=group.sex, team_type=group.team_type, rows=[_row_out(r, team) for r in found.rows],
    )  # fmt: skip


def ranking_out(found: SeasonRanking) -> SeasonRankingOut:
    tournaments = [answer_from(SeasonTournamentOut, t) for t in found.tournaments]
    groups = [_group_out(g) for g in found.groups]
    return SeasonRankingOut(season_out(found.season), tournaments, groups)


class SeedFromRankingIn(Body, kw_only=True):
    """Seeds from the season's ranking; ``rankingGroup``: the ranking asked for, refused
    unless it is the group's own kind (left out: the group's own)."""

    season_id: BodyId
    ranking_group: RankingGroupKey | None = None


class SeededOut(msgspec.Struct, rename="camel"):
    registration_id: int
    seed: Annotated[int, msgspec.Meta(ge=1, le=MAX_SEEDS)]


def seeded_out(seeds: dict[int, int]) -> list[SeededOut]:
    return [SeededOut(key, seed) for key, seed in sorted(seeds.items(), key=lambda s: s[1])]
