"""Statement lines matched to invoices: by the payment reference first (exact, the check
digits verified), then, for a line without a usable reference, a suggestion by payer name and
amount that the admin confirms. Whatever matches nothing waits with the reason."""

import re
from collections.abc import Sequence
from dataclasses import dataclass

from fedreg_core.domain.folding import fold
from fedreg_core.payments.check_digits import is_creditor_reference, is_model97_reference
from fedreg_core.payments.ledger import PaymentStatus
from fedreg_core.payments.statements import StatementLine

MODEL_97 = "97"
_REFERENCE_TOKEN = re.compile(r"RF[0-9A-Z ]{3,30}|\d[\d -]{1,40}\d", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class OpenInvoice:
    invoice_id: int
    reference: str
    """Its payment reference as printed: model 97 digits (check digits first) or ``RF...``."""
    club_name: str
    due: int
    """What is still owed, in minor units."""


@dataclass(frozen=True, slots=True)
class LineMatch:
    line: StatementLine
    status: PaymentStatus
    invoice_id: int | None = None
    reason: str = ""
    """For an unmatched line: the message key saying why."""


def compact(reference: str) -> str:
    return re.sub(r"[\s-]", "", reference).upper()


def _candidates(line: StatementLine) -> list[str]:
    """The references a line may carry, the reference field first, then tokens of the text;
    the model ``97`` in front of a reference is read both with and without it."""
    found = []
    for source in (line.reference, line.text):
        tokens = [source] if source is line.reference and source else []
        tokens += [token.group() for token in _REFERENCE_TOKEN.finditer(source)]
        for token in tokens:
            reference = compact(token)
            found.append(reference)
            if reference.startswith(MODEL_97) and len(reference) > 4:
                found.append(reference[2:])
    return found


def _well_formed(reference: str) -> bool:
    if reference.startswith("RF"):
        return is_creditor_reference(reference)
    return is_model97_reference(reference)


class _Invoices:
    """The open invoices looked up by reference, and by amount due with their clubs' names
    folded once (a statement of 10,000 lines compares each line with few invoices)."""

    def __init__(self, invoices: Sequence[OpenInvoice]) -> None:
        self.by_reference = {compact(invoice.reference): invoice.invoice_id for invoice in invoices}
        self.by_due: dict[int, list[tuple[str, int]]] = {}
        for invoice in invoices:
            named = (fold(invoice.club_name), invoice.invoice_id)
            self.by_due.setdefault(invoice.due, []).append(named)

    def suggestion(self, line: StatementLine) -> int | None:
        """The one open invoice whose club's name the payer's holds (or the other way
        round), for exactly the amount due; None when there is none or more than one."""
        payer = fold(line.payer)
        if not payer:
            return None
        fitting = [
            invoice_id
            for club, invoice_id in self.by_due.get(line.amount, ())
            if club in payer or payer in club
        ]
        return fitting[0] if len(fitting) == 1 else None


def _unmatched_reason(candidates: list[str]) -> str:
    if not candidates:
        return "statement_no_reference"
    if any(_well_formed(c) for c in candidates):
        return "statement_unknown_reference"
    return "statement_bad_reference"


def _match(line: StatementLine, invoices: _Invoices, currency: str) -> LineMatch:
    if line.currency.upper() != currency.upper():
        return LineMatch(line, PaymentStatus.UNMATCHED, reason="statement_other_currency")
    if line.amount <= 0:
        return LineMatch(line, PaymentStatus.UNMATCHED, reason="statement_not_positive")
    candidates = _candidates(line)
    by_reference = invoices.by_reference
    invoice_id = next((by_reference[c] for c in candidates if c in by_reference), None)
    if invoice_id is not None:
        return LineMatch(line, PaymentStatus.ASSIGNED, invoice_id)
    suggested = invoices.suggestion(line)
    if suggested is not None:
        return LineMatch(line, PaymentStatus.SUGGESTED, suggested)
    return LineMatch(line, PaymentStatus.UNMATCHED, reason=_unmatched_reason(candidates))


def match_lines(
    lines: Sequence[StatementLine], invoices: Sequence[OpenInvoice], currency: str
) -> list[LineMatch]:
    """Each line's outcome, in the lines' order. Lines in another currency, and money out,
    never match."""
    known = _Invoices(invoices)
    return [_match(line, known, currency) for line in lines]
