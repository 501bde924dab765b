"""A person's export lists every recorded bout their entry fought, won or lost, with the
opponent as the draw shows them: in an elimination with repechage, in a round robin with a
withdrawn entrant (whose unrecorded walkovers are no results), and, defensively, results that
do not fit their draw (a redraw removes them with the old draw; only data written by hand
could hold such)."""

from datetime import datetime

from fedreg_core.domain.access import PersonRef
from fedreg_core.domain.enums import BoutEnding, DrawFormat, SeenSex
from fedreg_core.draws.groups import Group
from fedreg_core.draws.played import BoutKey, RecordedResult
from fedreg_core.ports.draws import DrawnEntrant, StoredDraw
from fedreg_core.ports.person_records import HeldGroup, HeldResult, PersonHoldings
from fedreg_core.services.person_export import export_document, export_person
from fedreg_core.services.person_kinds import MEMBERS
from tests.fake_access_log import ORIGIN
from tests.fakes import FakeDatabase, FakeUnitOfWork
from tests.unit.test_access_log_service import ADMIN, club_and_member

ENTRY = 11
"""The member's registration in every group below."""
NAMES = {
    ENTRY: ("Đorđe Šćekić", "Karate klub Čačak"),
    12: ("Марко Марковић", "Карате клуб Ђердап"),
    13: ("Žarko Đurić", "Karate klub Niš"),
    14: ("Ćira Čolić", "Karate klub Čačak"),
    15: ("Љубиша Јовић", "Карате клуб Партизан"),
    16: ("Šime Šarić", "Karate klub Novi Sad"),
    17: ("Ђурђа Живковић", "Карате клуб Ђердап"),
}
KUMITE = Group(3, 4, sex=SeenSex.MEN)


def _draw(
    draw_format: DrawFormat, lines: list[int | None], withdrawn: frozenset[int] = frozenset()
) -> StoredDraw:
    entrants = tuple(
        DrawnEntrant(key, line, NAMES[key][0], None, NAMES[key][1], None, key in withdrawn)
        for line, key in enumerate(lines)
        if key is not None
    )
    return StoredDraw(KUMITE, draw_format, 7, len(lines), "f", entrants)


def _group(draw: StoredDraw, results: dict[BoutKey, RecordedResult]) -> HeldGroup:
    """The group in tournament 1, each result recorded a minute after the one before."""
    at = {key: datetime(2026, 3, 7, 10, minute) for minute, key in enumerate(results)}
    return HeldGroup(1, "Prvenstvo Srbije", ENTRY, draw, results, at)


async def _exported_results(held: PersonHoldings) -> list[object]:
    db = FakeDatabase()
    _club_id, member_id = await club_and_member(db)
    db.person_records.held[PersonRef("members", member_id)] = held
    export = await export_person(FakeUnitOfWork(db), ADMIN, MEMBERS, member_id, ORIGIN)
    results = export_document(export)["results"]
    assert isinstance(results, list)
    return results


def _fought(results: list[object]) -> list[tuple[object, ...]]:
    return [
        (r["kind"], r["round"], r["value"], r["opponent"], r["opponentClub"], r["points"],
         r["opponentPoints"])
        for r in results
        if isinstance(r, dict)
    ]  # fmt: skip


async def test_an_elimination_lists_the_won_the_lost_and_the_repechage_bout() -> None:
    draw = _draw(DrawFormat.ELIMINATION_REPECHAGE, [12, ENTRY, 13, 14, 15, 16, 17, None])
    results = {
        (1, 0): RecordedResult(ENTRY, red_points=1, blue_points=3),
        (1, 1): RecordedResult(13),
        (1, 2): RecordedResult(15),
        (2, 0): RecordedResult(13, BoutEnding.HANSOKU, red_points=2, blue_points=0),
        (2, 1): RecordedResult(15),  # 17 came through a bye: not a bout held on anyone
        (3, 0): RecordedResult(15),
        (4, 0): RecordedResult(ENTRY, BoutEnding.KIKEN),  # the repechage: 14 against 11
        (4, 1): RecordedResult(16),
    }

    found = await _exported_results(PersonHoldings(groups=[_group(draw, results)]))

    assert _fought(found) == [
        ("bout_won", 1, "POINTS", "Марко Марковић", "Карате клуб Ђердап", 3, 1),
        ("bout_lost", 2, "HANSOKU", "Žarko Đurić", "Karate klub Niš", 2, 0),  # 11 red now
        ("bout_won", 4, "KIKEN", "Ćira Čolić", "Karate klub Čačak", None, None),
    ]
    assert {r["groupKey"] for r in found if isinstance(r, dict)} == {KUMITE.key}


async def test_a_round_robin_lists_the_members_bouts_and_no_unrecorded_walkover() -> None:
    # bouts in order: 11-12, 13-14, 11-13, 12-14, 11-14, 12-13; 14 withdrew
    draw = _draw(DrawFormat.ROUND_ROBIN, [ENTRY, 12, 13, 14], withdrawn=frozenset({14}))
    results = {
        (1, 0): RecordedResult(ENTRY, red_points=4, blue_points=2),
        (1, 2): RecordedResult(13, red_points=0, blue_points=1),
        (1, 5): RecordedResult(12),
    }
    kata = HeldResult(1, "Kup Beograda", "i-1-2-MEN", "kata_score", 1, "245",
                      datetime(2026, 3, 7, 10, 0, 30))  # fmt: skip

    found = await _exported_results(PersonHoldings(results=[kata], groups=[_group(draw, results)]))

    assert _fought(found) == [
        ("bout_won", 1, "POINTS", "Марко Марковић", "Карате клуб Ђердап", 4, 2),
        ("kata_score", 1, "245", "", "", None, None),
        ("bout_lost", 1, "POINTS", "Žarko Đurić", "Karate klub Niš", 0, 1),
    ]


async def test_a_group_drawn_again_after_its_results_keeps_the_members_wins() -> None:
    # results that do not fit the draw (written by hand: a redraw removes them with the old
    # draw): 11 beat 12, then lost to 13
    draw = _draw(DrawFormat.ELIMINATION_TWO_BRONZES, [ENTRY, None, 12, 13])
    results = {(1, 1): RecordedResult(ENTRY), (2, 0): RecordedResult(13)}

    found = await _exported_results(PersonHoldings(groups=[_group(draw, results)]))

    assert _fought(found) == [("bout_won", 1, "POINTS", "", "", None, None)]
