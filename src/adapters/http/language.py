"""The user's language for server messages: the first of Accept-Language there is a catalogue
of (``sr-Cyrl`` for Serbian Cyrillic), else the variant's default."""

from typing import Any

from litestar import Request

from fedreg_core.domain.enums import Variant
from fedreg_core.messages import language_of_tag

VARIANT_LANGUAGE = {Variant.DEFAULT: "sr", Variant.WFF: "en"}


def request_language(request: Request[Any, Any, Any], variant: Variant) -> str:
    for part in request.headers.get("accept-language", "").split(","):
        language = language_of_tag(part.split(";")[0])
        if language is not None:
            return language
    return VARIANT_LANGUAGE[variant]
