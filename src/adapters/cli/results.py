"""``fedreg results show | export``: the medal table and the groups' placings on the
command line, as the API reads them; saved as a workbook or a PDF."""

from pathlib import Path

import typer

from adapters.cli.context import CliContext, CliWiring
from adapters.cli.exports import LANGUAGE, save_chosen
from adapters.cli.operator import OPERATOR
from adapters.cli.output import FORMAT_OPTION, Column, Format, listing_text
from adapters.cli.running import run_use_case
from fedreg_core.services.medals import MedalTable, medal_table, results_workbook
from fedreg_core.services.result_prints import group_results_pdf, tournament_results_pdf

MEDAL_COLUMNS = (
    Column("club", "Club"),
    Column("gold", "Gold"),
    Column("silver", "Silver"),
    Column("bronze", "Bronze"),
)
PLACING_COLUMNS = (
    Column("group", "Group"),
    Column("place", "Place"),
    Column("name", "Name"),
    Column("club", "Club"),
)


def medal_rows(table: MedalTable) -> list[dict[str, object]]:
    return [
        {"club": c.club_name, "gold": c.gold, "silver": c.silver, "bronze": c.bronze}
        for c in table.clubs
    ]


def placing_rows(table: MedalTable, group: str | None) -> list[dict[str, object]]:
    """Every group's placings (or the group named), with the group's category and
    discipline, marked ``(in progress)`` until its last bout is decided."""
    return [
        {
            "group": f"{g.category_name} · {g.discipline_name}"
            + ("" if g.complete else " (in progress)"),
            "place": p.place,
            "name": p.entrant.name,
            "club": p.entrant.club_name,
        }
        for g in table.groups
        if group in (None, g.name)
        for p in g.placings
    ]


def build(wiring: CliWiring) -> typer.Typer:
    app = typer.Typer(help="Results: the medal table and the placings, shown or saved.")

    @app.command("show")
    def show_command(
        tournament_id: int = typer.Argument(..., help="Tournament id."),
        group: str | None = typer.Option(
            None, "--group", help="Only this group's placings (its name, as `draws make` lists it)."
        ),
        output: Format = FORMAT_OPTION,
    ) -> None:
        """The clubs' medals (gold, silver, bronze), then the placings of every drawn group as
        its results stand."""

        async def use_case(context: CliContext) -> MedalTable:
            return await medal_table(context.uow(), context.group_ids, OPERATOR, tournament_id)

        table = run_use_case(wiring, use_case)
        if group is None:
            typer.echo(listing_text(MEDAL_COLUMNS, medal_rows(table), output, "No medals yet."))
        rows = placing_rows(table, group)
        typer.echo(listing_text(PLACING_COLUMNS, rows, output, "No placings yet."))

    @app.command("export")
    def export_command(
        tournament_id: int = typer.Argument(..., help="Tournament id."),
        xlsx: Path | None = typer.Option(None, "--xlsx", help="Where to save the workbook."),
        pdf: Path | None = typer.Option(None, "--pdf", help="Where to save the PDF."),
        group: str | None = typer.Option(
            None, "--group", help="With --pdf: this group's bouts and placings (its name)."
        ),
        language: str = LANGUAGE,
    ) -> None:
        """Save the medal table and every group's placings as an .xlsx workbook (--xlsx) or
        as a PDF (--pdf); with --group the PDF is that group's bouts as played and placings."""
        if group is not None and pdf is None:
            raise typer.BadParameter("--group goes with --pdf")

        async def workbook(context: CliContext) -> bytes:
            return await results_workbook(
                context.uow(), context.workbooks, context.group_ids, OPERATOR, tournament_id,
                language,
            )  # fmt: skip

        async def printed(context: CliContext) -> bytes:
            today = context.clock.now().date()
            if group is None:
                return await tournament_results_pdf(
                    context.uow(), context.printer, context.group_ids, OPERATOR, tournament_id,
                    language=language, today=today,
                )  # fmt: skip
            return await group_results_pdf(
                context.uow(), context.printer, context.group_ids, OPERATOR, tournament_id,
                group, language=language, today=today,
            )  # fmt: skip

        save_chosen(wiring, xlsx, workbook, pdf, printed)

    return app
