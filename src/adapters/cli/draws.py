"""``fedreg draws make | show | pdf``: a tournament's draws on the command line, as the API
makes and reads them."""

from pathlib import Path

import typer

from adapters.cli.context import CliContext, CliWiring
from adapters.cli.exports import LANGUAGE, save
from adapters.cli.operator import OPERATOR
from adapters.cli.output import FORMAT_OPTION, Column, Format, listing_text
from adapters.cli.running import run_use_case
from fedreg_core.domain.enums import DrawFormat
from fedreg_core.draws.group_ids import GroupIds
from fedreg_core.draws.kata_groups import first_round
from fedreg_core.services.draw_prints import draws_pdf
from fedreg_core.services.draw_reads import DrawView, get_draw
from fedreg_core.services.draws import make_draws

MADE_COLUMNS = (
    Column("group", "Group"),
    Column("key", "Category-discipline-split"),
    Column("format", "Format"),
    Column("entrants", "Entrants"),
    Column("seed", "Seed"),
)
BOUT_COLUMNS = (
    Column("round", "Round"),
    Column("index", "Bout"),
    Column("red", "Red"),
    Column("blue", "Blue"),
)


KATA_COLUMNS = (
    Column("group", "Group"),
    Column("position", "#"),
    Column("name", "Competitor"),
)


def kata_rows(view: DrawView) -> list[dict[str, object]]:
    """Kata by points: the competitors in the draw's order, in round 1's groups (A, B, ...)."""
    names = {e.registration_id: f"{e.name} ({e.club_name})" for e in view.entrants}
    order = [e.registration_id for e in sorted(view.entrants, key=lambda e: e.line)]
    position = {key: n for n, key in enumerate(order, 1)}
    return [
        {"group": chr(ord("A") + g), "position": position[key], "name": names[key]}
        for g, group in enumerate(first_round(order))
        for key in group
    ]


def bout_rows(view: DrawView) -> list[dict[str, object]]:
    """The bouts with the entrants' names (``bye`` for a bye of round 1, blank while unknown)."""
    names = {e.registration_id: f"{e.name} ({e.club_name})" for e in view.entrants}

    def name(key: int | None, first_round: bool) -> str:
        if key is None:
            return "bye" if first_round and view.format is not DrawFormat.ROUND_ROBIN else ""
        seed = next((e.seed for e in view.entrants if e.registration_id == key), None)
        return f"[{seed}] {names[key]}" if seed else names[key]

    return [
        {
            "round": bout.round,
            "index": bout.index,
            "red": name(bout.red, bout.round == 1),
            "blue": name(bout.blue, bout.round == 1),
        }
        for bout in view.bouts
    ]


def build(wiring: CliWiring) -> typer.Typer:
    app = typer.Typer(help="Draws: make them, show one group's, print them all as PDF.")

    @app.command("make")
    def make_command(
        tournament_id: int = typer.Argument(..., help="Tournament id."),
        groups: list[str] | None = typer.Option(
            None, "--group", help="A group's name (as `make` lists it); repeatable."
        ),
        seed: int | None = typer.Option(None, "--seed", min=0, help="The random draw's seed."),
        output: Format = FORMAT_OPTION,
    ) -> None:
        """Draw every group with an entry (or the groups given) of a tournament whose
        applications are closed; earlier draws of those groups are replaced."""

        async def use_case(context: CliContext) -> tuple[list[DrawView], GroupIds]:
            made = await make_draws(
                context.uow(),
                context.clock,
                context.group_ids,
                OPERATOR,
                tournament_id,
                groups or None,
                seed,
            )
            return made, context.group_ids

        made, ids = run_use_case(wiring, use_case)
        rows = [
            {
                "group": ids.of(tournament_id, v.group),
                "key": v.group.key,
                "format": v.format.value,
                "entrants": len(v.entrants),
                "seed": v.seed,
            }
            for v in made
        ]
        typer.echo(listing_text(MADE_COLUMNS, rows, output, "No group has an entry."))

    @app.command("show")
    def show_command(
        tournament_id: int = typer.Argument(..., help="Tournament id."),
        group: str = typer.Argument(..., help="The group's name (as `make` lists it)."),
        output: Format = FORMAT_OPTION,
    ) -> None:
        """One group's draw: its format, seed and bouts (round 1 in bracket order), or kata
        by points' order of competitors in round 1's groups."""

        async def use_case(context: CliContext) -> DrawView:
            return await get_draw(context.uow(), context.group_ids, OPERATOR, tournament_id, group)

        view = run_use_case(wiring, use_case)
        if output is Format.TABLE:
            stale = " (stale: entries changed after the draw)" if view.stale else ""
            typer.echo(f"{group} ({view.group.key}): {view.format.value}, seed {view.seed}{stale}")
        if view.format is DrawFormat.KATA_POINTS:
            typer.echo(listing_text(KATA_COLUMNS, kata_rows(view), output, ""))
            return
        typer.echo(listing_text(BOUT_COLUMNS, bout_rows(view), output, "Walkover: no bouts."))

    @app.command("pdf")
    def pdf_command(
        tournament_id: int = typer.Argument(..., help="Tournament id."),
        path: Path = typer.Argument(..., help="Where to save the PDF."),
        language: str = LANGUAGE,
    ) -> None:
        """Save every drawn group as an A4 landscape PDF, one group per page."""

        async def use_case(context: CliContext) -> bytes:
            return await draws_pdf(
                context.uow(), context.printer, OPERATOR, tournament_id,
                language=language, today=context.clock.now().date(),
            )  # fmt: skip

        save(path, run_use_case(wiring, use_case))

    return app
