"""The core's Serbian order and search folding, on the cases the webapp passes too
(tests/data/serbian-names.json; webapp/src/lib/serbian.test.ts)."""

import json
import random
from pathlib import Path

import pytest

from fedreg_core.domain.collation import serbian_key
from fedreg_core.domain.folding import search_fold

SHARED = json.loads((Path(__file__).parents[1] / "data" / "serbian-names.json").read_text())


def test_names_sort_in_the_serbian_alphabets_order() -> None:
    order: list[str] = SHARED["order"]
    for seed in range(5):
        shuffled = random.Random(seed).sample(order, len(order))
        assert sorted(shuffled, key=serbian_key) == order
    # the letters after the ones that look like them, not after Z
    assert sorted(["Žikić", "Vasić", "Zec", "Šarić", "Sabić"], key=serbian_key) == [
        "Sabić", "Šarić", "Vasić", "Zec", "Žikić",
    ]  # fmt: skip


@pytest.mark.parametrize(("text", "folded"), SHARED["searchFold"])
def test_a_name_search_compares_names_without_case_accents_script_or_dj(
    text: str, folded: str
) -> None:
    assert search_fold(text) == folded


def test_dordevic_djordjevic_and_the_cyrillic_find_each_other() -> None:
    keys = {search_fold(name) for name in ("Đorđević", "Djordjević", "Dordevic", "Ђорђевић")}
    assert keys == {"dordevic"}
