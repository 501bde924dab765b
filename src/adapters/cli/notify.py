"""``fedreg notify deadlines | send``: the mailed notices from the command line (cron)."""

import typer

from adapters.cli.context import CliContext, CliWiring
from adapters.cli.running import run_use_case
from fedreg_core.services.notice_sending import send_all_due
from fedreg_core.services.notices import queue_deadline_reminders


def build(wiring: CliWiring) -> typer.Typer:
    app = typer.Typer(help="Mailed notices: the deadline reminder (for cron), the due ones.")

    @app.command("deadlines")
    def deadlines_command(
        days: int = typer.Option(
            3, "--days", min=0, help="Remind this many days before applications close."
        ),
    ) -> None:
        """Mail every club a reminder for each tournament taking applications whose
        registration ends DAYS days from today: clubs with entries get their summary and fee,
        clubs without an invitation. Once a day: a second run the same day sends nothing.
        Users who turned reminders off in their profile get none."""

        async def use_case(context: CliContext) -> tuple[int, int]:
            queued = await queue_deadline_reminders(context.uow(), context.clock, days)
            return queued, await send_all_due(context.notices)

        queued, mails = run_use_case(wiring, use_case)
        typer.echo(f"{queued} club reminders queued, {mails} mails sent.")

    @app.command("send")
    def send_command() -> None:
        """Mail every notice that is due now (the server does it by itself every
        FEDREG_NOTICE_INTERVAL_SECONDS; this is for setups that run no server)."""

        async def use_case(context: CliContext) -> int:
            return await send_all_due(context.notices)

        typer.echo(f"{run_use_case(wiring, use_case)} mails sent.")

    return app
