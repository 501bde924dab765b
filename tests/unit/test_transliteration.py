"""Serbian Latin in Cyrillic, table-driven: letters, digraphs by case, and what stays Latin;
the server's sr-Cyrl catalogue is the Latin one written so, and folds back to it."""

import pytest

from fedreg_core.domain.folding import fold
from fedreg_core.domain.transliteration import cyrillic_catalogue, to_cyrillic
from fedreg_core.messages import MESSAGES, language_of_tag, translate

LATIN_ALPHABET = "A B C Č Ć D Dž Đ E F G H I J K L Lj M N Nj O P R S Š T U V Z Ž"
CYRILLIC_ALPHABET = "А Б Ц Ч Ћ Д Џ Ђ Е Ф Г Х И Ј К Л Љ М Н Њ О П Р С Ш Т У В З Ж"


@pytest.mark.parametrize(
    ("latin", "cyrillic"),
    [
        (LATIN_ALPHABET, CYRILLIC_ALPHABET),
        (LATIN_ALPHABET.lower(), CYRILLIC_ALPHABET.lower()),
        ("Ljiljana LJUBIĆ ljubav", "Љиљана ЉУБИЋ љубав"),
        ("Njegoš NJIVA konj", "Његош ЊИВА коњ"),
        ("Džudo DŽEP udžbenik", "Џудо ЏЕП уџбеник"),
        ("Đorđe Čolić, Šabac", "Ђорђе Чолић, Шабац"),
        ("Potrebno je najmanje {min} znakova.", "Потребно је најмање {min} знакова."),
        ("Lozinka od {{passwordMin}} znakova", "Лозинка од {{passwordMin}} знакова"),
        ("Otvorite <a href='x'>link</a>", "Отворите <a href='x'>линк</a>"),
        (
            "Vidi https://savez.rs/pravila i pisi na info@savez.rs.",
            "Види https://savez.rs/pravila и писи на info@savez.rs.",
        ),
        ("Fajl: PDF, CSV, XLSX ili .ods (do 5 MB)", "Фајл: PDF, CSV, XLSX или .ods (до 5 МБ)"),
        (
            "WFF sertifikat, Idempotency-Key, email adresa",
            "WFF сертификат, Idempotency-Key, email адреса",
        ),
        ("", ""),
    ],
)
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
