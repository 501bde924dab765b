"""Money at scale: invoices for every club of a seeded federation, then a bank statement of
10,000 lines imported and matched.

    uv run python bench/payments.py [--clubs 1000] [--registrations 10000] [--lines 10000]
                                    [--repeat 3] [--database sqlite|postgres|both]

Seeds the federation of ``bench/scale_seed.py`` into a fresh SQLite file or PostgreSQL
database (dropped afterwards), sets the payment settings, then

1. issues every club's invoice through the service, PDFs (Typst) stored in the data folder
   (goal: 1,000 clubs in at most 60 s);
2. writes a camt.053 statement of ``--lines`` lines (a tenth pay invoices by their
   reference, a tenth are suggested by payer and amount, the rest match nothing), and times
   reading it and importing it (matched and stored), ``--repeat`` times with fresh line ids
   (goal: p50 at most 2 s, and a fixed number of SQL statements whatever the length).
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path

from scale import database, runtime_for
from scale_seed import generate, write
from sqlalchemy.ext.asyncio import create_async_engine
from sqlalchemy.pool import NullPool

from adapters.spreadsheets.statements.camt053 import read_camt053
from adapters.sql.migrate import upgrade
from adapters.sql.statement_counter import count_statements
from fedreg_core.domain.entities import User
from fedreg_core.payments.invoices import Invoice, Payee
from fedreg_core.payments.ledger import PaymentStatus
from fedreg_core.services import invoicing, payments

PAYEE = Payee("Karate savez Srbije", "Kneza Miloša 7, Beograd", "100123456", "840-955845-10")
ISSUE_GOAL_S = 60.0
IMPORT_GOAL_S = 2.0


def structured(reference: str) -> str:
    return f"<Strd><CdtrRefInf><Ref>{reference}</Ref></CdtrRefInf></Strd>" if reference else ""


def statement(invoices: list[Invoice], lines: int, run: int) -> bytes:
    """``lines`` credit entries: by reference, by payer and amount, and unknown ones."""
    entries = []
    for n in range(lines):
        invoice = invoices[n % len(invoices)]
        kind = n % 10
        reference, payer = "", f"Nepoznat uplatilac {n}"
        if kind == 0:
            reference, payer = f"97 {invoice.reference}", invoice.club_name
        elif kind == 1:
            payer = invoice.club_name
        amount = invoice.total if kind in (0, 1) else 100 + n
        entries.append(
            f'<Ntry><Amt Ccy="RSD">{amount / 100:.2f}</Amt><CdtDbtInd>CRDT</CdtDbtInd>'
            f"<BookgDt><Dt>2026-02-10</Dt></BookgDt><NtryDtls><TxDtls><Refs>"
            f"<AcctSvcrRef>R{run}-{n}</AcctSvcrRef></Refs>"
            f"<RltdPties><Dbtr><Nm>{payer}</Nm></Dbtr></RltdPties><RmtInf>"
            f"{structured(reference)}"
            f"<Ustrd>Kotizacija</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>"
        )
    return (
        '<?xml version="1.0" encoding="UTF-8"?>'
        '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>'
        f"<GrpHdr><MsgId>B{run}</MsgId></GrpHdr><Stmt><Id>IZV-{run}</Id>{''.join(entries)}"
        "</Stmt></BkToCstmrStmt></Document>"
    ).encode()


async def measure(kind: str, url: str, args: argparse.Namespace) -> dict[str, float]:
    with tempfile.TemporaryDirectory(prefix="fedreg-payments-") as folder:
        runtime = runtime_for(url, Path(folder))
        context = runtime.context
        admin = User("Admin", "admin@bench.local", "-", is_admin=True, id=1)
        try:
            await payments.set_payment_settings(context.uow(), admin, PAYEE)
            start = time.perf_counter()
            issued = await invoicing.issue_invoices(
                context.uow, context.printer, context.files, context.clock, admin, 1,
                language="sr",
            )  # fmt: skip
            issue_s = time.perf_counter() - start
            invoices = list(issued.issued)
            times, statements = [], []
            for run in range(args.repeat):
                content = statement(invoices, args.lines, run)
                start = time.perf_counter()
                lines = read_camt053(content)
                with count_statements(runtime.engine) as counter:
                    done = await payments.import_statement(
                        context.uow(), context.clock, admin, lines
                    )
                times.append(time.perf_counter() - start)
                statements.append(counter.count)
            print(
                f"{kind}: {len(invoices):,} invoices issued in {issue_s:.1f} s "
                f"(goal <= {ISSUE_GOAL_S:.0f} s); statement of {args.lines:,} lines read, "
                f"matched and stored: p50 {statistics.median(times):.2f} s, max {max(times):.2f} s "
                f"(goal <= {IMPORT_GOAL_S:.0f} s), SQL statements {statements} "
                f"(last run: {done.count(PaymentStatus.ASSIGNED)} assigned, "
                f"{done.count(PaymentStatus.SUGGESTED)} suggested, "
                f"{done.count(PaymentStatus.UNMATCHED)} waiting)"
            )
            return {"issue_s": issue_s, "import_p50_s": statistics.median(times)}
        finally:
            await runtime.close()


async def main(args: argparse.Namespace) -> int:
    rows, federation = generate(args.clubs, args.registrations, small_registrations=0)
    kinds = ["sqlite", "postgres"] if args.database == "both" else [args.database]
    failed = False
    for kind in kinds:
        with tempfile.TemporaryDirectory(prefix="fedreg-payments-db-") as folder:
            async with database(kind, args.postgres_url, Path(folder)) as url:
                await upgrade(url)
                engine = create_async_engine(url, poolclass=NullPool)
                await write(engine, rows)
                await engine.dispose()
                print(f"{kind}: {federation.clubs:,} clubs, {federation.competitors:,} "
                      f"competitors, {federation.teams:,} teams", file=sys.stderr)  # fmt: skip
                figures = await measure(kind, url, args)
                failed |= figures["issue_s"] > ISSUE_GOAL_S
                failed |= figures["import_p50_s"] > IMPORT_GOAL_S
    return 1 if failed and args.assert_budget else 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--clubs", type=int, default=1000)
    parser.add_argument("--registrations", type=int, default=10000)
    parser.add_argument("--lines", type=int, default=10000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--database", choices=["sqlite", "postgres", "both"], default="sqlite")
    parser.add_argument(
        "--postgres-url", default="postgresql+asyncpg://postgres@127.0.0.1:5432/postgres"
    )
    parser.add_argument("--assert-budget", action="store_true")
    sys.exit(asyncio.run(main(parser.parse_args())))
