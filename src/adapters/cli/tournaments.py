"""``fedreg tournaments``: list, fee reports, numbers, opening and closing applications.

The command line acts as the federation's operator: an admin with no account of its own.
"""

from enum import StrEnum

import typer

from adapters.cli.context import CliContext, CliWiring
from adapters.cli.running import run_use_case
from adapters.cli.tournament_output import club_fee_text, text_table, tournament_fee_text
from fedreg_core.domain.entities import Tournament, User
from fedreg_core.domain.tournament_changes import TournamentChanges
from fedreg_core.ports.views import TournamentView
from fedreg_core.services.fee_report import club_fees, tournament_fees
from fedreg_core.services.listing import ListRequest
from fedreg_core.services.tournament_reads import list_tournaments
from fedreg_core.services.tournament_records import assign_numbers
from fedreg_core.services.tournaments import update_tournament

OPERATOR = User("fedreg CLI", "", "", is_admin=True)
MAX_LISTED = 1000
LIST_HEADER = (
    "Id",
    "Name",
    "Start",
    "End",
    "Applications",
    "Competitors",
    "Entries",
    "Teams",
    "Team entries",
    "Clubs",
)


class Output(StrEnum):
    TABLE = "table"
    CSV = "csv"
    JSON = "json"


def build(wiring: CliWiring) -> typer.Typer:
    app = typer.Typer(help="Tournaments: list, fees, numbers, applications.", no_args_is_help=True)

    @app.command("list")
    def list_command(
        archived: bool = typer.Option(False, "--archived", help="List archived tournaments."),
    ) -> None:
        """Tournaments with their dates, state and registration counts: competitors and teams
        with their (category, discipline) entries, and the clubs registered."""

        async def use_case(context: CliContext) -> list[list[object]]:
            request = ListRequest(by={"isArchived": archived}, limit=MAX_LISTED)
            page = await list_tournaments(context.uow(), context.clock, OPERATOR, request)
            return [_row(shown.item.view, shown.item.is_active) for shown in page.items]

        rows = run_use_case(wiring, use_case)
        typer.echo(text_table(LIST_HEADER, rows) if rows else "No tournaments.")

    @app.command("fees")
    def fees_command(
        tournament_id: int = typer.Argument(..., help="Tournament id."),
        club: int | None = typer.Option(None, "--club", help="One club's line-by-line breakdown."),
        output: Output = typer.Option(Output.TABLE, "--format", help="table, csv or json."),
    ) -> None:
        """Registration fees of every club (or one club) computed by the fee engine."""

        async def use_case(context: CliContext) -> str:
            if club is not None:
                report = await club_fees(context.uow(), OPERATOR, tournament_id, club)
                return club_fee_text(report, output.value)
            whole = await tournament_fees(context.uow(), OPERATOR, tournament_id)
            return tournament_fee_text(whole, output.value)

        typer.echo(run_use_case(wiring, use_case))

    @app.command("assign-numbers")
    def assign_numbers_command(
        tournament_id: int = typer.Argument(..., help="Tournament id."),
    ) -> None:
        """Number the competitors 1..N by club name, last name, first name."""

        async def use_case(context: CliContext) -> Tournament:
            return await assign_numbers(context.uow(), OPERATOR, tournament_id)

        tournament = run_use_case(wiring, use_case)
        typer.echo(f"Competitors of {tournament.name} are numbered.")

    def set_applications(tournament_id: int, is_open: bool) -> None:
        async def use_case(context: CliContext) -> str:
            shown = await update_tournament(
                context.uow(),
                context.clock,
                context.html,
                OPERATOR,
                tournament_id,
                TournamentChanges(registration_open=is_open),
            )
            return shown.item.view.tournament.name

        name = run_use_case(wiring, use_case)
        typer.echo(f"Applications for {name} are {'open' if is_open else 'closed'}.")

    @app.command("open")
    def open_command(tournament_id: int = typer.Argument(..., help="Tournament id.")) -> None:
        """Open applications (the tournament becomes the active one)."""
        set_applications(tournament_id, True)

    @app.command("close")
    def close_command(tournament_id: int = typer.Argument(..., help="Tournament id.")) -> None:
        """Close applications."""
        set_applications(tournament_id, False)

    return app


def _row(view: TournamentView, active: bool) -> list[object]:
    tournament = view.tournament
    end = f"{tournament.end_date:%Y-%m-%d %H:%M}" if tournament.end_date else ""
    state = "open" if active else "closed"
    return [
        tournament.id,
        tournament.name,
        f"{tournament.start_date:%Y-%m-%d %H:%M}",
        end,
        state,
        view.competitors_count,
        view.competitor_entries_count,
        view.teams_count,
        view.team_entries_count,
        view.clubs_count,
    ]
