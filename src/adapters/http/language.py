"""The user's language for server messages: Accept-Language, else the variant's default."""

from typing import Any

from litestar import Request

from fedreg_core.domain.enums import Variant
from fedreg_core.messages import LANGUAGES

VARIANT_LANGUAGE = {Variant.DEFAULT: "sr", Variant.WFF: "en"}


def request_language(request: Request[Any, Any, Any], variant: Variant) -> str:
    for part in request.headers.get("accept-language", "").split(","):
        code = part.split(";")[0].strip().lower()[:2]
        if code in LANGUAGES:
            return code
    return VARIANT_LANGUAGE[variant]
