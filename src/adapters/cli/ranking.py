"""``fedreg ranking seasons | show | export``: the seasons and a season's ranking on the command
line, as the API reads them; saved as a workbook or a PDF."""

from pathlib import Path

import typer

from adapters.cli.context import CliContext, CliWiring
from adapters.cli.exports import LANGUAGE, save_chosen
from adapters.cli.operator import OPERATOR
from adapters.cli.output import FORMAT_OPTION, Column, Format, listing_text
from adapters.cli.running import run_use_case
from fedreg_core.domain.seasons import Season
from fedreg_core.services.draw_prints import group_title
from fedreg_core.services.ranking import SeasonRanking, ranking
from fedreg_core.services.ranking_exports import placings, ranking_pdf, ranking_workbook
from fedreg_core.services.seasons import season_named, seasons

SEASON_COLUMNS = (
    Column("id", "Id"),
    Column("name", "Name"),
    Column("starts", "Starts"),
    Column("ends", "Ends"),
    Column("points", "Points"),
)
RANKING_COLUMNS = (
    Column("group", "Group"),
    Column("key", "Key"),
    Column("position", "Place"),
    Column("name", "Name"),
    Column("club", "Club"),
    Column("points", "Points"),
    Column("placings", "Placings"),
)
SEASON = typer.Option(..., "--season", help="The season's name or id.")
GROUP = typer.Option(
    None, "--group", help="Only this group kind (its key, e.g. i-1-2-WOMEN, as `show` lists it)."
)


def season_rows(found: list[Season]) -> list[dict[str, object]]:
    return [
        {
            "id": s.id, "name": s.name, "starts": s.starts_on.isoformat(),
            "ends": s.ends_on.isoformat(),
            "points": ", ".join(f"{place}: {points}" for place, points in s.points.items()),
        }
        for s in found
    ]  # fmt: skip


def ranking_rows(found: SeasonRanking) -> list[dict[str, object]]:
    return [
        {
            "group": group_title(g.group, g.category_name, g.discipline_name, "en"),
            "key": g.group.key, "position": r.position, "name": r.name, "club": r.club_name,
            "points": r.points, "placings": placings(r, found),
        }
        for g in found.groups
        for r in g.rows
    ]  # fmt: skip


def build(wiring: CliWiring) -> typer.Typer:
    app = typer.Typer(help="Seasons and their rankings, shown or saved.")

    @app.command("seasons")
    def seasons_command(output: Format = FORMAT_OPTION) -> None:
        """Every season with its days and points table, the earliest first."""

        async def use_case(context: CliContext) -> list[Season]:
            return await seasons(context.uow(), OPERATOR)

        rows = season_rows(run_use_case(wiring, use_case))
        typer.echo(listing_text(SEASON_COLUMNS, rows, output, "No seasons yet."))

    @app.command("show")
    def show_command(
        season: str = SEASON, group: str | None = GROUP, output: Format = FORMAT_OPTION
    ) -> None:
        """The season's ranking per group kind: points summed over its tournaments' complete
        groups, each competitor's placings beside."""

        async def use_case(context: CliContext) -> SeasonRanking:
            found = await season_named(context.uow(), OPERATOR, season)
            return await ranking(context.uow(), OPERATOR, found.id or 0, group)

        rows = ranking_rows(run_use_case(wiring, use_case))
        typer.echo(listing_text(RANKING_COLUMNS, rows, output, "No ranking yet."))

    @app.command("export")
    def export_command(
        season: str = SEASON,
        xlsx: Path | None = typer.Option(None, "--xlsx", help="Where to save the workbook."),
        pdf: Path | None = typer.Option(None, "--pdf", help="Where to save the PDF."),
        group: str | None = GROUP,
        language: str = LANGUAGE,
    ) -> None:
        """Save the season's ranking as an .xlsx workbook (--xlsx) or a PDF (--pdf)."""

        async def workbook(context: CliContext) -> bytes:
            found = await season_named(context.uow(), OPERATOR, season)
            return await ranking_workbook(
                context.uow(), context.workbooks, OPERATOR, found.id or 0, group, language
            )

        async def printed(context: CliContext) -> bytes:
            found = await season_named(context.uow(), OPERATOR, season)
            return await ranking_pdf(
                context.uow(), context.printer, OPERATOR, found.id or 0, group,
                language=language, today=context.clock.now().date(),
            )  # fmt: skip

        save_chosen(wiring, xlsx, workbook, pdf, printed)

    return app
