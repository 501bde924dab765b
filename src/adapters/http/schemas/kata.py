"""Shapes of kata by points on the day: a performance's score as a table sends it, and a
kata group's rounds, medal bouts and ties as they stand."""

from collections.abc import Mapping
from typing import Annotated

import msgspec

from adapters.http.schemas.accounts import Body
from fedreg_core.draws.kata_day import KataRecord
from fedreg_core.draws.kata_points import MedalBout
from fedreg_core.messages import translate
from fedreg_core.services.kata_results import SCORE_MOST, KataEntry
from fedreg_core.services.results import KataDay

Hundredths = Annotated[int, msgspec.Meta(ge=0, le=SCORE_MOST)]
Version = Annotated[int, msgspec.Meta(ge=0, le=2**31 - 1)]


class KataScoreIn(Body, kw_only=True):
    """A performance's score and, when the table has one, its tie-break, in hundredths of a
    point (4230 for 42.30); ``version``: the performance's as the table saw it (0: none)."""

    score: Hundredths
    tie_break: Hundredths | None = None
    version: Version = 0

    def entry(self) -> KataEntry:
        return KataEntry(self.score, self.tie_break, self.version)


class KataPerformanceOut(msgspec.Struct, rename="camel", kw_only=True):
    """A competitor in a round's group or a medal bout: the score recorded (``null``: not
    performed yet), its version (0: none) and, once the group is ranked, the rank in it."""

    registration_id: int
    score: int | None
    tie_break: int | None
    version: int
    rank: int | None


class KataGroupOut(msgspec.Struct, rename="camel"):
    performances: list[KataPerformanceOut]


class KataRoundOut(msgspec.Struct, rename="camel"):
    round: int
    groups: list[KataGroupOut]


class KataMedalBoutOut(msgspec.Struct, rename="camel", kw_only=True):
    """The final, then the bronze bouts; ``blue`` ``null``: red wins without performing."""

    red: KataPerformanceOut
    blue: KataPerformanceOut | None
    winner: int | None


class KataOut(msgspec.Struct, rename="camel", kw_only=True):
    """A kata-by-points group: its rounds of groups reached so far (of ``roundsOfGroups``),
    its medal bouts (scored as round ``medalRound``) once known, who performs next and
    ``tied``: competitors level where it decides something, who perform again (``tie`` says
    so in the reader's language, naming them)."""

    rounds: list[KataRoundOut]
    rounds_of_groups: int
    medal_round: int | None
    medal_bouts: list[KataMedalBoutOut]
    to_perform: list[int]
    tied: list[int]
    tie: str | None


def kata_out(day: KataDay, names: Mapping[int, str], language: str) -> KataOut:
    """``names``: the entrants' names by registration id, for the tie's message."""
    found = day.standing
    state = found.state
    level = ", ".join(names.get(key, str(key)) for key in found.tied)

    def performance(number: int, key: int, rank: int | None = None) -> KataPerformanceOut:
        record: KataRecord | None = day.recorded.get((number, key))
        return KataPerformanceOut(
            registration_id=key,
            score=record.total if record else None,
            tie_break=record.tie_break if record else None,
            version=record.version if record else 0,
            rank=rank,
        )

    def bout(number: int, b: MedalBout) -> KataMedalBoutOut:
        blue = None if b.blue is None else performance(number, b.blue)
        return KataMedalBoutOut(red=performance(number, b.red), blue=blue, winner=b.winner)

    rounds = []
    for number, groups in enumerate(state.rounds, 1):
        listed = []
        for group in groups:
            rank = {r.key: r.rank for r in group.ranking}
            listed.append(KataGroupOut([performance(number, k, rank.get(k)) for k in group.keys]))
        rounds.append(KataRoundOut(number, listed))
    medals = found.medal_round or 0
    return KataOut(
        rounds=rounds,
        rounds_of_groups=found.rounds_of_groups,
        medal_round=found.medal_round,
        medal_bouts=[bout(medals, b) for b in state.medal_bouts],
        to_perform=list(state.to_perform),
        tied=list(found.tied),
        tie=translate("kata_tied", language, {"names": level}) if found.tied else None,
    )
