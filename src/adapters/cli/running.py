"""Run one async use case from a command; every expected failure as one line and an exit code.

Exit codes: 0 done, 1 refused by a rule, not found, or the data folder or database not ready,
2 a usage error or a file that does not have the documented shape. ``fedreg --debug ...``
prints the traceback too. Nothing else prints a traceback: an unexpected error is one line
that says to run again with ``--debug``.
"""

import asyncio
import traceback
from collections.abc import Awaitable, Callable
from typing import NoReturn, TypeVar

import typer

from adapters.cli.context import CliContext, CliOptions, CliWiring, NoDataFolder, SetupProblem
from adapters.cli.documents import DocumentError
from fedreg_core.domain.errors import Conflict, DomainError, NotFound, RuleBroken
from fedreg_core.messages import translate

ResultT = TypeVar("ResultT")
LANGUAGE = "en"
REFUSED = 1
USAGE = 2
CLICK_FLOW = (typer.Exit, typer.Abort, typer.TyperException)
"""What Typer raises on purpose (an exit code, a usage error, Ctrl-C): never reported here."""


def describe(error: DomainError) -> str:
    if isinstance(error, NotFound) and error.what is not None and error.key is not None:
        if isinstance(error.key, str):
            return f"There is no {error.what} {error.key!r}."
        return f"There is no {error.what} with id {error.key}."
    values = error.values if isinstance(error, Conflict) else None
    text = translate(error.message_key, LANGUAGE, values)
    if isinstance(error, RuleBroken):
        fields = "; ".join(
            f"{f}: {translate(k, LANGUAGE, error.values.get(f))}" for f, k in error.errors.items()
        )
        return f"{text} {fields}"
    if isinstance(error, Conflict) and error.field:
        return f"{error.field}: {text}"
    return text


SETS_UP = ("db", "demo", "serve", "restore")
"""Commands that make a data folder ready (they migrate); others need one of them first."""


def _init_hint(error: NoDataFolder, options: CliOptions) -> str:
    """``fedreg --init`` and the command if it sets a folder up, else ``db upgrade``."""
    sets_up = options.command[:1] and options.command[0] in SETS_UP
    again = " ".join(["fedreg", "--init", *(options.command if sets_up else ("db", "upgrade"))])
    return (
        f"{error}. Run `{again}` to create it there, or set FEDREG_DATA_DIR (or --data-dir)"
        " to your data folder"
    )


def explain(error: Exception, options: CliOptions) -> tuple[int, str]:
    """The exit code and the one line for an error a command did not handle."""
    if isinstance(error, DomainError):
        return REFUSED, describe(error)
    if isinstance(error, NoDataFolder):
        return REFUSED, _init_hint(error, options)
    if isinstance(error, SetupProblem):
        return REFUSED, str(error)
    if isinstance(error, DocumentError):
        return USAGE, str(error)
    if isinstance(error, OSError) and error.strerror:
        where = f": {error.filename}" if error.filename else ""
        return REFUSED, f"{error.strerror}{where}"
    first_line = (str(error).strip().splitlines() or [""])[0]
    return REFUSED, (
        f"unexpected {type(error).__name__}: {first_line} (run again as `fedreg --debug ...`"
        " to see where)"
    )


def fail(error: Exception, options: CliOptions) -> NoReturn:
    """Print ``error`` as one line (and its traceback with ``--debug``) and exit."""
    code, message = explain(error, options)
    if options.debug:
        typer.echo("".join(traceback.format_exception(error)), err=True, nl=False)
    typer.secho(f"Error: {message}", err=True, fg=typer.colors.RED)
    raise typer.Exit(code) from error


def guarded(options: CliOptions, step: Callable[[], ResultT]) -> ResultT:
    """``step()``, with any failure but Click's own (usage, exit, abort) reported by ``fail``."""
    try:
        return step()
    except CLICK_FLOW:
        raise
    except Exception as error:  # every failure is reported, none passes silently
        fail(error, options)


def run_use_case(
    wiring: CliWiring, use_case: Callable[[CliContext], Awaitable[ResultT]]
) -> ResultT:
    """Open the runtime (which checks the data folder and the database first), run
    ``use_case``, close; a failure exits as ``fail`` says."""

    def run() -> ResultT:
        context = wiring.open_context(wiring.options)

        async def main() -> ResultT:
            try:
                return await use_case(context)
            finally:
                await context.close()

        return asyncio.run(main())

    return guarded(wiring.options, run)
