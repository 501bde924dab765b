"""A bank's CSV export read as Excel and LibreOffice files are (any code page, ``;`` ``,``
or tab), its lines by the bank's saved column mapping."""

from adapters.spreadsheets.csv_rows import csv_rows
from fedreg_core.payments.statement_rows import statement_lines
from fedreg_core.payments.statements import CsvMapping, StatementLine


def read_csv_statement(content: bytes, mapping: CsvMapping, currency: str) -> list[StatementLine]:
    return statement_lines(csv_rows(content), mapping, currency)
