"""The one name rule of people, clubs and users, and the fold that compares names (tables)."""

import unicodedata

import pytest

from fedreg_core.domain.folding import fold
from fedreg_core.domain.names import (
    clean_name,
    name_does_not_start_a_formula,
    name_has_no_hidden_characters,
)
from fedreg_core.domain.rules import Validation
from fedreg_core.messages import LANGUAGES, translate

REAL_NAMES = [
    pytest.param("Јелена Ђорђевић", id="cyrillic"),
    pytest.param("Jelena Đorđević", id="latin"),
    pytest.param("Ana-Marija Šćekić", id="hyphen-inside"),
    pytest.param("O'Brien", id="apostrophe"),
    pytest.param("Љубица Њежић-Џаковић", id="cyrillic-digraphs"),
    pytest.param("Karate klub „Čukarički“ 1", id="quotes-and-digits"),
    pytest.param("José Müller", id="other-latin"),
]

HOSTILE_NAMES = [
    pytest.param("=cmd|' /C calc'!A0", "error_name_formula", id="dde-formula"),
    pytest.param("+381", "error_name_formula", id="plus"),
    pytest.param("-2+3", "error_name_formula", id="minus"),
    pytest.param("@SUM(1)", "error_name_formula", id="at"),
    pytest.param("＝1+1", "error_name_formula", id="full-width-equals"),
    pytest.param("＋1", "error_name_formula", id="full-width-plus"),
    pytest.param("－1", "error_name_formula", id="full-width-minus"),
    pytest.param("＠A1", "error_name_formula", id="full-width-at"),
    pytest.param("  =1+1", "error_name_formula", id="formula-after-spaces"),
    pytest.param("Ana\r\nBcc: x@example.com", "error_name_hidden_characters", id="crlf"),
    pytest.param("Ana\nMarija", "error_name_hidden_characters", id="lf"),
    pytest.param("Ana\tMarija", "error_name_hidden_characters", id="tab"),
    pytest.param("Ana\u202eevil", "error_name_hidden_characters", id="rtl-override"),
    pytest.param("Ana\u2066x\u2069", "error_name_hidden_characters", id="bidi-isolate"),
    pytest.param("Ana\u200f", "error_name_hidden_characters", id="rtl-mark"),
    pytest.param("Ana\u061c", "error_name_hidden_characters", id="arabic-letter-mark"),
    pytest.param("An\u200ba", "error_name_hidden_characters", id="zero-width-space"),
    pytest.param("An\u200da", "error_name_hidden_characters", id="zero-width-joiner"),
    pytest.param("An\u2060a", "error_name_hidden_characters", id="word-joiner"),
    pytest.param("\ufeffAna", "error_name_hidden_characters", id="bom"),
    pytest.param("\u0000", "error_name_hidden_characters", id="nul"),
    pytest.param("Ana\x7f", "error_name_hidden_characters", id="delete"),
    pytest.param("Ana\x85", "error_name_hidden_characters", id="next-line"),
    pytest.param("Ana\u2028Bcc", "error_name_hidden_characters", id="line-separator"),
    pytest.param("\u200b", "error_name_hidden_characters", id="only-invisible"),
]


@pytest.mark.parametrize("name", REAL_NAMES)
def test_real_names_in_both_scripts_keep_the_rule(name: str) -> None:
    v = Validation()
    v.name("name", name)
    assert v.errors == {}
    assert clean_name(name) == name


@pytest.mark.parametrize(("name", "key"), HOSTILE_NAMES)
def test_hostile_names_are_refused_with_their_message(name: str, key: str) -> None:
    v = Validation()
    v.name("name", clean_name(name))
    assert v.errors == {"name": key}
    assert all(translate(key, language) != key for language in LANGUAGES)


@pytest.mark.parametrize("name", ["", "   ", "\u3000"])
def test_an_empty_name_is_required(name: str) -> None:
    v = Validation()
    v.name("name", clean_name(name))
    assert v.errors == {"name": "required"}


@pytest.mark.parametrize(
    ("written", "kept"),
    [
        ("  Ana   Marija  ", "Ana Marija"),
        ("Ana\u00a0\u00a0Marija", "Ana Marija"),  # no-break spaces
        ("Ana\u3000Marija ", "Ana Marija"),  # ideographic space
        ("C\u030cedomir", "Čedomir"),  # C and a combining caron: NFC
        ("Ana\nMarija", "Ana\nMarija"),  # a line break is left for the rule to refuse
    ],
)
def test_names_are_kept_in_nfc_trimmed_with_single_spaces(written: str, kept: str) -> None:
    assert clean_name(written) == kept
    assert unicodedata.is_normalized("NFC", clean_name(written))


def test_the_predicates_name_what_they_refuse() -> None:
    assert name_has_no_hidden_characters("Đorđe Čukić")
    assert not name_has_no_hidden_characters("Đorđe\u202eČukić")
    assert name_does_not_start_a_formula("Ana-Marija")
    assert not name_does_not_start_a_formula("-Ana")


@pytest.mark.parametrize(
    "name",
    [
        "Karate klub Đorđević",
        "KARATE KLUB DJORDJEVIC",
        "Карате клуб Ђорђевић",
        "karate  klub  đorđević ",
        "КАРАТЕ КЛУБ ЂОРЂЕВИЋ",
    ],
)
def test_names_fold_alike_across_case_diacritics_and_script(name: str) -> None:
    assert fold(name) == "karate klub djordjevic"


@pytest.mark.parametrize(
    ("cyrillic", "latin"),
    [
        ("Љиљана Његовић", "ljiljana njegovic"),
        ("Џонић Ћирић Чолић", "dzonic ciric colic"),
        ("Шабац Жабаљ Ужице", "sabac zabalj uzice"),
        ("абвгдђежзијклљмнњопрстћуфхцчџш", "abvgddjezzijklljmnnjoprstcufhccdzs"),
    ],
)
def test_serbian_cyrillic_folds_by_the_fixed_letter_table(cyrillic: str, latin: str) -> None:
    assert fold(cyrillic) == latin
    assert fold(cyrillic.upper()) == latin
