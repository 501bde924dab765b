"""Serbian Latin in Cyrillic, table-driven (the cases the webapp passes too): letters, digraphs
by case, and what stays Latin; the server's sr-Cyrl catalogue is the Latin one written so, and
folds back to it; language tags name their catalogue."""

import json
from pathlib import Path

import pytest

from fedreg_core.domain.folding import fold
from fedreg_core.domain.transliteration import cyrillic_catalogue, to_cyrillic
from fedreg_core.messages import MESSAGES, language_of_tag, translate

CASES_FILE = Path(__file__).parents[1] / "data" / "transliteration.json"
CASES = [tuple(case) for case in json.loads(CASES_FILE.read_text(encoding="utf-8"))["cases"]]
"""Shared with the webapp's transliteration (webapp/src/lib/cyrillic.test.ts)."""


@pytest.mark.parametrize(("latin", "cyrillic"), CASES)
def test_latin_is_written_in_cyrillic(latin: str, cyrillic: str) -> None:
    assert to_cyrillic(latin) == cyrillic


def test_the_cyrillic_catalogue_is_the_latin_one_written_in_cyrillic() -> None:
    assert MESSAGES["sr-Cyrl"] == cyrillic_catalogue(MESSAGES["sr"])
    differs = [
        k for k, text in MESSAGES["sr"].items() if fold(MESSAGES["sr-Cyrl"][k]) != fold(text)
    ]
    assert differs == []  # nothing lost: every message folds back to its Latin one


def test_a_cyrillic_message_is_filled_with_names_as_they_were_typed() -> None:
    text = translate("mail_reset_body", "sr-Cyrl", {"name": "Jelena", "link": "https://x.rs/r"})
    assert text.startswith("Здраво Jelena,") and "https://x.rs/r" in text


@pytest.mark.parametrize(
    ("tag", "language"),
    [("sr-Cyrl", "sr-Cyrl"), ("sr-cyrl-RS", "sr-Cyrl"), ("sr-Latn-RS", "sr"), ("sr", "sr"),
     ("sr-RS", "sr"), ("en-GB", "en"), (" EN ", "en"), ("de", None), ("srb", None)],
)  # fmt: skip
def test_language_tags_name_their_catalogue(tag: str, language: str | None) -> None:
    assert language_of_tag(tag) == language
