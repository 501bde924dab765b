"""``fedreg catalog``: categories and disciplines to and from a file (catalog_document.py)."""

from collections import Counter
from pathlib import Path

import typer

from adapters.cli.catalog_document import read_catalog, write_catalog
from adapters.cli.context import CliContext, CliWiring
from adapters.cli.operator import OPERATOR
from adapters.cli.progress import progress_bars
from adapters.cli.running import guarded, run_use_case
from fedreg_core.services.catalog_file import CatalogRecords, Imported, export_catalog
from fedreg_core.services.catalog_import import import_catalog

FILE_HELP = "A .yaml, .yml or .json file."
IMPORT_HELP = (
    "Create or update categories and disciplines from a file, matched by name.\n\n"
    "Running it again changes nothing; stored ones the file does not name are kept. All or"
    " nothing: one refused record stores none.\n\n"
    "The file: a list `categories` (name, noPay, isArchived) and a list `disciplines` (name,"
    " categories by name, forSex men or women (left out: both), noPay, alwaysPay, isKataA,"
    " isKataB, isArchived, isTeam, teamMinMembers, teamMaxMembers); flags are true or false,"
    " false when left out; a team discipline's members 1 to 7, 2 to 4 when left out. An"
    " example: docs/examples/catalogue.yaml."
)


def import_summary(report: list[Imported], dry_run: bool) -> str:
    """One line a record that changes, then the counts."""
    lines = [f"  {i.outcome:<9} {i.kind} {i.name}" for i in report if i.outcome != "unchanged"]
    counts = Counter(i.outcome for i in report)
    verb = "Would import" if dry_run else "Imported"
    totals = ", ".join(f"{counts[o]} {o}" for o in ("created", "updated", "unchanged"))
    nothing = " (dry run: nothing stored)" if dry_run else ""
    return "\n".join([*lines, f"{verb} {len(report)} records: {totals}{nothing}."])


def build(wiring: CliWiring) -> typer.Typer:
    app = typer.Typer(help="The catalogue: categories and disciplines, to and from a file.")

    @app.command("export")
    def export_command(path: Path = typer.Argument(..., help=FILE_HELP, dir_okay=False)) -> None:
        """Write every category and discipline (not deleted) with its flags and links.

        The file's kind follows its name: .yaml or .yml for YAML, .json for JSON.
        """

        async def use_case(context: CliContext) -> CatalogRecords:
            return await export_catalog(context.uow())

        records = run_use_case(wiring, use_case)
        guarded(wiring.options, lambda: write_catalog(path, records))
        counts = f"{len(records.categories)} categories, {len(records.disciplines)} disciplines"
        typer.echo(f"Exported {counts} to {path}.")

    @app.command("import", help=IMPORT_HELP)
    def import_command(
        path: Path = typer.Argument(..., help=FILE_HELP, dir_okay=False),
        dry_run: bool = typer.Option(
            False, "--dry-run", help="Say what would change; store nothing."
        ),
    ) -> None:
        records = guarded(wiring.options, lambda: read_catalog(path))
        with progress_bars() as steps:

            async def use_case(context: CliContext) -> list[Imported]:
                return await import_catalog(
                    context.uow(),
                    OPERATOR,
                    records,
                    dry_run=dry_run,
                    progress=lambda done, total: steps("records", done, total),
                )

            report = run_use_case(wiring, use_case)
        typer.echo(import_summary(report, dry_run))

    return app
