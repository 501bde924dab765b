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
        """Apply migrations, then serve the API and the webapp (never adds data)."""
        guarded(wiring.options, lambda: wiring.upgrade_database(wiring.options))
        guarded(wiring.options, lambda: wiring.serve(wiring.options, host, port, workers))

    return app
