"""Files that commands read (catalogue, tournament, fee files): YAML or JSON, checked key by key.

A file that cannot be read or does not have the documented shape raises ``DocumentError``
with one line that names the place (``disciplines[2].categories``) and what was expected;
commands print it and exit with code 2. Unknown keys are refused with the keys expected, so
a misspelled flag is never dropped without a word.
"""

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any, NoReturn

import yaml

YAML_SUFFIXES = (".yaml", ".yml")
REQUIRED: Any = object()
"""``Fields.get``'s default: the key must be there."""

_KIND_NAMES: dict[type, str] = {
    int: "an integer",
    bool: "true or false",
    str: "a string",
    list: "a list",
    dict: "an object",
}


class DocumentError(ValueError):
    """A file cannot be read or does not have the documented shape."""


def read_document(path: Path) -> Any:
    """The decoded content of a ``.json``, ``.yaml`` or ``.yml`` file."""
    if path.suffix.lower() not in (*YAML_SUFFIXES, ".json"):
        raise DocumentError(f"{path}: the file name must end with .yaml, .yml or .json")
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        raise DocumentError(f"cannot read {path}: {error.strerror or error}") from error
    except UnicodeDecodeError as error:
        raise DocumentError(f"{path} is not UTF-8 text: {error.reason}") from error
    if path.suffix.lower() == ".json":
        return decode_json(path, text)
    try:
        return yaml.safe_load(text)
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        where = f" (line {mark.line + 1}, column {mark.column + 1})" if mark else ""
        problem = getattr(error, "problem", None) or str(error).splitlines()[0]
        raise DocumentError(f"{path} is not valid YAML: {problem}{where}") from error


def decode_json(path: Path, text: str) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise DocumentError(
            f"{path} is not valid JSON: {error.msg} (line {error.lineno}, column {error.colno})"
        ) from error


def shown(value: Any) -> str:
    """A value as the file had it, for messages."""
    return json.dumps(value, ensure_ascii=False, default=str)


class Fields:
    """One object of a file: only ``known`` keys, each read with its type checked."""

    def __init__(self, raw: Any, where: str, known: tuple[str, ...]) -> None:
        self.where = where
        if not isinstance(raw, Mapping):
            self.fail(f"{where or 'the file'} must be an object")
        unknown = [key for key in raw if key not in known]
        if unknown:
            expected = ", ".join(known)
            self.fail(f"{where or 'the file'}: unknown key {unknown[0]} (expected {expected})")
        self.raw: Mapping[str, Any] = raw

    def name(self, key: str) -> str:
        return f"{self.where}.{key}" if self.where else key

    def fail(self, message: str) -> NoReturn:
        raise DocumentError(message)

    def get(self, key: str, kind: type, default: Any = REQUIRED) -> Any:
        """The value of ``key``, checked to be a ``kind``; ``default`` when it is absent."""
        if key not in self.raw:
            if default is REQUIRED:
                self.fail(f"missing field {self.name(key)}")
            return default
        value = self.raw[key]
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            self.fail(f"{self.name(key)} must be {_KIND_NAMES[kind]}, got {shown(value)}")
        return value

    def items(self, key: str, default: Any = REQUIRED) -> list[tuple[str, Any]]:
        """The list at ``key`` with each item's place (``key[0]``, ``key[1]``, ...)."""
        values: list[Any] = self.get(key, list, default)
        return [(f"{self.name(key)}[{i}]", value) for i, value in enumerate(values)]

    def texts(self, key: str, default: Any = REQUIRED) -> list[str]:
        """A list of strings at ``key``."""
        texts = []
        for where, value in self.items(key, default):
            if not isinstance(value, str):
                self.fail(f"{where} must be a string, got {shown(value)}")
            texts.append(value)
        return texts
