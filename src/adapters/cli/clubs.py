"""``fedreg clubs``: the federation's clubs, through the clubs use cases of the API."""

from typing import Any

import typer

from adapters.cli.context import CliContext, CliWiring
from adapters.cli.operator import OPERATOR
from adapters.cli.output import (
    FORMAT_OPTION,
    Column,
    Format,
    listing_text,
    record_of,
    record_text,
)
from adapters.cli.pages import run_every_listed
from adapters.cli.running import run_use_case
from fedreg_core.domain.club_changes import ClubChanges
from fedreg_core.domain.entities import Club
from fedreg_core.services.clubs import delete_club, get_club, list_clubs, update_club

COLUMNS = (
    Column("id", "Id"),
    Column("name", "Name"),
    Column("shortName", "Short"),
    Column("city", "City"),
    Column("email", "E-mail"),
    Column("contact", "Contact"),
    Column("mobile", "Mobile"),
    Column("isBlocked", "Blocked"),
    Column("isDeleted", "Deleted"),
)
DETAILS = (
    *COLUMNS[:4],
    Column("address", "Address"),
    *COLUMNS[4:7],
    Column("website", "Website"),
    *COLUMNS[7:],
)
CLUB_ARGUMENT: Any = typer.Argument(..., help="The club's id.")


def club_row(club: Club) -> dict[str, Any]:
    return record_of(club, DETAILS)


def build(wiring: CliWiring) -> typer.Typer:
    app = typer.Typer(help="Clubs: list, show, block, unblock, delete.")

    @app.command("list")
    def list_command(
        search: str = typer.Option("", "--search", help="Words of the name, short name or city."),
        blocked: bool = typer.Option(False, "--blocked", help="Only blocked clubs."),
        deleted: bool = typer.Option(False, "--deleted", help="Only deleted clubs."),
        output: Format = FORMAT_OPTION,
    ) -> None:
        """Clubs by name; blocked and deleted ones only when asked for (as in the webapp)."""
        by = {"isBlocked": blocked, "isDeleted": deleted}

        clubs = run_every_listed(
            wiring, lambda c, request: list_clubs(c.uow(), OPERATOR, request), search, by
        )
        typer.echo(listing_text(COLUMNS, [club_row(c) for c in clubs], output, "No clubs."))

    @app.command("show")
    def show_command(club_id: int = CLUB_ARGUMENT, output: Format = FORMAT_OPTION) -> None:
        """One club with its contact details and flags."""

        async def use_case(context: CliContext) -> Club:
            return (await get_club(context.uow(), OPERATOR, club_id)).item

        typer.echo(record_text(DETAILS, club_row(run_use_case(wiring, use_case)), output))

    def set_blocked(club_id: int, is_blocked: bool) -> None:
        async def use_case(context: CliContext) -> Club:
            changes = ClubChanges(is_blocked=is_blocked)
            return (await update_club(context.uow(), OPERATOR, club_id, changes)).item

        club = run_use_case(wiring, use_case)
        typer.echo(f"Club {club.name} is {'blocked' if is_blocked else 'unblocked'}.")

    @app.command("block")
    def block_command(club_id: int = CLUB_ARGUMENT) -> None:
        """Block a club: it leaves the clubs list and gets no deduction."""
        set_blocked(club_id, True)

    @app.command("unblock")
    def unblock_command(club_id: int = CLUB_ARGUMENT) -> None:
        """Unblock a club."""
        set_blocked(club_id, False)

    @app.command("delete")
    def delete_command(
        club_id: int = CLUB_ARGUMENT,
        yes: bool = typer.Option(False, "--yes", help="Do not ask first."),
    ) -> None:
        """Delete a club: it leaves every list, its users cannot sign in, its entries in
        tournaments not archived are withdrawn (archived ones keep them)."""

        async def shown(context: CliContext) -> Club:
            return (await get_club(context.uow(), OPERATOR, club_id)).item

        club = run_use_case(wiring, shown)
        if not yes:
            typer.confirm(f"Delete club {club_id} {club.name!r}?", abort=True)

        async def use_case(context: CliContext) -> None:
            await delete_club(context.uow(), context.clock, OPERATOR, club_id)

        run_use_case(wiring, use_case)
        typer.echo(f"Club {club.name} is deleted.")

    return app
