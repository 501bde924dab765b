"""Results as PDF through the ``ReportPrinter`` port: a group's bouts as played with its
placings, and a tournament's placings of every group with the medal table per club. What
is printed is built here, in the reader's language; the printer only typesets it."""

from datetime import date

from fedreg_core.domain.entities import User
from fedreg_core.domain.enums import DrawFormat
from fedreg_core.draws.group_ids import GroupIds
from fedreg_core.draws.played import GroupBout
from fedreg_core.messages import translate
from fedreg_core.ports.draws import DrawnEntrant
from fedreg_core.ports.printing import (
    PrintedBout,
    PrintedEntrant,
    PrintedGroupResults,
    PrintedMedals,
    PrintedPlacing,
    PrintedResults,
    PrintedStanding,
    ReportPrinter,
)
from fedreg_core.ports.unit_of_work import DrawWork
from fedreg_core.services.draw_prints import group_title, round_headings
from fedreg_core.services.medals import MedalTable, read_medal_table
from fedreg_core.services.print_header import read_print_header
from fedreg_core.services.results import GroupResults, read_group_results

LABELS = (
    "round", "bout", "red", "blue", "winner", "ending", "score", "wins", "points", "total",
    "medals", "placings", "bouts", "standings", "no_placings", "no_medals",
)  # fmt: skip
SHEET_LABELS = ("place", "name", "club", "gold", "silver", "bronze")
"""Labels the results workbook's columns have already (``results_...``)."""


def printed_labels(language: str) -> dict[str, str]:
    printed = {key: translate(f"print_results_{key}", language) for key in LABELS}
    return printed | {key: translate(f"results_{key}", language) for key in SHEET_LABELS}


def bout_heading(draw_format: DrawFormat, size: int, bout: GroupBout, language: str) -> str:
    """``Round 1``, ``Semi-final``, ``Final``; a repechage step ``Repechage A · Round 1`` up to
    ``Repechage B · Bronze``; nothing in a round robin (its bouts have one round)."""
    if draw_format is DrawFormat.ROUND_ROBIN:
        return ""
    rounds = round_headings(size, language)[:-1]
    if bout.round <= len(rounds):
        return rounds[bout.round - 1]
    step = bout.round - len(rounds)
    side = translate("print_repechage_line", language).replace("{line}", "AB"[bout.index])
    last = len(rounds) - 2
    what = (
        translate("print_bronze", language)
        if step == last
        else f"{translate('print_round', language)} {step}"
    )
    return f"{side} · {what}"


def printed_bout(
    heading: str, bout: GroupBout, entrants: dict[int, DrawnEntrant], language: str
) -> PrintedBout:
    def fighter(key: int | None) -> PrintedEntrant:
        if key is None:
            alone = bout.round == 1 and (bout.red is None) != (bout.blue is None)
            return PrintedEntrant(translate("print_bye", language) if alone else "", "", None)
        entrant = entrants[key]
        return PrintedEntrant(entrant.name, entrant.club_name, entrant.seed)

    result = bout.result
    winner = entrants[bout.winner].name if bout.winner is not None else ""
    ending = translate(f"print_ending_{result.ending}", language) if result else ""
    given = result is not None and (result.red_points, result.blue_points) != (None, None)
    score = f"{result.red_points or 0} : {result.blue_points or 0}" if result and given else ""
    number = bout.index + 1
    return PrintedBout(
        heading, number, fighter(bout.red), fighter(bout.blue), winner, ending, score
    )


def printed_group(
    found: GroupResults, category_name: str, discipline_name: str, language: str
) -> PrintedGroupResults:
    """One group's bouts in the order they are fought (byes and bouts still waiting for
    their fighters included), a round robin's table, then the placings so far."""
    view, played = found.draw, found.played
    entrants = {e.registration_id: e for e in view.entrants}
    size = 2 * sum(1 for b in played.bouts if b.round == 1)
    bouts = tuple(
        printed_bout(bout_heading(view.format, size, b, language), b, entrants, language)
        for b in played.bouts
    )
    table = tuple(
        PrintedStanding(n, entrants[s.key].name, entrants[s.key].club_name, s.wins, s.points)
        for n, s in enumerate(played.standings, 1)
    )
    placings = tuple(
        PrintedPlacing(p.place, entrants[p.key].name, entrants[p.key].club_name)
        for p in played.placings
    )
    title = group_title(view.group, category_name, discipline_name, language)
    return PrintedGroupResults(
        title, _group_facts(view.format, len(entrants), played.complete, view.stale, language),
        bouts, table, placings,
    )  # fmt: skip


def _state(complete: bool, language: str) -> tuple[str, str]:
    done = "print_results_complete" if complete else "print_results_in_progress"
    return translate("print_results_state", language), translate(done, language)


def _group_facts(
    draw_format: DrawFormat, entrants: int, complete: bool, stale: bool, language: str
) -> tuple[tuple[str, str], ...]:
    def t(key: str) -> str:
        return translate(key, language)

    facts = [
        (t("print_format"), t(f"print_format_{draw_format}")),
        (t("print_entrants"), str(entrants)),
        _state(complete, language),
    ]
    if stale:
        facts.append(("!", t("print_stale")))
    return tuple(facts)


def printed_summary(table: MedalTable, language: str) -> tuple[PrintedGroupResults, ...]:
    """Every drawn group's placings, without its bouts."""
    return tuple(
        PrintedGroupResults(
            group_title(g.group, g.category_name, g.discipline_name, language),
            (_state(g.complete, language),),
            (),
            (),
            tuple(PrintedPlacing(p.place, p.entrant.name, p.entrant.club_name) for p in g.placings),
        )
        for g in table.groups
    )


def printed_medals(table: MedalTable) -> tuple[PrintedMedals, ...]:
    return tuple(
        PrintedMedals(c.club_name, c.gold, c.silver, c.bronze, c.gold + c.silver + c.bronze)
        for c in table.clubs
    )


async def group_results_pdf(
    uow: DrawWork,
    printer: ReportPrinter,
    ids: GroupIds,
    actor: User,
    tournament_id: int,
    group_name: str,
    *,
    language: str,
    today: date,
) -> bytes:
    """A group's bouts as played and its placings (as its results are read)."""
    async with uow.read_only():
        tournament, found = await read_group_results(uow, ids, actor, tournament_id, group_name)
        header = await read_print_header(uow.settings, tournament)
        categories, disciplines = await uow.registration_reads.catalogue()
    category = categories.get(found.draw.group.category_id)
    discipline = disciplines.get(found.draw.group.discipline_id)
    names = (category.name if category else "", discipline.name if discipline else "")
    group = printed_group(found, *names, language)
    printed = PrintedResults(
        translate("print_results", language), header.facts(language, today), (group,), False,
        (), printed_labels(language), translate("print_no_draws", language), language,
    )  # fmt: skip
    return await printer.results_pdf(printed)


async def tournament_results_pdf(
    uow: DrawWork,
    printer: ReportPrinter,
    ids: GroupIds,
    actor: User,
    tournament_id: int,
    *,
    language: str,
    today: date,
) -> bytes:
    """Every drawn group's placings, then the medal table per club (as the medal table is
    read)."""
    async with uow.read_only():
        tournament, table = await read_medal_table(uow, ids, actor, tournament_id)
        header = await read_print_header(uow.settings, tournament)
    printed = PrintedResults(
        translate("print_results", language), header.facts(language, today),
        printed_summary(table, language), True, printed_medals(table), printed_labels(language),
        translate("print_no_draws", language), language,
    )  # fmt: skip
    return await printer.results_pdf(printed)
