"""``fedreg backup`` and ``fedreg restore``: the database and the uploaded files in one archive."""

from pathlib import Path

import typer

from adapters.cli.context import BackupRequest, CliWiring
from adapters.cli.progress import progress_bars
from adapters.cli.running import guarded

ARCHIVE_HELP = "The archive (a .tar.gz)."
BACKUP_HELP = (
    "Back up the database and the uploaded files into one archive.\n\n"
    "The files are read from the data folder's files/, or from the object store of"
    " FEDREG_FILES_URL. "
    "SQLite: a consistent copy made with SQLite's backup API while the server may keep"
    " running. PostgreSQL: pg_dump (PostgreSQL's client tools must be installed; without them"
    " the command says how to back up by hand). The mail outbox and the generated secret key"
    " are left out (users sign in again after a restore on a new host)."
)
RESTORE_HELP = (
    "Restore a backup into the configured database and data folder (the files into the"
    " object store of FEDREG_FILES_URL when set), then migrate it.\n\n"
    "Refuses a target that holds a fedreg database or files unless --force. The backup's"
    " database kind must be the target's (SQLite into SQLite, PostgreSQL into PostgreSQL;"
    " PostgreSQL needs pg_restore). On a new host: `fedreg --init restore ARCHIVE`. Stop the"
    " server first, and start it again after."
)


def build(wiring: CliWiring) -> typer.Typer:
    app = typer.Typer()

    @app.command("backup", help=BACKUP_HELP)
    def backup(
        archive: Path = typer.Argument(..., help=ARCHIVE_HELP, dir_okay=False),
        force: bool = typer.Option(False, "--force", help="Replace an existing archive."),
    ) -> None:
        with progress_bars() as steps:
            request = BackupRequest(archive.resolve(), steps, force)
            done = guarded(wiring.options, lambda: wiring.backup(wiring.options, request))
        typer.echo(f"{done} into {archive}.")

    @app.command("restore", help=RESTORE_HELP)
    def restore(
        archive: Path = typer.Argument(..., help=ARCHIVE_HELP, exists=True, dir_okay=False),
        force: bool = typer.Option(
            False, "--force", help="Replace the database and files the target holds."
        ),
    ) -> None:
        with progress_bars() as steps:
            request = BackupRequest(archive.resolve(), steps, force)
            done = guarded(wiring.options, lambda: wiring.restore(wiring.options, request))
        typer.echo(f"{done}. Start the server again (or restart its workers).")

    return app
