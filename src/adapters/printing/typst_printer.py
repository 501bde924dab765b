"""The core's ``ReportPrinter`` with Typst: a template per kind of document (report.typ,
draws.typ, results.typ, invoice.typ), the document as JSON.

The report's texts reach Typst as data (``sys.inputs``), so a club named ``#set page(...)``
prints as it is written. Only the fonts embedded in the wheel are used (Libertinus Serif:
č ć š ž đ and Serbian Cyrillic), never the machine's, so every server prints the same document.
"""

import asyncio
import json
from dataclasses import asdict
from pathlib import Path

import typst

from adapters.printing.payment_codes import qr_svg
from fedreg_core.ports.printing import (
    PrintedDraws,
    PrintedInvoice,
    PrintedReport,
    PrintedResults,
)

TEMPLATE = (Path(__file__).parent / "report.typ").read_bytes()
DRAWS_TEMPLATE = (Path(__file__).parent / "draws.typ").read_bytes()
RESULTS_TEMPLATE = (Path(__file__).parent / "results.typ").read_bytes()
INVOICE_TEMPLATE = (Path(__file__).parent / "invoice.typ").read_bytes()


def _document(
    printed: PrintedReport | PrintedDraws | PrintedResults | PrintedInvoice,
) -> dict[str, object]:
    """The document as the template reads it: Typst's ``lang`` is the language alone
    (``sr-Cyrl`` prints with ``sr``: the texts are in Cyrillic already)."""
    data = asdict(printed)
    if "empty_text" in data:
        data["empty"] = data.pop("empty_text")
    data["language"] = printed.language.split("-")[0]
    return data


def _compiled(
    template: bytes, name: str, data: dict[str, object], page_image_ppi: int | None = None
) -> bytes:
    """The PDF, or with ``page_image_ppi`` the first page as PNG."""
    inputs = {name: json.dumps(data, ensure_ascii=False)}
    if page_image_ppi is None:
        document = typst.compile(template, sys_inputs=inputs, ignore_system_fonts=True)
    else:
        document = typst.compile(
            template, sys_inputs=inputs, ignore_system_fonts=True, format="png",
            ppi=page_image_ppi,
        )  # fmt: skip
    first = document[0] if isinstance(document, list) else document
    assert isinstance(first, bytes)
    return first


def typeset(report: PrintedReport) -> bytes:
    return _compiled(TEMPLATE, "report", _document(report))


def typeset_draws(draws: PrintedDraws) -> bytes:
    return _compiled(DRAWS_TEMPLATE, "draws", _document(draws))


def typeset_results(results: PrintedResults) -> bytes:
    return _compiled(RESULTS_TEMPLATE, "results", _document(results))


def typeset_invoice(invoice: PrintedInvoice, *, page_image_ppi: int | None = None) -> bytes:
    """The QR code is drawn from the payment code's string here: vector, in the PDF. With
    ``page_image_ppi`` the first page as PNG instead (a preview; tests scan its code)."""
    data = _document(invoice)
    data["qr_svg"] = qr_svg(invoice.payment_code) if invoice.payment_code else ""
    return _compiled(INVOICE_TEMPLATE, "invoice", data, page_image_ppi)


class TypstReportPrinter:
    async def pdf(self, report: PrintedReport) -> bytes:
        return await asyncio.to_thread(typeset, report)

    async def draws_pdf(self, draws: PrintedDraws) -> bytes:
        return await asyncio.to_thread(typeset_draws, draws)

    async def results_pdf(self, results: PrintedResults) -> bytes:
        return await asyncio.to_thread(typeset_results, results)

    async def invoice_pdf(self, invoice: PrintedInvoice) -> bytes:
        return await asyncio.to_thread(typeset_invoice, invoice)
