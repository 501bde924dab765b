"""Shapes of the eligibility fields: kilograms with one decimal (stored as hectograms), whole
years and licence numbers."""

from typing import Annotated

import msgspec

from adapters.http.schemas.accounts import NO_NUL
from fedreg_core.domain.rules import (
    AGE_FEWEST,
    AGE_MOST,
    HECTOGRAMS_PER_KILOGRAM,
    WEIGHT_MAX_HG,
)

Kilograms = Annotated[float, msgspec.Meta(gt=0, le=WEIGHT_MAX_HG // HECTOGRAMS_PER_KILOGRAM)]
Years = Annotated[int, msgspec.Meta(ge=AGE_FEWEST, le=AGE_MOST)]
Licence = Annotated[str, msgspec.Meta(max_length=50, pattern=NO_NUL)]


def hectograms(kilograms: float | None) -> int | None:
    """``61.5`` kg as ``615`` (rounded to one decimal)."""
    return None if kilograms is None else round(kilograms * HECTOGRAMS_PER_KILOGRAM)


def kilograms_of(hectograms: int | None) -> float | None:
    return None if hectograms is None else hectograms / HECTOGRAMS_PER_KILOGRAM


def licence(number: str | None) -> str | None:
    """A licence number without its outer blanks; ``None`` for none or a blank one."""
    return (number or "").strip() or None
