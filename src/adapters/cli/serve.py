"""``fedreg serve``: the web server."""

import typer

from adapters.cli.context import CliWiring
from adapters.cli.running import guarded


def build(wiring: CliWiring) -> typer.Typer:
    app = typer.Typer()

    @app.command("serve")
    def serve(
        host: str | None = typer.Option(None, help="Address to listen on [FEDREG_HOST]."),
        port: int | None = typer.Option(None, help="Port [FEDREG_PORT]."),
        workers: int = typer.Option(1, min=1, max=64, help="Worker processes."),
    ) -> None:
        """Serve the API and the webapp (never adds data, never migrates: `fedreg db
        upgrade` is the one step that changes the schema, run once before the servers of a
        new version start; docs/upgrading.md)."""
        guarded(wiring.options, lambda: wiring.serve(wiring.options, host, port, workers))

    return app
