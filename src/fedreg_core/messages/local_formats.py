"""Dates and decimal numbers as each language writes them, one function per rule, in the
webapp's patterns (its catalogues' ``dates.format``), so a date reads the same in a field, a
list, a message, a mail and a PDF: ``22.12.2011.`` in Serbian (either script), ``22/12/2011``
in English; kilograms ``61,5`` in Serbian, ``61.5`` in English.

``messages.translate`` writes a message's ``date``, ``datetime`` and ``Decimal`` values with
these; printed documents and mails call them for their own dates.
"""

from datetime import date, datetime
from decimal import Decimal

ENGLISH = "en"


def printed_date(day: date, language: str) -> str:
    """``22.12.2011.`` (Serbian), ``22/12/2011`` (English)."""
    if language == ENGLISH:
        return f"{day:%d/%m/%Y}"
    return f"{day:%d.%m.%Y}."


def printed_moment(moment: datetime, language: str) -> str:
    """The day as ``printed_date`` writes it and the time of day: ``01.03.2026. 10:30``."""
    return f"{printed_date(moment.date(), language)} {moment:%H:%M}"


def printed_decimal(value: Decimal, language: str) -> str:
    """``61,5`` (Serbian), ``61.5`` (English): the digits as stored, the language's separator."""
    text = f"{value:f}"
    return text if language == ENGLISH else text.replace(".", ",")
