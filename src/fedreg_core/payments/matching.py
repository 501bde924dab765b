"""Statement lines matched to invoices: by the payment reference first (exact, the check
digits verified), then, for a line without a usable reference, a suggestion by payer name and
amount that the admin confirms. Whatever matches nothing waits with the reason."""

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum

from fedreg_core.domain.folding import fold
from fedreg_core.payments.check_digits import is_creditor_reference, is_model97_reference
from fedreg_core.payments.statements import StatementLine

MODEL_97 = "97"
_REFERENCE_TOKEN = re.compile(r"RF[0-9A-Z ]{3,30}|\d[\d -]{1,40}\d", re.IGNORECASE)


class Outcome(StrEnum):
    ASSIGNED = "assigned"
    """By its reference: counted as paid at once."""
    SUGGESTED = "suggested"
    """By payer and amount: counted once the admin confirms."""
    UNMATCHED = "unmatched"


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
    outcome: Outcome
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


def _suggestion(line: StatementLine, invoices: Iterable[OpenInvoice]) -> int | None:
    """The one open invoice whose club's name the payer's holds (or the other way round),
    for exactly the amount due; None when there is none or more than one."""
    payer = fold(line.payer)
    if not payer:
        return None
    fitting = [
        invoice.invoice_id
        for invoice in invoices
        if invoice.due == line.amount
        and (fold(invoice.club_name) in payer or payer in fold(invoice.club_name))
    ]
    return fitting[0] if len(fitting) == 1 else None


def match_lines(
    lines: Sequence[StatementLine], invoices: Sequence[OpenInvoice], currency: str
) -> list[LineMatch]:
    """Each line's outcome, in the lines' order. Lines in another currency, and money out,
    never match."""
    by_reference = {compact(invoice.reference): invoice.invoice_id for invoice in invoices}
    matches = []
    for line in lines:
        if line.currency.upper() != currency.upper():
            matches.append(LineMatch(line, Outcome.UNMATCHED, reason="statement_other_currency"))
            continue
        if line.amount <= 0:
            matches.append(LineMatch(line, Outcome.UNMATCHED, reason="statement_not_positive"))
            continue
        candidates = _candidates(line)
        invoice_id = next((by_reference[c] for c in candidates if c in by_reference), None)
        if invoice_id is not None:
            matches.append(LineMatch(line, Outcome.ASSIGNED, invoice_id))
            continue
        suggested = _suggestion(line, invoices)
        if suggested is not None:
            matches.append(LineMatch(line, Outcome.SUGGESTED, suggested))
            continue
        if not candidates:
            reason = "statement_no_reference"
        elif any(_well_formed(c) for c in candidates):
            reason = "statement_unknown_reference"
        else:
            reason = "statement_bad_reference"
        matches.append(LineMatch(line, Outcome.UNMATCHED, reason=reason))
    return matches
