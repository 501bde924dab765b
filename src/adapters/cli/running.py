"""Run one async use case from a command, with domain errors as one clean line."""

import asyncio
from collections.abc import Awaitable, Callable
from typing import TypeVar

import typer

from adapters.cli.context import CliContext, CliWiring
from fedreg_core.domain.errors import Conflict, DomainError, RuleBroken
from fedreg_core.messages import translate

ResultT = TypeVar("ResultT")
LANGUAGE = "en"


def describe(error: DomainError) -> str:
    text = translate(error.message_key, LANGUAGE)
    if isinstance(error, RuleBroken):
        fields = "; ".join(f"{f}: {translate(k, LANGUAGE)}" for f, k in error.errors.items())
        return f"{text} {fields}"
    if isinstance(error, Conflict) and error.field:
        return f"{error.field}: {text}"
    return text


def run_use_case(
    wiring: CliWiring, use_case: Callable[[CliContext], Awaitable[ResultT]]
) -> ResultT:
    """Open the runtime, run ``use_case``, close; a domain error exits with code 1."""

    async def main() -> ResultT:
        context = wiring.open_context()
        try:
            return await use_case(context)
        finally:
            await context.close()

    try:
        return asyncio.run(main())
    except DomainError as error:
        typer.secho(describe(error), err=True, fg=typer.colors.RED)
        raise typer.Exit(1) from error
