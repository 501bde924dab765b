"""The ``fedreg`` command: one Typer app made of the command groups."""

import typer

from adapters.cli import db, demo, exports, fees, people, serve, tournaments, users
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
    app.add_typer(fees_group(wiring), name="fees")
    app.add_typer(tournaments_group(wiring), name="tournaments")
    app.add_typer(people.build(wiring), name="people")
    return app


def fees_group(wiring: CliWiring) -> typer.Typer:
    """``fees explain`` (no database) and ``fees invoice``."""
    group = typer.Typer(help=fees.app.info.help, no_args_is_help=True)
    group.command("explain")(fees.explain)
    exports.add_invoice(group, wiring)
    return group


def tournaments_group(wiring: CliWiring) -> typer.Typer:
    group = tournaments.build(wiring)
    exports.add_export(group, wiring)
    return group
