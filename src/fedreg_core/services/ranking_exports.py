"""A season's ranking as a workbook (every group kind, or one, with each tournament's place
in a column of its own) and as an A4 PDF (``ReportPrinter``), in the reader's language."""

from datetime import date

from fedreg_core.domain.entities import User
from fedreg_core.draws.ranking import RankedRow
from fedreg_core.messages import translate
from fedreg_core.messages.local_formats import printed_date
from fedreg_core.ports.printing import PrintedReport, ReportColumn, ReportPrinter
from fedreg_core.ports.spreadsheets import Sheet, SpreadsheetWriter
from fedreg_core.ports.unit_of_work import DrawWork
from fedreg_core.services.draw_prints import group_title
from fedreg_core.services.ranking import RankingGroup, SeasonRanking, ranking

COLUMNS = ("position", "name", "club", "points")


def _title(group: RankingGroup, language: str) -> str:
    return group_title(group.group, group.category_name, group.discipline_name, language)


def placings(row: RankedRow, found: SeasonRanking) -> str:
    """``1 · Kup proleća (10), 2 · Kup leta (7)``: each tournament's place and points."""
    names = {t.id: t.name for t in found.tournaments}
    return ", ".join(f"{s.place} · {names[s.tournament_id]} ({s.points})" for s in row.finishes)


async def ranking_workbook(
    uow: DrawWork,
    writer: SpreadsheetWriter,
    actor: User,
    season_id: int,
    group_key: str | None,
    language: str,
) -> bytes:
    """One sheet: each ranked row with its group, then its place in each tournament."""
    found = await ranking(uow, actor, season_id, group_key)
    header = (
        translate("ranking_group", language),
        *(translate(f"ranking_{c}", language) for c in COLUMNS),
        *(t.name for t in found.tournaments),
    )
    rows = []
    for group in found.groups:
        for row in group.rows:
            places = {s.tournament_id: s.place for s in row.finishes}
            rows.append((
                _title(group, language), row.position, row.name, row.club_name, row.points,
                *(places.get(t.id) for t in found.tournaments),
            ))  # fmt: skip
    name = translate("ranking_season", language)
    return await writer.workbook([Sheet(name, header, rows)])


async def ranking_pdf(
    uow: DrawWork,
    printer: ReportPrinter,
    actor: User,
    season_id: int,
    group_key: str | None,
    *,
    language: str,
    today: date,
) -> bytes:
    """The ranking of every group kind (a column names each row's), or of one (named above
    the table), with each competitor's placings."""
    found = await ranking(uow, actor, season_id, group_key)
    season = found.season

    def t(key: str) -> str:
        return translate(key, language)

    days = f"{printed_date(season.starts_on, language)} – {printed_date(season.ends_on, language)}"
    facts = [(t("ranking_season"), season.name), (t("ranking_days"), days)]
    one = group_key is not None and len(found.groups) == 1
    if one:
        facts.append((t("ranking_group"), _title(found.groups[0], language)))
    facts.append((t("print_printed_on"), printed_date(today, language)))
    labels = ("position", "name", "club", "points", "placings")
    columns = [ReportColumn(t(f"ranking_{c}"), c in {"position", "points"}) for c in labels]
    rows: list[tuple[str, ...]] = [
        (str(r.position), r.name, r.club_name, str(r.points), placings(r, found))
        for g in found.groups
        for r in g.rows
    ]
    if not one:
        columns.insert(0, ReportColumn(t("ranking_group")))
        titles = [_title(g, language) for g in found.groups for _ in g.rows]
        rows = [(title, *row) for title, row in zip(titles, rows, strict=True)]
    title = translate("ranking_title", language, {"season": season.name})
    report = PrintedReport(title, tuple(facts), tuple(columns), tuple(rows), (), t("ranking_empty"),
                           language)  # fmt: skip
    return await printer.pdf(report)
