"""``fedreg people import``: a club's people from a spreadsheet, as the API imports them.

The command line acts as the federation's operator (an admin). The report lists every row
(new, same, duplicate, error with its reasons); any row in error exits with code 1.
"""

import json
import sys
from dataclasses import replace
from enum import StrEnum
from pathlib import Path

import typer

from adapters.cli.context import CliContext, CliWiring
from adapters.cli.operator import OPERATOR, cli_origin
from adapters.cli.output import text_table
from adapters.cli.person_erasure import add_erase
from adapters.cli.person_export import add_export
from adapters.cli.running import run_use_case
from fedreg_core.domain.enums import BELTS
from fedreg_core.messages import translate
from fedreg_core.ports.people_directory import PeopleKind
from fedreg_core.ports.spreadsheets import SheetUpload
from fedreg_core.services.people_import import ImportRequest, ImportStep, import_people
from fedreg_core.services.person_kinds import FormContext
from fedreg_core.sheets.people_import import ImportReport, ImportRow, RowStatus

REPORT_HEADER = ("Row", "Status", "Name", "Match", "Problems")


class ReportFormat(StrEnum):
    TABLE = "table"
    JSON = "json"


def report_rows(report: ImportReport, language: str) -> list[list[object]]:
    rows: list[list[object]] = []
    for row in report.rows:
        name = f"{row.values.get('firstName', '')} {row.values.get('lastName', '')}".strip()
        match = row.match.club.name if row.match is not None else ""
        problems = "; ".join(f"{field}: {message}" for field, message in _problems(row, language))
        rows.append([row.number, row.status.value, name, match, problems])
    return rows


def _problems(row: ImportRow, language: str) -> list[tuple[str, str]]:
    """The row's problems by field, each message in ``language``."""
    return [
        (field, translate(key, language, row.error_values.get(field)))
        for field, key in row.errors.items()
    ]


def report_json(report: ImportReport, language: str) -> str:
    summary = report.summary
    return json.dumps(
        {
            "rows": [
                {
                    "row": row.number,
                    "status": row.status.value,
                    "values": row.values,
                    "errors": dict(_problems(row, language)),
                    "consentChange": row.consent_change is not None,
                    "match": None
                    if row.match is None
                    else {"personId": row.match.id, "club": {"id": row.match.club.id,
                                                             "name": row.match.club.name}},
                }
                for row in report.rows
            ],
            "summary": {"new": summary.new, "same": summary.same,
                        "duplicates": summary.duplicates, "errors": summary.errors,
                        "consents": summary.consents, "stored": report.stored},
        },
        ensure_ascii=False,
        indent=2,
    )  # fmt: skip


def build(wiring: CliWiring) -> typer.Typer:
    app = typer.Typer(help="A club's people: import from a spreadsheet; export or erase one "
                      "person.", no_args_is_help=True)  # fmt: skip
    add_export(app, wiring)
    add_erase(app, wiring)

    @app.command("import")
    def import_command(
        file: Path = typer.Argument(..., help=".xlsx, .ods or .csv; the first row names columns."),
        club: int = typer.Option(..., "--club", help="The club's id."),
        kind: PeopleKind = typer.Option(PeopleKind.MEMBERS, "--kind", help="Kind of people."),
        dry_run: bool = typer.Option(False, "--dry-run", help="Only check and report."),
        with_duplicates: bool = typer.Option(
            False, "--with-duplicates", help="Also store the people found in another club."
        ),
        output: ReportFormat = typer.Option(ReportFormat.TABLE, "--format", help="table or json."),
        language: str = typer.Option("en", "--lang", help="Messages in sr or en."),
    ) -> None:
        """Import FILE's rows into a club: new rows are stored, people already in the club
        skipped, people found in another club reported (stored with --with-duplicates). All
        or nothing: any row in error stores nothing and exits with code 1."""
        try:
            content = file.read_bytes()
        except OSError as error:
            typer.secho(f"cannot read {file}: {error.strerror or error}", err=True, fg="red")
            raise typer.Exit(2) from error

        # A dry run first, so that a file with errors is reported row by row; then the import.
        steps = len(ImportStep) * (1 if dry_run else 2)
        with typer.progressbar(length=steps, label="Importing", file=sys.stderr) as bar:

            def step(_step: ImportStep) -> None:
                bar.update(1)

            async def use_case(context: CliContext) -> ImportReport:
                form = FormContext(BELTS[context.variant], context.clock.now().date())
                upload = SheetUpload(content, file.name)
                origin = cli_origin(context.clock)
                checked = ImportRequest(
                    kind, club, upload, form, context.variant, origin, progress=step
                )
                report = await import_people(context.uow(), context.sheets, OPERATOR, checked)
                if dry_run or report.summary.errors:
                    return report
                stored = replace(checked, dry_run=False, with_duplicates=with_duplicates)
                return await import_people(context.uow(), context.sheets, OPERATOR, stored)

            report = run_use_case(wiring, use_case)
        if output == ReportFormat.JSON:
            typer.echo(report_json(report, language))
        else:
            typer.echo(text_table(REPORT_HEADER, report_rows(report, language)))
            summary = report.summary
            consents = summary.consents
            typer.echo(
                f"\n{summary.new} new, {summary.same} already in the club, "
                f"{summary.duplicates} in another club, {summary.errors} in error; "
                f"{report.stored} stored."
                + (f" Parental consents of members in the club: {consents}." if consents else "")
            )
        if any(row.status == RowStatus.ERROR for row in report.rows):
            raise typer.Exit(1)

    return app
