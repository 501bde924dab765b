"""The language of what the command line sends to people (mails), by variant or option."""

from typing import Any

import typer

from fedreg_core.domain.enums import Variant
from fedreg_core.messages import LANGUAGES

VARIANT_LANGUAGE = {Variant.DEFAULT: "sr", Variant.WFF: "en"}


def _checked(language: str | None) -> str | None:
    if language is not None and language not in LANGUAGES:
        raise typer.BadParameter(f"one of {', '.join(LANGUAGES)}")
    return language


def language_of(variant: Variant, chosen: str | None = None) -> str:
    """``chosen``, else the variant's language (sr by default, en for wff)."""
    return chosen or VARIANT_LANGUAGE[variant]


LANGUAGE_OPTION: Any = typer.Option(
    None,
    "--language",
    help=f"Language of the mail: {', '.join(LANGUAGES)} (default: the variant's).",
    callback=_checked,
)
