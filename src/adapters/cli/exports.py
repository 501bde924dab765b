"""Downloads on the command line: ``fedreg tournaments export`` (the entries workbook) and
``fedreg fees invoice`` (a club's fee statement as PDF), as the API makes them."""

from collections.abc import Awaitable, Callable
from pathlib import Path

import typer

from adapters.cli.context import CliContext, CliWiring
from adapters.cli.operator import OPERATOR, cli_origin
from adapters.cli.running import run_use_case
from fedreg_core.services.entries_export import entries_workbook
from fedreg_core.services.invoices import club_invoice

LANGUAGE = typer.Option("sr", "--lang", help="sr, sr-Cyrl or en.")


def save(path: Path, content: bytes) -> None:
    try:
        path.write_bytes(content)
    except OSError as error:
        typer.secho(f"cannot write {path}: {error.strerror or error}", err=True, fg="red")
        raise typer.Exit(2) from error
    typer.echo(f"Saved {path} ({len(content):,} bytes).")


MakeFile = Callable[[CliContext], Awaitable[bytes]]


def save_chosen(
    wiring: CliWiring, xlsx: Path | None, workbook: MakeFile, pdf: Path | None, printed: MakeFile
) -> None:
    """Make and save the workbook to ``xlsx`` and the PDF to ``pdf``, each when named (a
    usage error when neither is)."""
    if xlsx is None and pdf is None:
        raise typer.BadParameter("name --xlsx PATH, --pdf PATH or both")
    if xlsx is not None:
        save(xlsx, run_use_case(wiring, workbook))
    if pdf is not None:
        save(pdf, run_use_case(wiring, printed))


def add_export(app: typer.Typer, wiring: CliWiring) -> None:
    """``tournaments export ID --xlsx PATH``."""

    @app.command("export")
    def export_command(
        tournament_id: int = typer.Argument(..., help="Tournament id."),
        xlsx: Path = typer.Option(..., "--xlsx", help="Where to save the workbook."),
        language: str = LANGUAGE,
    ) -> None:
        """Save every competitor and team entry, and a sheet per category and discipline
        with its entrants, as an .xlsx workbook."""

        async def use_case(context: CliContext) -> bytes:
            return await entries_workbook(
                context.uow(), context.workbooks, OPERATOR, tournament_id, language,
                cli_origin(context.clock),
            )  # fmt: skip

        save(xlsx, run_use_case(wiring, use_case))


def add_invoice(app: typer.Typer, wiring: CliWiring) -> None:
    """``fees invoice TOURNAMENT CLUB --pdf PATH``."""

    @app.command("invoice")
    def invoice_command(
        tournament_id: int = typer.Argument(..., help="Tournament id."),
        club_id: int = typer.Argument(..., help="Club id."),
        pdf: Path = typer.Option(..., "--pdf", help="Where to save the PDF."),
        without_discount: bool = typer.Option(
            False, "--without-discount", help="Prices and their sum only."
        ),
        language: str = LANGUAGE,
    ) -> None:
        """Save a club's fee statement for a tournament as an A4 PDF."""

        async def use_case(context: CliContext) -> bytes:
            return await club_invoice(
                context.uow(), context.printer, OPERATOR, tournament_id, club_id,
                with_discount=not without_discount, language=language,
                today=context.clock.now().date(),
            )  # fmt: skip

        save(pdf, run_use_case(wiring, use_case))
