"""Shapes of the draws: what an admin sends to make, seed and publish them, what reads answer."""

from typing import Annotated, Any

import msgspec

from adapters.http.params import BodyId
from adapters.http.schemas.accounts import Body
from adapters.http.schemas.conversion.from_core import answer_from
from fedreg_core.domain.enums import DrawFormat, SeenSex, TeamType
from fedreg_core.draws.group_ids import ID_BYTES, GroupIds
from fedreg_core.draws.groups import Group
from fedreg_core.draws.model import MAX_SEEDS
from fedreg_core.ports.draws import DrawnEntrant
from fedreg_core.services.draw_reads import DrawsOverview, DrawView, GroupState

GROUP_NAME_LENGTH = ID_BYTES * 8 // 5
GROUP_NAME_PATTERN = f"^[a-z2-7]{{{GROUP_NAME_LENGTH}}}$"
GroupKey = Annotated[str, msgspec.Meta(pattern=GROUP_NAME_PATTERN)]
DrawSeed = Annotated[int, msgspec.Meta(ge=0, le=2**53 - 1)]
SeedMark = Annotated[int, msgspec.Meta(ge=1, le=MAX_SEEDS)]


class MakeDrawsIn(Body, kw_only=True):
    """``groups``: the ``groupKey``s of the groups to draw (all with an entry when left
    out); ``seed``: the random draw's seed (drawn and recorded when left out)."""

    groups: Annotated[list[GroupKey], msgspec.Meta(max_length=2000)] | None = None
    seed: DrawSeed | None = None


class PublishIn(Body, kw_only=True):
    """``published``: clubs may read the draws (true, the default) or no longer (false)."""

    published: bool = True


class SeedIn(Body):
    registration_id: BodyId
    seed: SeedMark


class SeedsIn(Body):
    """A group's seeds, replacing the ones marked before (an empty list clears them)."""

    seeds: Annotated[list[SeedIn], msgspec.Meta(max_length=MAX_SEEDS)]


class PublishedOut(msgspec.Struct):
    """``published``: clubs may read the tournament's draws."""

    published: bool


class DrawEntrantOut(msgspec.Struct, rename="camel", omit_defaults=True):
    registration_id: int
    name: str
    club_id: int | None
    club_name: str
    seed: int | None
    withdrawn: bool = False
    """Gone from the group when the draw was confirmed: the others win its bouts."""


class BoutOut(msgspec.Struct):
    """``red``/``blue``: registration ids; ``null`` for a bye or while results are unknown."""

    round: int
    index: int
    red: int | None
    blue: int | None


class DrawOut(msgspec.Struct, rename="camel", kw_only=True, omit_defaults=True):
    """A group's draw (``groupKey``: the group's opaque name, the same on every read):
    ``sex`` for individuals, ``teamType`` for teams; rounds after the
    final are the repechage steps (index 0 the top finalist's line, 1 the bottom one's)."""

    group_key: str
    category_id: int
    discipline_id: int
    sex: SeenSex | None = None
    team_type: TeamType | None = None
    format: DrawFormat
    seed: int
    stale: bool
    published: bool
    entrants: list[DrawEntrantOut]
    bouts: list[BoutOut]
    confirmed: bool = False
    """The admin kept it after its group's entries changed."""
    may_confirm: bool = False
    """The signed-in user may confirm it as it stands (``confirmDraw``)."""


class GroupStateOut(msgspec.Struct, rename="camel", kw_only=True, omit_defaults=True):
    """A group: its entries now, its format, whether it is drawn (with the seed, and the
    clubs its entrants are of: ``clubIds``, empty while not drawn) and, when stale, who came
    (``added``) and went (``removed``) since."""

    group_key: str
    category_id: int
    category_name: str
    discipline_id: int
    discipline_name: str
    sex: SeenSex | None = None
    team_type: TeamType | None = None
    size: int
    format: DrawFormat
    drawn: bool
    seed: int | None
    stale: bool
    added: list[str]
    removed: list[str]
    club_ids: list[int]


class DrawsOut(msgspec.Struct):
    published: bool
    groups: list[GroupStateOut]


def entrant_out(entrant: DrawnEntrant) -> DrawEntrantOut:
    return answer_from(DrawEntrantOut, entrant)


def _group_fields(group: Group, ids: GroupIds, tournament_id: int) -> dict[str, Any]:
    """The fields that name a group in every answer about it."""
    return {
        "group_key": ids.of(tournament_id, group),
        "category_id": group.category_id,
        "discipline_id": group.discipline_id,
        "sex": group.sex,
        "team_type": group.team_type,
    }


def draw_out(view: DrawView, ids: GroupIds, tournament_id: int) -> DrawOut:
    return answer_from(
        DrawOut,
        view,
        **_group_fields(view.group, ids, tournament_id),
        entrants=[entrant_out(e) for e in view.entrants],
        bouts=[BoutOut(b.round, b.index, b.red, b.blue) for b in view.bouts],
    )


def group_state_out(state: GroupState, ids: GroupIds, tournament_id: int) -> GroupStateOut:
    return answer_from(
        GroupStateOut,
        state,
        **_group_fields(state.group, ids, tournament_id),
        drawn=state.seed is not None,
        added=list(state.added),
        removed=list(state.removed),
        club_ids=list(state.club_ids),
    )


def draws_out(overview: DrawsOverview, ids: GroupIds, tournament_id: int) -> DrawsOut:
    groups = [group_state_out(s, ids, tournament_id) for s in overview.groups]
    return DrawsOut(overview.published, groups)
