"""``fedreg db``: the database schema."""

import typer

from adapters.cli.context import CliWiring


def build(wiring: CliWiring) -> typer.Typer:
    app = typer.Typer(help="Database schema.", no_args_is_help=True)

    @app.command("upgrade")
    def upgrade() -> None:
        """Apply every pending migration (safe to run again)."""
        wiring.upgrade_database()
        typer.echo("Database is up to date.")

    return app
