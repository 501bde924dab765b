"""``fedreg invoices issue | list | pdf`` and ``fedreg payments import | list``: money on the
command line, through the same use cases as the API, as the federation's operator."""

from pathlib import Path

import typer

from adapters.cli.context import CliContext, CliWiring
from adapters.cli.exports import LANGUAGE, save
from adapters.cli.operator import OPERATOR
from adapters.cli.output import FORMAT_OPTION, Column, Format, listing_text
from adapters.cli.running import run_use_case
from fedreg_core.payments.codes import money
from fedreg_core.payments.invoices import Invoice
from fedreg_core.payments.ledger import Payment
from fedreg_core.payments.statements import CsvMapping
from fedreg_core.services import invoicing, payments
from fedreg_core.services.payments import StatementFile, StatementImport

INVOICE_COLUMNS = (
    Column("id", "Id"),
    Column("number", "Number"),
    Column("kind", "Kind"),
    Column("club", "Club"),
    Column("issuedOn", "Issued"),
    Column("dueOn", "Due"),
    Column("total", "Amount"),
    Column("reference", "Reference"),
)
PAYMENT_COLUMNS = (
    Column("id", "Id"),
    Column("paidOn", "Paid on"),
    Column("payer", "Payer"),
    Column("amount", "Amount"),
    Column("reference", "Reference"),
    Column("status", "Status"),
    Column("reason", "Why it waits"),
)


def invoice_row(invoice: Invoice) -> dict[str, object]:
    return {
        "id": invoice.id,
        "number": str(invoice.number),
        "kind": invoice.kind.value,
        "club": invoice.club_name,
        "issuedOn": invoice.issued_on.isoformat(),
        "dueOn": invoice.due_on.isoformat(),
        "total": money(invoice.total, invoice.payee.currency),
        "reference": invoice.reference,
    }


def payment_row(payment: Payment) -> dict[str, object]:
    return {
        "id": payment.id,
        "paidOn": payment.paid_on.isoformat(),
        "payer": payment.payer,
        "amount": money(payment.amount, payment.currency),
        "reference": payment.reference or payment.text,
        "status": payment.status.value,
        "reason": payment.reason,
    }


def build_invoices(wiring: CliWiring) -> typer.Typer:
    app = typer.Typer(help="Invoices: issue them for a tournament's clubs, list them, print one.")

    @app.command("issue")
    def issue_command(
        tournament_id: int = typer.Argument(..., help="Tournament id."),
        club: int | None = typer.Option(None, "--club", help="One club's id; all when left out."),
        language: str = LANGUAGE,
        output: Format = FORMAT_OPTION,
    ) -> None:
        """Issue what each club's entries call for: its invoice, or a supplement or credit
        note when its entries changed since (nothing for a club whose invoices still fit)."""

        async def use_case(context: CliContext) -> list[Invoice]:
            if club is not None:
                one = await invoicing.issue_invoice(
                    context.uow(), context.printer, context.files, context.clock, OPERATOR,
                    tournament_id, club, language=language,
                )  # fmt: skip
                return [one]
            done = await invoicing.issue_invoices(
                context.uow, context.printer, context.files, context.clock, OPERATOR,
                tournament_id, language=language,
            )  # fmt: skip
            return list(done.issued)

        rows = [invoice_row(invoice) for invoice in run_use_case(wiring, use_case)]
        typer.echo(listing_text(INVOICE_COLUMNS, rows, output, "Nothing to issue."))

    @app.command("list")
    def list_command(
        tournament_id: int = typer.Argument(..., help="Tournament id."),
        output: Format = FORMAT_OPTION,
    ) -> None:
        """Every invoice, supplement and credit note of the tournament, oldest first."""

        async def use_case(context: CliContext) -> list[Invoice]:
            return await invoicing.tournament_invoices(context.uow(), OPERATOR, tournament_id)

        rows = [invoice_row(invoice) for invoice in run_use_case(wiring, use_case)]
        typer.echo(listing_text(INVOICE_COLUMNS, rows, output, "No invoice is issued yet."))

    @app.command("pdf")
    def pdf_command(
        invoice_id: int = typer.Argument(..., help="Invoice id (as `list` shows it)."),
        path: Path = typer.Argument(..., help="Where to save the PDF."),
        language: str = LANGUAGE,
    ) -> None:
        """Save an invoice as the A4 PDF with its payment code."""

        async def use_case(context: CliContext) -> bytes:
            _, pdf = await invoicing.invoice_pdf(
                context.uow(), context.printer, OPERATOR, invoice_id, language=language
            )
            return pdf

        save(path, run_use_case(wiring, use_case))

    return app


def _mapping(columns: str | None) -> CsvMapping | None:
    """``date,amount,payer[,reference[,text]]``: the CSV export's column headers."""
    if columns is None:
        return None
    names = [name.strip() for name in columns.split(",")]
    if len(names) < 3:
        raise typer.BadParameter("name at least the date, amount and payer columns")
    booked_on, amount, payer, *rest = names
    reference, text = [*rest, "", ""][:2]
    return CsvMapping(booked_on, amount, payer, reference, text)


def build_payments(wiring: CliWiring) -> typer.Typer:
    app = typer.Typer(help="Payments: import a bank statement, list the waiting payments.")

    @app.command("import")
    def import_command(
        path: Path = typer.Argument(..., help="A camt.053 statement (XML) or a bank's CSV export."),
        dry_run: bool = typer.Option(False, "--dry-run", help="Only match and report."),
        columns: str | None = typer.Option(
            None,
            "--columns",
            help="For a CSV: its headers of the date, amount, payer, reference and purpose, "
            'comma-separated ("Datum,Iznos,Nalogodavac,Poziv na broj,Svrha").',
        ),
        bank: str = typer.Option(
            "",
            "--bank",
            help="A bank's name: its saved columns when --columns is left out; with "
            "--columns, they are saved under it.",
        ),
        output: Format = FORMAT_OPTION,
    ) -> None:
        """Match the statement's new lines to invoices by their reference (counted at once),
        suggest by payer and amount, leave the rest waiting; lines imported before are left."""
        try:
            content = path.read_bytes()
        except OSError as error:
            raise typer.BadParameter(f"cannot read {path}: {error.strerror or error}") from error
        upload = StatementFile(content, _mapping(columns), dry_run, bank)

        async def use_case(context: CliContext) -> StatementImport:
            return await payments.import_statement_file(
                context.uow(), context.statements, context.clock, OPERATOR, upload
            )

        done = run_use_case(wiring, use_case)
        rows = [
            {
                "id": "",
                "paidOn": m.line.booked_on.isoformat(),
                "payer": m.line.payer,
                "amount": money(m.line.amount, m.line.currency),
                "reference": m.line.reference or m.line.text,
                "status": m.status.value,
                "reason": m.reason,
            }
            for m in done.lines
        ]
        typer.echo(listing_text(PAYMENT_COLUMNS, rows, output, "No new line."))
        if output is Format.TABLE:
            stored = "checked only (--dry-run)" if dry_run else "stored"
            typer.echo(f"{len(done.lines)} new lines {stored}; {done.known} imported before.")

    @app.command("list")
    def list_command(
        unmatched: bool = typer.Option(
            True, "--unmatched/--all-waiting", help="Only those matched to nothing (default)."
        ),
        output: Format = FORMAT_OPTION,
    ) -> None:
        """The payments that wait for an admin: matched to nothing, or only suggested."""

        async def use_case(context: CliContext) -> list[Payment]:
            return await payments.waiting_payments(context.uow(), OPERATOR)

        found = run_use_case(wiring, use_case)
        shown = [p for p in found if not unmatched or p.status.value == "unmatched"]
        typer.echo(listing_text(PAYMENT_COLUMNS, [payment_row(p) for p in shown], output, "None."))

    return app
