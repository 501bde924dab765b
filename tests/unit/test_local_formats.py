"""Dates and decimals as each language writes them: the webapp's patterns (its catalogues'
``dates.format``), in messages, mails and prints alike."""

from datetime import date, datetime
from decimal import Decimal

import pytest

from fedreg_core.messages import MESSAGES, translate
from fedreg_core.messages.local_formats import printed_date, printed_decimal, printed_moment


@pytest.mark.parametrize(
    ("language", "day", "moment", "kilograms"),
    [
        ("sr", "22.12.2011.", "01.03.2026. 09:05", "61,5"),
        ("sr-Cyrl", "22.12.2011.", "01.03.2026. 09:05", "61,5"),
        ("en", "22/12/2011", "01/03/2026 09:05", "61.5"),
    ],
)
def test_one_pattern_per_language(language: str, day: str, moment: str, kilograms: str) -> None:
    assert printed_date(date(2011, 12, 22), language) == day
    assert printed_moment(datetime(2026, 3, 1, 9, 5), language) == moment
    assert printed_decimal(Decimal("61.5"), language) == kilograms


def test_messages_write_their_dates_and_decimals_in_their_language() -> None:
    for language in ("sr", "en"):
        MESSAGES[language]["test_local_formats"] = "{day} · {moment} · {weight} kg · {count}"
    values = {
        "day": date(2027, 3, 1),
        "moment": datetime(2027, 3, 20, 23, 59),
        "weight": Decimal("61.5"),
        "count": 3,
    }
    try:
        assert (
            translate("test_local_formats", "sr", values)
            == "01.03.2027. · 20.03.2027. 23:59 · 61,5 kg · 3"
        )
        assert (
            translate("test_local_formats", "en", values)
            == "01/03/2027 · 20/03/2027 23:59 · 61.5 kg · 3"
        )
    finally:
        for language in ("sr", "en"):
            del MESSAGES[language]["test_local_formats"]
