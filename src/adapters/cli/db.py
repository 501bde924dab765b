"""``fedreg db``: the database schema."""

import typer

from adapters.cli.context import CliWiring, Migration
from adapters.cli.running import guarded


def applied_text(applied: list[Migration]) -> str:
    """What ``fedreg db upgrade`` did, one migration a line."""
    if not applied:
        return "The database was up to date: no migration applied."
    lines = [f"  {m.revision}  {m.title}".rstrip() for m in applied]
    count = f"{len(applied)} migration{'s' if len(applied) > 1 else ''}"
    return "\n".join([f"Applied {count}:", *lines, f"The database is at {applied[-1].revision}."])


def build(wiring: CliWiring) -> typer.Typer:
    app = typer.Typer(help="Database schema.", no_args_is_help=True)

    @app.command("upgrade")
    def upgrade() -> None:
        """Apply every pending migration and list them (safe to run again). On a new data
        folder: `fedreg --init db upgrade`."""
        applied = guarded(wiring.options, lambda: list(wiring.upgrade_database(wiring.options)))
        typer.echo(applied_text(applied))

    return app
