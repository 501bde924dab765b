"""The core's ``StatementReader``: XML is read as camt.053, anything else as the bank's CSV
export by its mapping; off the event loop (a statement of 10,000 lines takes a while)."""

import asyncio

from adapters.spreadsheets.statements.camt053 import read_camt053
from adapters.spreadsheets.statements.csv_statement import read_csv_statement
from fedreg_core.domain.errors import RuleBroken
from fedreg_core.payments.statements import CsvMapping, StatementLine


def _is_xml(content: bytes) -> bool:
    return content.lstrip(b"\xef\xbb\xbf \t\r\n").startswith(b"<")


def read_statement(
    content: bytes, mapping: CsvMapping | None, currency: str
) -> list[StatementLine]:
    if _is_xml(content):
        return read_camt053(content)
    if mapping is None:
        raise RuleBroken.single("mapping", "required")
    return read_csv_statement(content, mapping, currency)


class BankStatementReader:
    async def read(
        self, content: bytes, mapping: CsvMapping | None, currency: str
    ) -> list[StatementLine]:
        return await asyncio.to_thread(read_statement, content, mapping, currency)
