"""``fedreg tournaments``: list, show, create and change from files, open and close
applications, archive, delete; fees, numbers and entries (``tournament_reports``).

The command line acts as the federation's operator (``OPERATOR``): the API's use cases with
an admin's permissions, so an archived tournament refuses changes here as in the webapp.
"""

from pathlib import Path
from typing import Any

import typer

from adapters.cli import tournament_reports
from adapters.cli.context import CliContext, CliWiring
from adapters.cli.operator import OPERATOR
from adapters.cli.output import FORMAT_OPTION, Format, listing_text, record_text
from adapters.cli.pages import run_every_listed
from adapters.cli.running import guarded, run_use_case
from adapters.cli.tournament_document import TournamentFile, read_tournament
from adapters.cli.tournament_rows import DETAIL_COLUMNS, LIST_COLUMNS, tournament_row
from fedreg_core.domain.tournament_changes import TournamentChanges
from fedreg_core.services.catalog_file import discipline_ids_named
from fedreg_core.services.tournament_reads import (
    ShownTournament,
    get_tournament,
    list_tournaments,
)
from fedreg_core.services.tournaments import (
    archive_tournament,
    create_tournament,
    delete_tournament,
    update_tournament,
)

ID_ARGUMENT: Any = typer.Argument(..., help="Tournament id.")
FILE_OPTION: Any = typer.Option(
    ...,
    "--file",
    help="A .yaml, .yml or .json tournament file (docs/examples/tournament.yaml).",
    dir_okay=False,
)


async def changes_of(context: CliContext, file: TournamentFile) -> TournamentChanges:
    """The file's changes with its disciplines' names turned into ids."""
    changes = dict(file.changes)
    if file.disciplines is not None:
        changes["discipline_ids"] = await discipline_ids_named(context.uow(), file.disciplines)
    if file.team_disciplines is not None:
        named = await discipline_ids_named(context.uow(), file.team_disciplines)
        changes["team_discipline_ids"] = named
    return TournamentChanges(**changes)


def build(wiring: CliWiring) -> typer.Typer:
    app = typer.Typer(help="Tournaments: list, show, create, change, fees, numbers, entries.")

    def say(shown: ShownTournament, done: str) -> None:
        tournament = shown.view.tournament
        typer.echo(f"Tournament {tournament.id} {tournament.name} {done}.")

    @app.command("list")
    def list_command(
        archived: bool = typer.Option(False, "--archived", help="List archived tournaments."),
        output: Format = FORMAT_OPTION,
    ) -> None:
        """Tournaments with their dates, state and registration counts: competitors and teams
        with their (category, discipline) entries, and the clubs registered."""

        listed = run_every_listed(
            wiring,
            lambda c, request: list_tournaments(c.uow(), c.clock, OPERATOR, request),
            by={"isArchived": archived},
        )
        rows = [tournament_row(shown) for shown in listed]
        typer.echo(listing_text(LIST_COLUMNS, rows, output, "No tournaments."))

    @app.command("show")
    def show_command(tournament_id: int = ID_ARGUMENT, output: Format = FORMAT_OPTION) -> None:
        """One tournament: dates, state, disciplines, fees, counts and description."""

        async def use_case(context: CliContext) -> ShownTournament:
            shown = await get_tournament(context.uow(), context.clock, OPERATOR, tournament_id)
            return shown.item

        typer.echo(
            record_text(DETAIL_COLUMNS, tournament_row(run_use_case(wiring, use_case)), output)
        )

    @app.command("create")
    def create_command(file: Path = FILE_OPTION) -> None:
        """Create a tournament from a file: name, description, startDate, endDate,
        registrationOpen, disciplines and teamDisciplines by name, fees (see --file)."""
        form = guarded(wiring.options, lambda: read_tournament(file))

        async def use_case(context: CliContext) -> ShownTournament:
            changes = await changes_of(context, form)
            created = await create_tournament(
                context.uow(), context.clock, context.html, OPERATOR, changes
            )
            return created.item

        say(run_use_case(wiring, use_case), "is created")

    @app.command("update")
    def update_command(tournament_id: int = ID_ARGUMENT, file: Path = FILE_OPTION) -> None:
        """Change a tournament: only the keys the file has (as in `create`; isArchived: false
        unarchives). An archived tournament refuses every other change."""
        form = guarded(wiring.options, lambda: read_tournament(file))
        set_tournament(tournament_id, form, "is updated")

    def set_tournament(tournament_id: int, form: TournamentFile, done: str) -> None:
        async def use_case(context: CliContext) -> ShownTournament:
            changes = await changes_of(context, form)
            changed = await update_tournament(
                context.uow(), context.clock, context.html, OPERATOR, tournament_id, changes
            )
            return changed.item

        say(run_use_case(wiring, use_case), done)

    @app.command("open")
    def open_command(tournament_id: int = ID_ARGUMENT) -> None:
        """Open applications (the tournament becomes the active one)."""
        form = TournamentFile({"registration_open": True})
        set_tournament(tournament_id, form, "is open for applications")

    @app.command("close")
    def close_command(tournament_id: int = ID_ARGUMENT) -> None:
        """Close applications."""
        form = TournamentFile({"registration_open": False})
        set_tournament(tournament_id, form, "is closed for applications")

    @app.command("archive")
    def archive_command(tournament_id: int = ID_ARGUMENT) -> None:
        """Archive a tournament whose applications are closed (it leaves the clubs' lists)."""

        async def use_case(context: CliContext) -> ShownTournament:
            archived = await archive_tournament(
                context.uow(), context.clock, OPERATOR, tournament_id
            )
            return archived.item

        say(run_use_case(wiring, use_case), "is archived")

    @app.command("delete")
    def delete_command(
        tournament_id: int = ID_ARGUMENT,
        yes: bool = typer.Option(False, "--yes", help="Do not ask first."),
    ) -> None:
        """Delete a tournament with its registrations, links and files (asks first)."""

        async def shown(context: CliContext) -> ShownTournament:
            return (
                await get_tournament(context.uow(), context.clock, OPERATOR, tournament_id)
            ).item

        found = run_use_case(wiring, shown)
        if not yes:
            view = found.view
            counts = f"{view.competitors_count} competitors and {view.teams_count} teams"
            question = f"Delete tournament {tournament_id} {view.tournament.name!r} with {counts}?"
            typer.confirm(question, abort=True)

        async def use_case(context: CliContext) -> None:
            await delete_tournament(context.uow(), context.files, OPERATOR, tournament_id)

        run_use_case(wiring, use_case)
        say(found, "is deleted")

    tournament_reports.register(app, wiring)
    return app
