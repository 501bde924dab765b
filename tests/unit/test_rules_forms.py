"""Table-driven tests of the form rules: account, club and people (docs/product.md, Validation)."""

from dataclasses import replace
from typing import cast

import pytest

from fedreg_core.domain.entities import Club, Coach, Official, Referee
from fedreg_core.domain.enums import RefereeRang
from fedreg_core.domain.rules import (
    Validation,
    check_account,
    check_club,
    check_coach,
    check_each,
    check_official,
    check_referee,
)


@pytest.mark.parametrize(
    ("name", "email", "password", "errors"),
    [
        pytest.param("Ana", "ana@klub.rs", "tajna123", {}, id="valid"),
        pytest.param(
            "",
            "",
            "",
            {"name": "required", "email": "required", "password": "required"},
            id="all-empty",
        ),
        pytest.param("Ana", "ana", "12345", {"email": "email", "password": "min_length"}, id="bad"),
        pytest.param(
            "Ana", "ana@klub.rs", "š" * 37, {"password": "password_too_long"}, id="too-long"
        ),
    ],
)
def test_check_account(name: str, email: str, password: str, errors: dict[str, str]) -> None:
    v = Validation()
    check_account(v, name, email, password)
    assert v.errors == errors


SOKOL = Club("Sokol", "SOK", "Beograd", "Ulica 1", "sokol@klub.rs", "Ana", "060111222")


@pytest.mark.parametrize(
    ("club", "errors"),
    [
        pytest.param(SOKOL, {}, id="valid"),
        pytest.param(replace(SOKOL, website="https://sokol.rs"), {}, id="with-website"),
        pytest.param(replace(SOKOL, name=""), {"club.name": "required"}, id="name"),
        pytest.param(
            replace(SOKOL, short_name=" "), {"club.shortName": "required"}, id="shortName"
        ),
        pytest.param(replace(SOKOL, city=""), {"club.city": "required"}, id="city"),
        pytest.param(replace(SOKOL, address=""), {"club.address": "required"}, id="address"),
        pytest.param(replace(SOKOL, contact=""), {"club.contact": "required"}, id="contact"),
        pytest.param(replace(SOKOL, mobile=""), {"club.mobile": "required"}, id="mobile"),
        pytest.param(replace(SOKOL, email=""), {"club.email": "required"}, id="email-missing"),
        pytest.param(replace(SOKOL, email="sokol"), {"club.email": "email"}, id="email-invalid"),
        pytest.param(
            replace(SOKOL, website="sokol"), {"club.website": "url"}, id="website-invalid"
        ),
    ],
)
def test_check_club_requires_all_but_website(club: Club, errors: dict[str, str]) -> None:
    v = Validation()
    check_club(v, club, "club.")
    assert v.errors == errors


def referee(dan: int = 1, rang: str = RefereeRang.NATIONAL_A, other: str = "") -> Referee:
    return Referee(1, "Marko", "Marković", dan, cast(RefereeRang, rang), rang_other=other)


@pytest.mark.parametrize(
    ("coach", "errors"),
    [
        pytest.param(Coach(1, "Ana", "Anić"), {}, id="valid"),
        pytest.param(
            Coach(1, "", " "), {"firstName": "required", "lastName": "required"}, id="names"
        ),
    ],
)
def test_check_coach(coach: Coach, errors: dict[str, str]) -> None:
    v = Validation()
    check_coach(v, coach)
    assert v.errors == errors


@pytest.mark.parametrize(
    ("person", "errors"),
    [
        pytest.param(referee(), {}, id="valid"),
        pytest.param(
            Referee(1, "", "", 1, RefereeRang.NATIONAL_B),
            {"firstName": "required", "lastName": "required"},
            id="names",
        ),
        pytest.param(referee(dan=0), {"dan": "dan_range"}, id="dan-0"),
        pytest.param(referee(dan=11), {"dan": "dan_range"}, id="dan-11"),
        pytest.param(referee(rang="BOGUS"), {"rang": "choice"}, id="rang-unknown"),
        pytest.param(referee(rang="OTHER"), {"rangOther": "required"}, id="other-needs-text"),
        pytest.param(referee(rang="OTHER", other="  "), {"rangOther": "required"}, id="blank"),
        pytest.param(referee(rang="OTHER", other="WKF judge"), {}, id="other-with-text"),
        pytest.param(referee(rang=RefereeRang.TRAINEE), {}, id="not-other-needs-no-text"),
    ],
)
def test_check_referee(person: Referee, errors: dict[str, str]) -> None:
    v = Validation()
    check_referee(v, person)
    assert v.errors == errors


@pytest.mark.parametrize(
    ("official", "errors"),
    [
        pytest.param(Official(1, "Ivan", "Ivić", "Sekretar"), {}, id="valid"),
        pytest.param(Official(1, "Ivan", "Ivić", ""), {"funct": "required"}, id="funct"),
        pytest.param(
            Official(1, "", "", " "),
            {"firstName": "required", "lastName": "required", "funct": "required"},
            id="all",
        ),
    ],
)
def test_check_official(official: Official, errors: dict[str, str]) -> None:
    v = Validation()
    check_official(v, official)
    assert v.errors == errors


def test_check_each_names_fields_by_list_and_index() -> None:
    v = Validation()
    coaches = [Coach(1, "Ana", "Anić"), Coach(1, "", "Perić"), Coach(1, "Iva", "")]
    check_each(v, coaches, "coaches", check_coach)
    check_each(v, [referee(rang="OTHER")], "referees", check_referee)
    assert v.errors == {
        "coaches.1.firstName": "required",
        "coaches.2.lastName": "required",
        "referees.0.rangOther": "required",
    }
