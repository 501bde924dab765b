"""Results PDFs: what the core prints of a group (its bouts as played, a round robin's table,
its placings) and of a tournament (every group's placings, the medals per club), and the
PDF Typst makes of it, names in Serbian Latin and Cyrillic included."""

from io import BytesIO

from pypdf import PdfReader

from adapters.printing.typst_printer import TypstReportPrinter, typeset_results
from fedreg_core.domain.enums import BoutEnding, DrawFormat, SeenSex
from fedreg_core.draws.groups import Group
from fedreg_core.draws.making import bouts_of
from fedreg_core.draws.played import GroupBout, RecordedResult, play
from fedreg_core.ports.draws import DrawnEntrant
from fedreg_core.ports.printing import PrintedPlacing, PrintedResults
from fedreg_core.services import result_prints
from fedreg_core.services.draw_reads import DrawView
from fedreg_core.services.results import GroupResults, group_results
from fedreg_core.services.tatamis import ResultRights
from tests.unit.registrations_setup import Cup
from tests.unit.test_draws_service import IDS, fresh, key
from tests.unit.test_results_service import drawn, fighters, win

GROUP = Group(1, 2, sex=SeenSex.WOMEN)
NAMES = ("Ана Јовић", "Đurđa Šćekić", "Čedna Žužić", "Mila Ilić")


def group_of(draw_format: DrawFormat, lines: tuple[int | None, ...]) -> GroupResults:
    """Entrants 1.. named from ``NAMES`` on ``lines``; round one's first bout won by red 3:1."""
    entrants = tuple(
        DrawnEntrant(key, line, NAMES[key - 1], 10 + key, f"KK {key}", 1 if key == 1 else None)
        for line, key in enumerate(lines)
        if key is not None
    )
    view = DrawView(GROUP, draw_format, 7, False, True, entrants, bouts_of(draw_format, lines))
    first = play(draw_format, lines, {}).bouts[0]
    assert first.red is not None
    results = {(first.round, first.index): RecordedResult(first.red, BoutEnding.POINTS, 3, 1)}
    return GroupResults(view, play(draw_format, lines, results), ResultRights(False, False))


def pdf_text(content: bytes) -> str:
    pages = PdfReader(BytesIO(content)).pages
    return " ".join(" ".join(page.extract_text().split()) for page in pages)


def test_a_bracket_prints_its_bouts_by_round_with_the_byes() -> None:
    printed = result_prints.printed_group(
        group_of(DrawFormat.ELIMINATION_TWO_BRONZES, (1, 2, 3, None)), "Seniori", "Kumite", "sr"
    )
    assert printed.title == "Seniori · Kumite · Žene"
    assert [(b.heading, b.number) for b in printed.bouts] == [
        ("Polufinale", 1), ("Polufinale", 2), ("Finale", 1)
    ]  # fmt: skip
    first, bye, final = printed.bouts
    assert (first.red.name, first.red.seed, first.winner, first.score) == (
        NAMES[0],
        1,
        NAMES[0],
        "3 : 1",
    )
    assert first.ending == "poeni"
    assert (bye.blue.name, bye.winner, bye.ending) == ("slobodan", NAMES[2], "")
    assert (final.red.name, final.blue.name, final.winner) == (NAMES[0], NAMES[2], "")
    assert printed.placings == (PrintedPlacing(3, NAMES[1], "KK 2"),)
    assert ("Stanje", "u toku") in printed.facts


def test_a_repechage_names_its_side_and_the_bronze_bout() -> None:
    found = group_of(DrawFormat.ELIMINATION_REPECHAGE, tuple(range(1, 5)) + (None,) * 4)
    headings = [
        result_prints.bout_heading(DrawFormat.ELIMINATION_REPECHAGE, 8, bout, "en")
        for bout in (found.played.bouts[0], found.played.bouts[-1])
    ]
    assert headings[0] == "Round 1"
    repechage = GroupBout(4, 1, 1, 2, None, None)
    last = result_prints.bout_heading(DrawFormat.ELIMINATION_REPECHAGE, 8, repechage, "en")
    assert last == "Repechage B · Bronze"


def test_a_round_robin_prints_its_table() -> None:
    printed = result_prints.printed_group(
        group_of(DrawFormat.ROUND_ROBIN, (1, 2, 3)), "Seniori", "Kata", "en"
    )
    assert {b.heading for b in printed.bouts} == {""} and len(printed.bouts) == 3
    top = printed.standings[0]
    assert (top.place, top.name, top.wins, top.points) == (1, NAMES[0], 1, 3)
    assert printed.placings == ()


def test_the_pdf_has_every_name_in_latin_and_cyrillic() -> None:
    group = result_prints.printed_group(
        group_of(DrawFormat.ROUND_ROBIN, (1, 2, 3, 4)), "Seniori", "Kata", "sr"
    )
    printed = PrintedResults(
        "Rezultati", (("Turnir", "Kup Čačka"),), (group,), True, (),
        result_prints.printed_labels("sr"), "", "sr",
    )  # fmt: skip
    text = pdf_text(typeset_results(printed))
    assert typeset_results(printed).startswith(b"%PDF")
    for name in (*NAMES, "Kup Čačka", "Tabela", "Još nema osvojenih medalja."):
        assert name in text


class KeptPrinter(TypstReportPrinter):
    """Typst's printer that keeps what it was given to print."""

    def __init__(self) -> None:
        self.printed: list[PrintedResults] = []

    async def results_pdf(self, results: PrintedResults) -> bytes:
        self.printed.append(results)
        return await super().results_pdf(results)


async def test_a_tournament_prints_every_groups_placings_then_the_medals(cup: Cup) -> None:
    await drawn(cup, 2)
    found = await win_final(cup)
    printer = KeptPrinter()
    content = await result_prints.tournament_results_pdf(
        fresh(cup),
        printer,
        IDS,
        cup.fed.coach,
        cup.cup,
        language="en",
        today=cup.clock.now().date(),
    )
    (printed,) = printer.printed
    (summary,) = printed.groups
    assert summary.bouts == () and [p.place for p in summary.placings] == [1, 2]
    assert printed.with_medals and [m.total for m in printed.medals] == [1, 1]
    text = pdf_text(content)
    assert found in text and "Medals per club" in text


async def win_final(cup: Cup) -> str:
    """The only bout of a group of two won by red; red's name."""
    group = await win(cup, (1, 0), fighters(await read(cup), (1, 0))[0] or 0)
    winner = group.played.placings[0].key
    return next(e.name for e in group.draw.entrants if e.registration_id == winner)


async def read(cup: Cup) -> GroupResults:
    return await group_results(fresh(cup), IDS, cup.fed.admin, cup.cup, key(cup))


async def test_a_group_prints_its_bouts_and_placings(cup: Cup) -> None:
    await drawn(cup, 2)
    name = await win_final(cup)
    printer = KeptPrinter()
    content = await result_prints.group_results_pdf(
        fresh(cup), printer, IDS, cup.fed.coach, cup.cup, key(cup), language="sr",
        today=cup.clock.now().date(),
    )  # fmt: skip
    (printed,) = printer.printed
    (group,) = printed.groups
    assert not printed.with_medals and len(group.bouts) == 1 and group.bouts[0].winner == name
    assert content.startswith(b"%PDF")
