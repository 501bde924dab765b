"""Table-driven tests of the rule predicates (docs/product.md: Validation, Tournament states,
Security)."""

from datetime import date, datetime, timedelta

import pytest

from fedreg_core.domain.entities import Tournament
from fedreg_core.domain.errors import RuleBroken
from fedreg_core.domain.rules import (
    PASSWORD_MIN_LENGTH,
    Validation,
    birth_date_is_plausible,
    dan_is_in_range,
    email_is_valid,
    password_fits_bcrypt,
    password_is_long_enough,
    text_is_given,
    url_is_valid_or_empty,
)
from fedreg_core.domain.tournament_state import tournament_is_active
from fedreg_core.messages import translate
from tests.fakes import FixedClock


@pytest.mark.parametrize(
    ("value", "given"),
    [
        pytest.param(None, False, id="none"),
        pytest.param("", False, id="empty"),
        pytest.param("   ", False, id="spaces"),
        pytest.param("\t\n", False, id="whitespace"),
        pytest.param("a", True, id="one-letter"),
        pytest.param("  Sokol ", True, id="padded"),
    ],
)
def test_text_is_given(value: str | None, given: bool) -> None:
    assert text_is_given(value) is given


@pytest.mark.parametrize(
    ("value", "valid"),
    [
        pytest.param("ana@klub.rs", True, id="plain"),
        pytest.param("Ana.Petrovic+savez@klub.co.rs", True, id="dots-plus-subdomain"),
        pytest.param("  ana@klub.rs ", True, id="padded"),
        pytest.param("", False, id="empty"),
        pytest.param("ana@klub", False, id="no-dot-in-domain"),
        pytest.param("ana.klub.rs", False, id="no-at"),
        pytest.param("@klub.rs", False, id="no-local-part"),
        pytest.param("ana@@klub.rs", False, id="two-ats"),
        pytest.param("ana petrovic@klub.rs", False, id="space-inside"),
        pytest.param("ana@.rs", False, id="empty-domain-label"),
    ],
)
def test_email_is_valid(value: str, valid: bool) -> None:
    assert email_is_valid(value) is valid


@pytest.mark.parametrize(
    ("value", "valid"),
    [
        pytest.param("", True, id="empty"),
        pytest.param("   ", True, id="spaces"),
        pytest.param("klub.rs", True, id="bare-domain"),
        pytest.param("https://klub.rs", True, id="https"),
        pytest.param("http://www.klub.co.rs/o-nama?x=1", True, id="http-path-query"),
        pytest.param("www.klub.rs:8080/", True, id="port"),
        pytest.param("klub", False, id="no-dot"),
        pytest.param("http://", False, id="scheme-only"),
        pytest.param("ftp://klub.rs", False, id="other-scheme"),
        pytest.param("klub .rs", False, id="space-inside"),
        pytest.param("javascript:alert(1)", False, id="javascript"),
    ],
)
def test_url_is_valid_or_empty(value: str, valid: bool) -> None:
    assert url_is_valid_or_empty(value) is valid


@pytest.mark.parametrize(
    ("password", "long_enough", "fits"),
    [
        pytest.param("", False, True, id="empty"),
        pytest.param("12345", False, True, id="5-chars"),
        pytest.param("123456", True, True, id="6-chars"),
        pytest.param("šđčćž1", True, True, id="6-multibyte-chars"),
        pytest.param("a" * 72, True, True, id="72-ascii"),
        pytest.param("a" * 73, True, False, id="73-ascii"),
        pytest.param("š" * 36, True, True, id="36-two-byte-is-72-bytes"),
        pytest.param("š" * 37, True, False, id="37-two-byte-is-74-bytes"),
        pytest.param("€" * 24, True, True, id="24-three-byte-is-72-bytes"),
        pytest.param("€" * 25, True, False, id="25-three-byte-is-75-bytes"),
        pytest.param("🥋" * 18, True, True, id="18-four-byte-is-72-bytes"),
        pytest.param("🥋" * 19, True, False, id="19-four-byte-is-76-bytes"),
    ],
)
def test_password_length_rules(password: str, long_enough: bool, fits: bool) -> None:
    assert password_is_long_enough(password) is long_enough
    assert password_fits_bcrypt(password) is fits


@pytest.mark.parametrize(
    ("dan", "valid"),
    [(-1, False), (0, False), (1, True), (5, True), (10, True), (11, False)],
    ids=["minus-1", "0", "1", "5", "10", "11"],
)
def test_dan_is_in_range(dan: int, valid: bool) -> None:
    assert dan_is_in_range(dan) is valid


@pytest.mark.parametrize(
    ("born", "plausible"),
    [
        pytest.param(date(1, 1, 1), False, id="year-1"),
        pytest.param(date(1899, 12, 31), False, id="day-before-1900"),
        pytest.param(date(1900, 1, 1), True, id="first-day-of-1900"),
        pytest.param(date(2010, 5, 17), True, id="a-child"),
        pytest.param(date(2026, 3, 1), True, id="today"),
        pytest.param(date(2026, 3, 2), False, id="tomorrow"),
    ],
)
def test_birth_date_is_plausible(born: date, plausible: bool) -> None:
    assert birth_date_is_plausible(born, today=date(2026, 3, 1)) is plausible


@pytest.mark.parametrize(
    ("value", "error"),
    [
        pytest.param("", "required", id="empty"),
        pytest.param("12345", "min_length", id="short"),
        pytest.param("a" * 73, "password_too_long", id="long"),
    ],
)
def test_new_password_reports_one_message(value: str, error: str) -> None:
    v = Validation()
    v.new_password("password", value)
    assert v.errors == {"password": error}


def test_a_short_password_names_the_minimum() -> None:
    v = Validation()
    v.new_password("password", "12345")
    assert v.values == {"password": {"min": PASSWORD_MIN_LENGTH}}
    assert translate("min_length", "en", v.values["password"]) == (
        "More characters needed: at least 6."
    )
    assert translate("min_length", "sr", v.values["password"]) == (
        "Potrebno je više karaktera: najmanje 6."
    )


def test_validation_keeps_the_first_broken_rule_per_field() -> None:
    v = Validation()
    assert v.check("email", False, "required") is False
    assert v.check("email", False, "email") is False
    assert v.check("name", True, "required") is True
    assert v.errors == {"email": "required"}


def test_raise_if_broken_raises_every_field_at_once() -> None:
    Validation().raise_if_broken()
    v = Validation()
    v.required("name", "")
    v.email("email", "x")
    with pytest.raises(RuleBroken) as caught:
        v.raise_if_broken()
    assert caught.value.errors == {"name": "required", "email": "email"}
    assert caught.value.message_key == "error_invalid_input"


CLOCK = FixedClock(datetime(2026, 5, 10, 12, 0))
HOUR = timedelta(hours=1)


@pytest.mark.parametrize(
    ("registration_open", "is_archived", "end_date", "active"),
    [
        pytest.param(True, False, None, True, id="open-no-end-date"),
        pytest.param(True, False, CLOCK.now() + HOUR, True, id="open-end-in-future"),
        pytest.param(True, False, CLOCK.now(), False, id="open-end-is-now"),
        pytest.param(True, False, CLOCK.now() - HOUR, False, id="open-end-past"),
        pytest.param(False, False, None, False, id="closed"),
        pytest.param(False, False, CLOCK.now() + HOUR, False, id="closed-end-in-future"),
        pytest.param(True, True, None, False, id="archived-open"),
        pytest.param(True, True, CLOCK.now() + HOUR, False, id="archived-end-in-future"),
    ],
)
def test_tournament_is_active(
    registration_open: bool, is_archived: bool, end_date: datetime | None, active: bool
) -> None:
    tournament = Tournament(
        "Kup Srbije",
        "<p>Opis</p>",
        start_date=datetime(2026, 5, 1),
        end_date=end_date,
        registration_open=registration_open,
        is_archived=is_archived,
    )
    assert tournament_is_active(tournament, CLOCK.now()) is active
