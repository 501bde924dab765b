"""A camt.053 statement (``BkToCstmrStmt``, any version from .001.02) read as a stream by the
hardened XML reader (no DTD, no entities, bounded depth): each transaction of each entry is a
line; an entry without transaction details is one line itself."""

import hashlib
import re
from dataclasses import dataclass, field
from datetime import date

from adapters.spreadsheets.xml_events import attribute, elements, local
from fedreg_core.domain.errors import RuleBroken
from fedreg_core.payments.amounts import minor_units
from fedreg_core.payments.statements import StatementLine


def not_camt053() -> RuleBroken:
    return RuleBroken.single("file", "error_statement_not_camt053")


@dataclass
class _Part:
    """What an entry (``Ntry``) or one of its transactions (``TxDtls``) says."""

    amount: str = ""
    currency: str = ""
    debit: bool | None = None
    """``CdtDbtInd`` of the part; a transaction without one takes its entry's."""
    bank_reference: str = ""
    end_to_end: str = ""
    payer: str = ""
    reference: str = ""
    texts: list[str] = field(default_factory=list)


@dataclass
class _Entry:
    index: int
    booked: str = ""
    own: _Part = field(default_factory=_Part)
    transactions: list[_Part] = field(default_factory=list)


def _read_date(text: str) -> date:
    try:
        return date.fromisoformat(text[:10])
    except ValueError:
        raise not_camt053() from None


_AMOUNT = re.compile(r"\d{1,18}(?:\.\d{1,5})?")
"""ISO 20022's ``ActiveOrHistoricCurrencyAndAmount``: digits and a decimal point."""


def _line(statement: str, entry: _Entry, position: int, part: _Part) -> StatementLine:
    written = part.amount or entry.own.amount
    amount = minor_units(written) if _AMOUNT.fullmatch(written) else None
    if amount is None:
        raise not_camt053()
    debit = part.debit if part.debit is not None else entry.own.debit
    reference = part.bank_reference or entry.own.bank_reference
    if reference and len(entry.transactions) > 1 and not part.bank_reference:
        reference = f"{reference}/{position}"
    content = "|".join((statement, str(entry.index), str(position), part.amount, entry.booked,
                        part.reference, part.end_to_end, part.payer, *part.texts))  # fmt: skip
    line_id = reference or "h:" + hashlib.sha256(content.encode()).hexdigest()[:40]
    return StatementLine(
        line_id=f"{statement}:{line_id}" if not reference else line_id,
        booked_on=_read_date(entry.booked),
        amount=-amount if debit else amount,
        currency=(part.currency or entry.own.currency).upper(),
        reference=part.reference,
        payer=part.payer,
        text=" ".join(part.texts),
    )


_PART_TEXT = {
    ("Amt",): "amount",
    ("AmtDtls", "TxAmt", "Amt"): "amount",
    ("AcctSvcrRef",): "bank_reference",
    ("Refs", "AcctSvcrRef"): "bank_reference",
    ("Refs", "EndToEndId"): "end_to_end",
    ("RltdPties", "Dbtr", "Nm"): "payer",
    ("RltdPties", "Dbtr", "Pty", "Nm"): "payer",
    ("RmtInf", "Strd", "CdtrRefInf", "Ref"): "reference",
}


def read_camt053(xml: bytes) -> list[StatementLine]:
    """The statement's lines in the order written; refused unless it is a well-formed
    ``Document`` of ``BkToCstmrStmt``."""
    path: list[str] = []
    lines: list[StatementLine] = []
    statement = ""
    entry: _Entry | None = None
    part: _Part | None = None
    entries = 0
    for event, element in elements(xml):
        name = local(element.tag)
        if event == "start":
            path.append(name)
            if len(path) == 2 and path != ["Document", "BkToCstmrStmt"]:
                raise not_camt053()
            if name == "Ntry" and entry is None:
                entries += 1
                entry = _Entry(entries)
                part = entry.own
            elif name == "TxDtls" and entry is not None:
                part = _Part()
                entry.transactions.append(part)
            continue
        text = (element.text or "").strip()
        if entry is None:
            if path[-2:] == ["Stmt", "Id"]:
                statement = text
        elif name == "Ntry":
            parts = entry.transactions or [entry.own]
            lines += [_line(statement, entry, i, p) for i, p in enumerate(parts, start=1)]
            entry = part = None
        elif part is not None:
            within = tuple(
                path[path.index("TxDtls") + 1 :]
                if "TxDtls" in path
                else path[path.index("Ntry") + 1 :]
            )
            if within in (("BookgDt", "Dt"), ("BookgDt", "DtTm")):
                entry.booked = text
            elif within == ("CdtDbtInd",):
                part.debit = text == "DBIT"
            elif within == ("RmtInf", "Ustrd"):
                part.texts.append(text)
            elif within in _PART_TEXT and not getattr(part, _PART_TEXT[within]):
                setattr(part, _PART_TEXT[within], text)
                if _PART_TEXT[within] == "amount":
                    part.currency = attribute(element, "Ccy") or ""
        path.pop()
    if not path and not statement and not lines:
        raise not_camt053()
    return lines
