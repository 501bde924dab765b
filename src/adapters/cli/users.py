"""``fedreg users``: accounts from the command line."""

import typer

from adapters.cli.context import CliContext, CliWiring
from adapters.cli.running import run_use_case
from fedreg_core.domain.entities import User
from fedreg_core.services.admins import create_admin


def build(wiring: CliWiring) -> typer.Typer:
    app = typer.Typer(help="User accounts.", no_args_is_help=True)

    @app.command("create-admin")
    def create_admin_command(
        email: str = typer.Argument(..., help="E-mail the admin signs in with."),
        name: str = typer.Option(..., "--name", help="The admin's name."),
        password: str = typer.Option(
            ..., "--password", help="At least 6 characters.", prompt=True, hide_input=True
        ),
    ) -> None:
        """Create an admin account (no club)."""

        async def use_case(context: CliContext) -> User:
            return await create_admin(context.uow(), context.hasher, email, name, password)

        user = run_use_case(wiring, use_case)
        typer.echo(f"Admin {user.name} <{user.email}> created (id {user.id}).")

    return app
