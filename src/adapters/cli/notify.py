"""``fedreg notify deadlines | payments | send | failed``: the mailed notices from the
command line (cron)."""

from collections.abc import Awaitable, Callable

import typer

from adapters.cli.context import CliContext, CliWiring
from adapters.cli.operator import OPERATOR
from adapters.cli.running import run_use_case
from fedreg_core.ports.notices import FailedNotice
from fedreg_core.services.notice_failures import failed_notices
from fedreg_core.services.notice_sending import send_all_due
from fedreg_core.services.notices import queue_deadline_reminders
from fedreg_core.services.payments import queue_payment_reminders


def _queue_and_send(
    wiring: CliWiring, queue: Callable[[CliContext], Awaitable[int]], queued_what: str
) -> None:
    """Queues reminders, mails every notice due, and says how many of each."""

    async def use_case(context: CliContext) -> tuple[int, int]:
        queued = await queue(context)
        return queued, await send_all_due(context.notices)

    queued, mails = run_use_case(wiring, use_case)
    typer.echo(f"{queued} {queued_what} queued, {mails} mails sent.")


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

        def queue(context: CliContext) -> Awaitable[int]:
            return queue_deadline_reminders(context.uow(), context.clock, days)

        _queue_and_send(wiring, queue, "club reminders")

    @app.command("payments")
    def payments_command() -> None:
        """Mail a payment reminder to every club that owes money after an invoice's due
        date, with what it owes and the invoices' numbers, in each user's language. Once a
        day: a second run the same day sends nothing."""

        def queue(context: CliContext) -> Awaitable[int]:
            return queue_payment_reminders(context.uow(), context.clock, OPERATOR)

        _queue_and_send(wiring, queue, "club payment reminders")

    @app.command("send")
    def send_command() -> None:
        """Mail every notice that is due now (the server does it by itself every
        FEDREG_NOTICE_INTERVAL_SECONDS; this is for setups that run no server)."""

        async def use_case(context: CliContext) -> int:
            return await send_all_due(context.notices)

        typer.echo(f"{run_use_case(wiring, use_case)} mails sent.")

    @app.command("failed")
    def failed_command(
        limit: int = typer.Option(50, "--limit", min=1, help="Show at most this many."),
    ) -> None:
        """List the notices whose mails could not be built or sent, the latest failure first:
        how often in a row, the last error, and when the next try is (or that it was given
        up after the last one: a new change of that club's entries queues it again)."""

        async def use_case(context: CliContext) -> list[FailedNotice]:
            return await failed_notices(context.uow(), limit)

        failed = run_use_case(wiring, use_case)
        for notice in failed:
            typer.echo(_failure_line(notice))
        typer.echo(f"{len(failed)} failed notices.")

    return app


def _failure_line(notice: FailedNotice) -> str:
    retry = f"next try {notice.retry_at:%Y-%m-%d %H:%M}" if notice.retry_at else "given up"
    return (
        f"notice {notice.id} ({notice.kind.value}, tournament {notice.tournament_id}, club"
        f" {notice.club_id}): {notice.failures} failures, the last at"
        f" {notice.failed_at:%Y-%m-%d %H:%M}, {retry}: {notice.last_error}"
    )
