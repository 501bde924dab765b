"""The server message catalogues are complete: every key the core uses, in every language."""

import ast
import importlib
import pkgutil
import string
from collections.abc import Iterator
from pathlib import Path

import pytest

import fedreg_core
from fedreg_core.domain import errors
from fedreg_core.messages import DEFAULT_LANGUAGE, LANGUAGES, MESSAGES, MessageParts, translate

CORE = Path(fedreg_core.__file__).parent
ERROR_NAMES = {
    name
    for name, value in vars(errors).items()
    if isinstance(value, type) and issubclass(value, errors.DomainError)
}


def error_classes() -> set[type[errors.DomainError]]:
    """Every DomainError subclass, after importing the whole core so none is missed."""
    for module in pkgutil.walk_packages([str(CORE)], prefix="fedreg_core."):
        importlib.import_module(module.name)
    found: set[type[errors.DomainError]] = set()
    pending = [errors.DomainError]
    while pending:
        cls = pending.pop()
        found.add(cls)
        pending.extend(cls.__subclasses__())
    return found


def _text(node: ast.expr | None) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def keys_in_call(call: ast.Call) -> Iterator[str | None]:
    """Message keys in the call shapes the core uses to carry them."""
    func, args = call.func, call.args
    name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
    if name == "check" and len(args) in {3, 4}:  # Validation.check(field, holds, key, values)
        yield _text(args[2])
    elif name == "single" and len(args) == 2:  # RuleBroken.single(field, key)
        yield _text(args[1])
    elif name == "translate" or name in ERROR_NAMES:  # translate(key), NotFound(key), ...
        yield _text(args[0]) if args else None
        yield from (_text(kw.value) for kw in call.keywords if kw.arg == "message_key")
        if name == "RuleBroken" and args and isinstance(args[0], ast.Dict):
            yield from (_text(value) for value in args[0].values)


def keys_used_in(source: str) -> set[str]:
    keys: set[str | None] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call):
            keys.update(keys_in_call(node))
        elif isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "message_key" for t in node.targets
        ):
            keys.add(_text(node.value))
    return {key for key in keys if key is not None}


def used_keys() -> dict[str, set[str]]:
    """Key -> the core files that use it (messages.py itself excluded)."""
    used: dict[str, set[str]] = {}
    for path in sorted(CORE.rglob("*.py")):
        if path.name != "messages.py":
            for key in keys_used_in(path.read_text(encoding="utf-8")):
                used.setdefault(key, set()).add(str(path.relative_to(CORE)))
    return used


def test_every_language_is_there() -> None:
    assert set(LANGUAGES) == {"sr", "sr-Cyrl", "en"}
    assert DEFAULT_LANGUAGE == "sr"


def test_catalogues_have_the_same_keys() -> None:
    assert set(MESSAGES["sr"]) == set(MESSAGES["en"]) == set(MESSAGES["sr-Cyrl"])


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_message_is_empty(language: str) -> None:
    empty = [key for key, text in MESSAGES[language].items() if not text.strip()]
    assert empty == []


def placeholders(text: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(text) if field is not None}


def test_translations_keep_the_placeholders() -> None:
    differing = [
        key
        for key, text in MESSAGES["sr"].items()
        if not placeholders(text)
        == placeholders(MESSAGES["en"].get(key, ""))
        == placeholders(MESSAGES["sr-Cyrl"].get(key, ""))
    ]
    assert differing == []
    assert placeholders(MESSAGES["en"]["mail_reset_body"]) == {"name", "link"}


def test_every_error_class_has_its_message() -> None:
    missing = {
        cls.__name__: cls.message_key
        for cls in error_classes()
        for language in LANGUAGES
        if cls.message_key not in MESSAGES[language]
    }
    assert missing == {}


def test_the_scan_finds_the_keys_of_rules_errors_and_services() -> None:
    """Guards the scanner itself: if it found nothing, the next test would pass vacuously."""
    used = used_keys()
    assert {"required", "email", "url", "min_length", "password_too_long"} <= set(used)
    assert {"dan_range", "choice"} <= set(used)
    assert {"error_email_taken", "error_unknown_email", "error_reset_token_invalid"} <= set(used)
    assert {"error_wrong_current_password", "mail_reset_subject", "mail_reset_body"} <= set(used)
    assert "error_account_blocked" in used


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_key_used_by_the_core_is_in_the_catalogue(language: str) -> None:
    missing = {key: files for key, files in used_keys().items() if key not in MESSAGES[language]}
    assert missing == {}


@pytest.mark.parametrize(
    ("key", "language", "expected"),
    [
        pytest.param("required", "en", "This field is required.", id="english"),
        pytest.param("required", "sr", "Ovo polje je obavezno.", id="serbian"),
        pytest.param("required", "sr-Cyrl", "Ово поље је обавезно.", id="serbian-cyrillic"),
        pytest.param("belt_LJUBICASTI", "sr-Cyrl", "Љубичасти", id="cyrillic-digraph"),
        pytest.param("required", "de", "Ovo polje je obavezno.", id="unknown-language-sr"),
        pytest.param("no_such_key", "en", "no_such_key", id="unknown-key-is-itself"),
    ],
)
def test_translate(key: str, language: str, expected: str) -> None:
    assert translate(key, language) == expected


def test_several_messages_fill_one_in_the_readers_language() -> None:
    parts = MessageParts(
        [
            ("eligibility_medical_missing", {"name": "Šejla Anić", "day": None}),
            ("error_team_one_club", {}),
        ]
    )
    assert translate("eligibility_reasons", "en", {"reasons": parts}) == (
        f"{translate('eligibility_medical_missing', 'en', {'name': 'Šejla Anić'})} "
        f"{translate('error_team_one_club', 'en')}"
    )
    assert translate("eligibility_reasons", "sr-Cyrl", {"reasons": parts}).startswith("Šejla Anić")
