"""A tournament's draws as one PDF, one group per page, through the ``ReportPrinter`` port."""

from datetime import date

from fedreg_core.domain.entities import User
from fedreg_core.domain.enums import DrawFormat
from fedreg_core.draws.groups import Group
from fedreg_core.draws.kata_groups import first_round
from fedreg_core.draws.lines import rounds_in
from fedreg_core.messages import translate
from fedreg_core.ports.printing import PrintedDraw, PrintedDraws, PrintedEntrant, ReportPrinter
from fedreg_core.ports.unit_of_work import DrawWork
from fedreg_core.services.draw_reads import DrawView, GroupState, read_tournament_draws
from fedreg_core.services.print_header import read_print_header

LABELS = ("bye", "walkover", "bout", "red", "blue", "repechage", "bronze", "club")


def group_title(group: Group, category_name: str, discipline_name: str, language: str) -> str:
    """``Seniors · Kumite · Women`` (or the team type)."""
    split = f"sex_{group.sex}" if group.sex else f"team_{group.team_type}"
    return f"{category_name} · {discipline_name} · {translate(split, language)}"


def round_headings(size: int, language: str) -> tuple[str, ...]:
    """The columns of a bracket: its rounds (the last two named), then the winner."""
    rounds = rounds_in(size)
    names = [f"{translate('print_round', language)} {number}" for number in range(1, rounds + 1)]
    if rounds >= 2:
        names[-2] = translate("print_semifinal", language)
    if rounds >= 1:
        names[-1] = translate("print_final", language)
    return (*names, translate("print_winner", language))


def printed_draw(state: GroupState, view: DrawView, language: str) -> PrintedDraw:
    def t(key: str) -> str:
        return translate(key, language)

    facts = [
        (t("print_format"), t(f"print_format_{view.format}")),
        (t("print_seed"), str(view.seed)),
        (t("print_entrants"), str(len(view.entrants))),
    ]
    if view.stale:
        facts.append(("!", t("print_stale")))
    title = group_title(state.group, state.category_name, state.discipline_name, language)
    by_line = {e.line: PrintedEntrant(e.name, e.club_name, e.seed) for e in view.entrants}
    if len(view.entrants) == 1:
        return PrintedDraw(title, tuple(facts), "walkover", tuple(by_line.values()))
    size = max(by_line) + 1
    lines = tuple(by_line.get(line, PrintedEntrant("", "", None)) for line in range(size))
    if view.format is DrawFormat.KATA_POINTS:
        return _kata_page(title, tuple(facts), lines, language)
    if view.format is DrawFormat.ROUND_ROBIN:
        position = {e.registration_id: e.line + 1 for e in view.entrants}
        bouts = tuple((position[b.red or 0], position[b.blue or 0]) for b in view.bouts)
        one = t("print_team" if state.group.team_type else "print_entrant")
        return PrintedDraw(title, tuple(facts), "round_robin", lines, bouts=bouts, entrant=one)
    steps = rounds_in(size) - 2 if view.format is DrawFormat.ELIMINATION_REPECHAGE else 0
    repechage = tuple(
        t("print_bronze") if step == steps else f"{t('print_round')} {step}"
        for step in range(1, steps + 1)
    )
    rounds = round_headings(size, language)
    return PrintedDraw(title, tuple(facts), "bracket", lines, rounds, repechage=repechage)


def _kata_page(
    title: str, facts: tuple[tuple[str, str], ...], lines: tuple[PrintedEntrant, ...], language: str
) -> PrintedDraw:
    """Kata by points: the competitors in the draw's order, in round 1's groups."""
    groups = tuple(tuple(p + 1 for p in group) for group in first_round(range(len(lines))))
    heading = translate("print_kata_group", language)
    names = tuple(f"{heading} {chr(ord('A') + n)}" for n in range(len(groups)))
    return PrintedDraw(title, facts, "kata", lines, names, groups=groups)


async def draws_pdf(
    uow: DrawWork,
    printer: ReportPrinter,
    actor: User,
    tournament_id: int,
    *,
    language: str,
    today: date,
) -> bytes:
    """Every drawn group of the tournament on a page of its own (admins; others once the
    draws are published)."""
    async with uow.read_only():
        found = await read_tournament_draws(uow, actor, tournament_id)
        header = await read_print_header(uow.settings, found.tournament)
    pages = tuple(
        printed_draw(state, found.draws[state.group], language)
        for state in found.groups
        if state.group in found.draws
    )
    labels = {key: translate(f"print_{key}", language) for key in LABELS}
    labels["line"] = translate("print_repechage_line", language)
    printed = PrintedDraws(
        title=translate("print_draws", language),
        facts=header.facts(language, today),
        draws=pages,
        labels=labels,
        empty_text=translate("print_no_draws", language),
        language=language,
    )
    return await printer.draws_pdf(printed)
