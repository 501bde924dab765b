"""The ``fedreg`` command: one Typer app made of the command groups."""

import typer

from adapters.cli import db, demo, fees, serve, tournaments, users
from adapters.cli.context import CliWiring


def build_cli(wiring: CliWiring) -> typer.Typer:
    app = typer.Typer(
        name="fedreg",
        help="fedreg: clubs, members and tournament registrations of a sports federation.",
        no_args_is_help=True,
        add_completion=False,
    )
    app.add_typer(serve.build(wiring))
    app.add_typer(demo.build(wiring))
    app.add_typer(db.build(wiring), name="db")
    app.add_typer(users.build(wiring), name="users")
    app.add_typer(fees.app, name="fees")
    app.add_typer(tournaments.build(wiring), name="tournaments")
    return app
