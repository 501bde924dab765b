"""``fedreg people export ID``: everything held on one person, as the API's admin export,
recorded in the access log (the operator, from ``cli``)."""

from pathlib import Path

import typer

from adapters.cli.context import CliContext, CliWiring
from adapters.cli.exports import LANGUAGE, save
from adapters.cli.operator import OPERATOR, cli_origin
from adapters.cli.running import run_use_case
from fedreg_core.ports.people_directory import PeopleKind
from fedreg_core.services.person_export import person_json
from fedreg_core.services.person_report import person_pdf


def add_export(app: typer.Typer, wiring: CliWiring) -> None:
    @app.command("export")
    def export_command(
        person_id: int = typer.Argument(..., help="The person's id."),
        kind: PeopleKind = typer.Option(PeopleKind.MEMBERS, "--kind", help="The person's kind."),
        pdf: Path | None = typer.Option(None, "--pdf", help="Save a readable A4 PDF here."),
        json_path: Path | None = typer.Option(None, "--json", help="Save the JSON here."),
        language: str = LANGUAGE,
    ) -> None:
        """Everything held on a person (record, history, entries, draws, results, invoice
        lines, photo, access log): JSON on standard output unless --json or --pdf names a
        file."""

        async def as_json(context: CliContext) -> bytes:
            origin = cli_origin(context.clock)
            return await person_json(context.uow(), OPERATOR, kind, person_id, origin)

        async def as_pdf(context: CliContext) -> bytes:
            origin = cli_origin(context.clock)
            return await person_pdf(
                context.uow(), context.printer, OPERATOR, kind, person_id, origin, language
            )

        if pdf is not None:
            save(pdf, run_use_case(wiring, as_pdf))
        if json_path is not None:
            save(json_path, run_use_case(wiring, as_json))
        if pdf is None and json_path is None:
            typer.echo(run_use_case(wiring, as_json).decode())
