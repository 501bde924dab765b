"""A value its type refuses gets a message whose placeholders are filled: text too short
names the least number of characters, in a body and in a query parameter alike."""

from typing import Annotated

import msgspec
import pytest
from msgspec import inspect

from adapters.http.body_decoding import decode_body
from adapters.http.value_errors import BrokenFields
from fedreg_core.domain.errors import RuleBroken
from fedreg_core.messages import translate

ShortName = Annotated[str, msgspec.Meta(min_length=3, max_length=5)]


class Named(msgspec.Struct):
    name: ShortName
    nickname: ShortName | None = None


def test_text_too_short_in_a_body_names_the_least_length_in_both_languages() -> None:
    with pytest.raises(RuleBroken) as refused:
        decode_body(b'{"name": "ab", "nickname": "c"}', Named)
    assert refused.value.errors == {"name": "min_length", "nickname": "min_length"}
    assert refused.value.values == {"name": {"min": 3}, "nickname": {"min": 3}}
    filled = refused.value.values["name"]
    assert translate("min_length", "en", filled) == "More characters needed: at least 3."
    assert translate("min_length", "sr", filled) == "Potrebno je više karaktera: najmanje 3."


def test_text_too_long_and_a_wrong_type_need_no_values() -> None:
    with pytest.raises(RuleBroken) as refused:
        decode_body(b'{"name": "abcdef", "nickname": 7}', Named)
    assert refused.value.errors == {"name": "max_length", "nickname": "invalid_value"}
    assert refused.value.values == {}


def test_a_parameter_too_short_names_the_least_length_and_the_first_error_wins() -> None:
    broken = BrokenFields()
    broken.add_refused("q", "a", inspect.type_info(ShortName))
    broken.add_refused("q", "abcdefgh", inspect.type_info(ShortName))
    assert (broken.keys, broken.values) == ({"q": "min_length"}, {"q": {"min": 3}})
