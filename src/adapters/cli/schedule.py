"""``fedreg schedule show``: each tatami's running order on the command line, as the API
reads it (the tatamis themselves are set in the webapp or with ``PUT .../tatamis``)."""

from collections.abc import Callable

import typer

from adapters.cli.context import CliContext, CliWiring
from adapters.cli.operator import OPERATOR
from adapters.cli.output import FORMAT_OPTION, Column, Format, listing_text
from adapters.cli.running import run_use_case
from fedreg_core.draws.groups import Group
from fedreg_core.services.draw_reads import DrawsOverview, list_draws
from fedreg_core.services.tatamis import TatamiPlan, tatami_plan

COLUMNS = (
    Column("tatami", "Tatami"),
    Column("starts", "Starts"),
    Column("group", "Group"),
    Column("bouts", "Bouts"),
    Column("officials", "Table officials"),
)


def schedule_rows(
    plan: TatamiPlan, draws: DrawsOverview, name_of: Callable[[Group], str], tatami: int | None
) -> list[dict[str, object]]:
    """Every group of every tatami (or of tatami ``tatami``) in fighting order with its
    estimated start, named by category, discipline and split."""
    titles = {
        name_of(
            g.group
        ): f"{g.category_name} · {g.discipline_name} · {g.group.sex or g.group.team_type}"
        for g in draws.groups
    }
    return [
        {
            "tatami": t.number,
            "starts": slot.starts_at.strftime("%Y-%m-%d %H:%M"),
            "group": titles.get(slot.group_name, slot.group_name),
            "bouts": slot.bouts,
            "officials": ", ".join(o.name for o in t.officials),
        }
        for t in plan.tatamis
        if tatami in (None, t.number)
        for slot in t.slots
    ]


def build(wiring: CliWiring) -> typer.Typer:
    app = typer.Typer(help="The competition day's schedule: each tatami's running order.")

    @app.command("show")
    def show_command(
        tournament_id: int = typer.Argument(..., help="Tournament id."),
        tatami: int | None = typer.Option(None, "--tatami", help="Only this tatami (its number)."),
        output: Format = FORMAT_OPTION,
    ) -> None:
        """Each tatami's groups in fighting order with their bouts and estimated starts (from
        the tatami's start and the minutes a bout of each discipline takes)."""

        async def use_case(context: CliContext) -> list[dict[str, object]]:
            ids = context.group_ids
            plan = await tatami_plan(context.uow(), ids, OPERATOR, tournament_id)
            draws = await list_draws(context.uow(), OPERATOR, tournament_id)
            return schedule_rows(plan, draws, lambda g: ids.of(tournament_id, g), tatami)

        rows = run_use_case(wiring, use_case)
        typer.echo(listing_text(COLUMNS, rows, output, "No tatami has groups yet."))

    return app
