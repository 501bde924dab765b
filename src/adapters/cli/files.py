"""``fedreg files migrate``: the uploaded files from the data folder into an object store."""

import typer

from adapters.cli.context import CliWiring, FilesMigration
from adapters.cli.progress import progress_bars
from adapters.cli.running import guarded

MIGRATE_HELP = (
    "Copy the data folder's uploaded files (files/) into an S3-compatible object store.\n\n"
    "The endpoint, region and keys come from AWS_ENDPOINT_URL, AWS_REGION, AWS_ACCESS_KEY_ID"
    " and AWS_SECRET_ACCESS_KEY. Files the store holds already with the same size are"
    " skipped, so running it again copies only what is missing. The folder is left as it is."
    " Then set FEDREG_FILES_URL to the same URL and restart every server (docs/files.md)."
)


def build(wiring: CliWiring) -> typer.Typer:
    app = typer.Typer(help="Uploaded files: where they are kept.", no_args_is_help=True)

    @app.command("migrate", help=MIGRATE_HELP)
    def migrate(
        to: str = typer.Option(..., "--to", help="The object store: s3://bucket/prefix."),
    ) -> None:
        with progress_bars() as steps:
            request = FilesMigration(to, steps)
            done = guarded(wiring.options, lambda: wiring.migrate_files(wiring.options, request))
        typer.echo(done)

    return app
