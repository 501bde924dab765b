"""``fedreg privacy purge [--dry-run]``: remove what is past its keeping period (for cron;
docs/privacy.md)."""

import typer

from adapters.cli.context import CliContext, CliWiring
from adapters.cli.exports import LANGUAGE
from adapters.cli.running import run_use_case
from fedreg_core.messages import translate
from fedreg_core.services.retention import PurgeReport, purge


def report_lines(report: PurgeReport, language: str) -> list[str]:
    """One line a part, then the photos' stored paths (``would`` in a dry run)."""
    would = "would_" if report.dry_run else ""
    counts = {
        "photos": len(report.photos),
        "medical": report.medical_dates,
        "attempts": report.attempts,
        "sessions": report.sessions,
        "access": report.access_rows,
    }
    lines = [
        translate(f"purge_{would}{part}", language, {"count": count})
        for part, count in counts.items()
    ]
    return lines + [f"  {photo}" for photo in report.photos]


def build(wiring: CliWiring) -> typer.Typer:
    app = typer.Typer(help="People's data: remove what is past its keeping period.")

    @app.command("purge")
    def purge_command(
        dry_run: bool = typer.Option(
            False, "--dry-run", help="Only say what would be removed; change nothing."
        ),
        language: str = LANGUAGE,
    ) -> None:
        """Photos (database and file store) and medical certificate dates of people with no
        entry in the site's retention years (default 3), sign-in attempt records older than
        30 days, sign-ins older than a token's 7 days, access log rows older than 2 years."""

        async def use_case(context: CliContext) -> PurgeReport:
            return await purge(context.uow(), context.files, context.clock.now(), dry_run=dry_run)

        for line in report_lines(run_use_case(wiring, use_case), language):
            typer.echo(line)

    return app
