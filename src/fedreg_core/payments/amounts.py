"""Amounts as banks write them, in minor units: ``1.500,50`` or ``1,500.50`` or ``1500.5``."""

from decimal import Decimal, InvalidOperation


def minor_units(text: str, *, decimal_comma: bool = False) -> int | None:
    """The amount in hundredths; None unless it is a number with at most two decimals."""
    cleaned = text.strip().replace(" ", "").replace("\u00a0", "")
    if decimal_comma:
        cleaned = cleaned.replace(".", "").replace(",", ".")
    else:
        cleaned = cleaned.replace(",", "")
    try:
        amount = Decimal(cleaned)
    except InvalidOperation:
        return None
    hundredths = amount * 100
    if not amount.is_finite() or hundredths != hundredths.to_integral_value():
        return None
    return int(hundredths)
