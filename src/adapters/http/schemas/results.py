"""Shapes of results on the day: a bout's result as a table sends it, a group's bouts and
placings as they stand, the medal table."""

from typing import Annotated

import msgspec

from adapters.http.params import BodyId
from adapters.http.schemas.accounts import Body
from adapters.http.schemas.conversion.from_core import answer_from
from adapters.http.schemas.draws import DrawEntrantOut, DrawOut, draw_out, entrant_out
from adapters.http.schemas.kata import KataOut, kata_out
from fedreg_core.domain.enums import BoutEnding, SeenSex, TeamType
from fedreg_core.draws.group_ids import GroupIds
from fedreg_core.messages import DEFAULT_LANGUAGE
from fedreg_core.services.medals import MedalTable
from fedreg_core.services.results import POINTS_MAX, GroupResults, ResultEntry

Points = Annotated[int, msgspec.Meta(ge=0, le=POINTS_MAX)]
Version = Annotated[int, msgspec.Meta(ge=0, le=2**31 - 1)]


class ResultIn(Body, kw_only=True):
    """A bout's result: the winner's registration id, how it ended, the points when the
    table gives them, and the bout's ``version`` as the table saw it (0: no result yet)."""

    winner: BodyId
    ending: BoutEnding = BoutEnding.POINTS
    red_points: Points | None = None
    blue_points: Points | None = None
    version: Version = 0

    def entry(self) -> ResultEntry:
        return ResultEntry(
            self.winner, self.ending, self.red_points, self.blue_points, self.version
        )


class PlayedBoutOut(msgspec.Struct, rename="camel", kw_only=True):
    """A bout as it stands: its fighters (``null`` while not known or a bye), its winner
    (recorded, or a bye's fighter), and its recorded result's details and version (0: none)."""

    round: int
    index: int
    red: int | None
    blue: int | None
    winner: int | None
    ending: BoutEnding | None
    red_points: int | None
    blue_points: int | None
    version: int


class PlacingOut(msgspec.Struct, rename="camel"):
    registration_id: int
    place: int


class StandingOut(msgspec.Struct, rename="camel"):
    registration_id: int
    wins: int
    points: int


class GroupResultsOut(msgspec.Struct, rename="camel", kw_only=True):
    """A drawn group on the day. ``mayRecord``: the reader may record a bout's first result
    now; ``mayCorrect``: change or clear a recorded one. ``reset``: the bouts ("round/index")
    whose results the change just made took with it (a correction's later bouts; for kata by
    points the performances, "round/registrationId"); ``kata``: a kata-by-points group's
    rounds."""

    draw: DrawOut
    bouts: list[PlayedBoutOut]
    placings: list[PlacingOut]
    standings: list[StandingOut]
    complete: bool
    may_record: bool
    may_correct: bool
    reset: list[str]
    kata: KataOut | None = None


def group_results_out(
    found: GroupResults, ids: GroupIds, tournament_id: int, language: str = DEFAULT_LANGUAGE
) -> GroupResultsOut:
    """``language``: the reader's, for a kata group's messages."""
    played = found.played
    names = {e.registration_id: e.name for e in found.draw.entrants}
    return GroupResultsOut(
        draw=draw_out(found.draw, ids, tournament_id),
        bouts=[
            answer_from(
                PlayedBoutOut,
                b,
                ending=b.result.ending if b.result else None,
                red_points=b.result.red_points if b.result else None,
                blue_points=b.result.blue_points if b.result else None,
                version=b.result.version if b.result else 0,
            )
            for b in played.bouts
        ],
        placings=[PlacingOut(p.key, p.place) for p in played.placings],
        standings=[StandingOut(s.key, s.wins, s.points) for s in played.standings],
        complete=played.complete,
        may_record=found.rights.may_record,
        may_correct=found.rights.may_correct,
        reset=[f"{r}/{i}" for r, i in found.reset],
        kata=None if found.kata is None else kata_out(found.kata, names, language),
    )


class PlacedOut(msgspec.Struct, rename="camel"):
    place: int
    entrant: DrawEntrantOut


class GroupPlacingsOut(msgspec.Struct, rename="camel", kw_only=True, omit_defaults=True):
    """A group's placings: ``sex`` for individuals, ``teamType`` for teams."""

    group_key: str
    category_name: str
    discipline_name: str
    sex: SeenSex | None = None
    team_type: TeamType | None = None
    complete: bool
    placings: list[PlacedOut]


class ClubMedalsOut(msgspec.Struct, rename="camel"):
    club_id: int | None
    club_name: str
    gold: int
    silver: int
    bronze: int


class MedalTableOut(msgspec.Struct):
    """Clubs by gold, then silver, then bronze; every drawn group's placings so far."""

    clubs: list[ClubMedalsOut]
    groups: list[GroupPlacingsOut]


def medal_table_out(table: MedalTable) -> MedalTableOut:
    return MedalTableOut(
        clubs=[answer_from(ClubMedalsOut, c) for c in table.clubs],
        groups=[
            answer_from(
                GroupPlacingsOut,
                g,
                group_key=g.name,
                sex=g.group.sex,
                team_type=g.group.team_type,
                placings=[PlacedOut(p.place, entrant_out(p.entrant)) for p in g.placings],
            )
            for g in table.groups
        ],
    )
