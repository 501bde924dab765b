"""``built_from``: a dataclass's fields read from another value by name."""

from dataclasses import dataclass, field

import pytest

from fedreg_core.domain.by_name import built_from


@dataclass(frozen=True)
class Source:
    name: str
    amount: int
    extra: str = "not a field of Built"


@dataclass(frozen=True)
class Named:
    name: str


@dataclass(frozen=True)
class Built:
    name: str
    amount: int
    note: str = "kept"
    tags: list[str] = field(default_factory=list)
    id: int | None = None


def test_fields_are_read_by_name_and_given_ones_win() -> None:
    assert built_from(Built, Source("a", 1), amount=2, id=7) == Built("a", 2, id=7)


def test_a_field_with_a_default_keeps_it_when_the_value_lacks_it() -> None:
    assert built_from(Built, Source("a", 1)) == Built("a", 1, "kept", [], None)


def test_a_required_field_the_value_lacks_is_an_error() -> None:
    with pytest.raises(AttributeError):
        built_from(Built, Named("a"))
