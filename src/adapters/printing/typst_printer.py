"""The core's ``ReportPrinter`` with Typst: a template per kind of document (report.typ,
draws.typ), the document as JSON.

The report's texts reach Typst as data (``sys.inputs``), so a club named ``#set page(...)``
prints as it is written. Only the fonts embedded in the wheel are used (Libertinus Serif:
č ć š ž đ and Serbian Cyrillic), never the machine's, so every server prints the same document.
"""

import asyncio
import json
from dataclasses import asdict
from pathlib import Path

import typst

from fedreg_core.ports.printing import PrintedDraws, PrintedReport

TEMPLATE = (Path(__file__).parent / "report.typ").read_bytes()
DRAWS_TEMPLATE = (Path(__file__).parent / "draws.typ").read_bytes()


def _document(printed: PrintedReport | PrintedDraws) -> dict[str, object]:
    """The document as the template reads it: Typst's ``lang`` is the language alone
    (``sr-Cyrl`` prints with ``sr``: the texts are in Cyrillic already)."""
    data = asdict(printed)
    data["empty"] = data.pop("empty_text")
    data["language"] = printed.language.split("-")[0]
    return data


def typeset(report: PrintedReport) -> bytes:
    data = _document(report)
    inputs = {"report": json.dumps(data, ensure_ascii=False)}
    pdf = typst.compile(TEMPLATE, sys_inputs=inputs, ignore_system_fonts=True)
    assert isinstance(pdf, bytes)
    return pdf


def typeset_draws(draws: PrintedDraws) -> bytes:
    data = _document(draws)
    inputs = {"draws": json.dumps(data, ensure_ascii=False)}
    pdf = typst.compile(DRAWS_TEMPLATE, sys_inputs=inputs, ignore_system_fonts=True)
    assert isinstance(pdf, bytes)
    return pdf


class TypstReportPrinter:
    async def pdf(self, report: PrintedReport) -> bytes:
        return await asyncio.to_thread(typeset, report)

    async def draws_pdf(self, draws: PrintedDraws) -> bytes:
        return await asyncio.to_thread(typeset_draws, draws)
