"""Validation rules of docs/product.md, Validation, as small named predicates with a message key.

A ``Validation`` collects the first broken rule per field and raises ``RuleBroken`` with all
of them at once, so a form can show every message in one round trip.
"""

import re
from collections.abc import Callable, Iterable
from datetime import date
from typing import TypeVar

from fedreg_core.domain.entities import Club, Coach, Member, Official, Referee, Settings
from fedreg_core.domain.enums import RefereeRang
from fedreg_core.domain.errors import RuleBroken
from fedreg_core.domain.names import name_does_not_start_a_formula, name_has_no_hidden_characters
from fedreg_core.domain.plain_fields import camel, plain_fields

PASSWORD_MIN_LENGTH = 6
PASSWORD_MAX_BYTES = 72
DAN_MIN, DAN_MAX = 1, 10
EARLIEST_BIRTH_DATE = date(1900, 1, 1)
AGE_FEWEST, AGE_MOST = 0, 120
"""A category's age limits, whole years (the HTTP bodies' ``Years``)."""
HECTOGRAMS_PER_KILOGRAM = 10
"""Weights are stored as hectograms: kilograms with one decimal."""

ItemT = TypeVar("ItemT")
ItemCheck = Callable[["Validation", ItemT, str], None]

_EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s]+$")
_URL = re.compile(r"^(https?://)?[\w-]+(\.[\w-]+)+(:\d+)?(/\S*)?$", re.IGNORECASE)


def text_is_given(value: str | None) -> bool:
    return value is not None and value.strip() != ""


def email_is_valid(value: str) -> bool:
    return bool(_EMAIL.match(value.strip()))


def url_is_valid_or_empty(value: str) -> bool:
    return value.strip() == "" or bool(_URL.match(value.strip()))


def password_is_long_enough(value: str) -> bool:
    return len(value) >= PASSWORD_MIN_LENGTH


def password_fits_bcrypt(value: str) -> bool:
    return len(value.encode("utf-8")) <= PASSWORD_MAX_BYTES


def dan_is_in_range(value: int) -> bool:
    return DAN_MIN <= value <= DAN_MAX


def birth_date_is_plausible(born: date, today: date) -> bool:
    """Not before 1900-01-01 and not after today."""
    return EARLIEST_BIRTH_DATE <= born <= today


WEIGHT_MAX_HG = 5000


def weight_is_plausible(hectograms: int | None) -> bool:
    """Unset, or over 0 and up to 500.0 kg."""
    return hectograms is None or 0 < hectograms <= WEIGHT_MAX_HG


class Validation:
    """Collects broken rules per field (first one wins) and raises them together."""

    def __init__(self) -> None:
        self.errors: dict[str, str] = {}
        self.values: dict[str, dict[str, object]] = {}

    def check(
        self, field: str, holds: bool, message_key: str, values: dict[str, object] | None = None
    ) -> bool:
        """``values`` fill the placeholders of this field's message."""
        if not holds and field not in self.errors:
            self.errors[field] = message_key
            if values:
                self.values[field] = values
        return holds

    def required(self, field: str, value: str | None) -> bool:
        return self.check(field, text_is_given(value), "required")

    def name(self, field: str, value: str | None) -> None:
        """A name of a person, a club or a user: given, and kept by the rule of ``names``."""
        if self.required(field, value):
            assert value is not None
            self.check(field, name_has_no_hidden_characters(value), "error_name_hidden_characters")
            self.check(field, name_does_not_start_a_formula(value), "error_name_formula")

    def email(self, field: str, value: str) -> None:
        if self.required(field, value):
            self.check(field, email_is_valid(value), "email")

    def new_password(self, field: str, value: str) -> None:
        if self.required(field, value):
            long_enough = password_is_long_enough(value)
            self.check(field, long_enough, "min_length", {"min": PASSWORD_MIN_LENGTH})
            self.check(field, password_fits_bcrypt(value), "password_too_long")

    def raise_if_broken(self) -> None:
        if self.errors:
            raise RuleBroken(self.errors, self.values)


def check_account(v: Validation, name: str, email: str, password: str) -> None:
    """Register step 1: username, e-mail and password."""
    v.name("name", name)
    v.email("email", email)
    v.new_password("password", password)


def check_club(v: Validation, club: Club, prefix: str = "") -> None:
    """Register step 2 and the club edit form: everything but the website is required; the
    name, short name and city are names."""
    for field, name in (("name", club.name), ("shortName", club.short_name), ("city", club.city)):
        v.name(prefix + field, name)
    for field, value in (
        ("address", club.address),
        ("contact", club.contact),
        ("mobile", club.mobile),
    ):
        v.required(prefix + field, value)
    v.email(prefix + "email", club.email)
    v.check(prefix + "website", url_is_valid_or_empty(club.website), "url")


def check_coach(v: Validation, coach: Coach, prefix: str = "") -> None:
    v.name(prefix + "firstName", coach.first_name)
    v.name(prefix + "lastName", coach.last_name)


def check_referee(v: Validation, referee: Referee, prefix: str = "") -> None:
    v.name(prefix + "firstName", referee.first_name)
    v.name(prefix + "lastName", referee.last_name)
    v.check(prefix + "dan", dan_is_in_range(referee.dan), "dan_range")
    v.check(prefix + "rang", referee.rang in set(RefereeRang), "choice")
    if referee.rang == RefereeRang.OTHER:
        v.required(prefix + "rangOther", referee.rang_other)


def check_official(v: Validation, official: Official, prefix: str = "") -> None:
    v.name(prefix + "firstName", official.first_name)
    v.name(prefix + "lastName", official.last_name)
    v.required(prefix + "funct", official.funct)


def check_member(v: Validation, member: Member, belts: Iterable[str], today: date) -> None:
    """Names, a date of birth from 1900-01-01 to today, a belt of the variant, one way of
    paying."""
    v.name("firstName", member.first_name)
    v.name("lastName", member.last_name)
    v.check("born", birth_date_is_plausible(member.born, today), "born_out_of_range")
    v.check("belt", member.belt in set(belts), "choice")
    v.check("alwaysPays", not (member.always_pays and member.no_pay), "pays_conflict")
    v.check("weight", weight_is_plausible(member.weight_hg), "weight_range")
    for name, plain in plain_fields(Member):
        v.check(camel(name), plain.accepts(getattr(member, name)), plain.rule_key)


RETENTION_YEARS = (1, 20)
"""The fewest and most years the purge keeps the photos of people who stopped competing."""


def check_settings(v: Validation, settings: Settings) -> None:
    v.required("title", settings.title)
    v.required("description", settings.description)
    fewest, most = RETENTION_YEARS
    v.check("retention_years", fewest <= settings.retention_years <= most, "retention_years_range")


def check_each(
    v: Validation, items: Iterable[ItemT], list_name: str, check: ItemCheck[ItemT]
) -> None:
    """Run an item rule over a list, naming fields ``list.index.field``."""
    for index, item in enumerate(items):
        check(v, item, f"{list_name}.{index}.")
