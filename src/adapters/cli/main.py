"""The ``fedreg`` command: one Typer app made of the command groups (one module each).

A new group is a module with ``build(wiring) -> typer.Typer`` added to ``GROUPS`` below.
"""

from pathlib import Path
from typing import Any

import typer
from typer.core import TyperGroup

from adapters.cli import (
    backup,
    catalog,
    clubs,
    db,
    demo,
    draws,
    exports,
    fees,
    files,
    money,
    notify,
    people,
    privacy,
    ranking,
    results,
    schedule,
    serve,
    tournaments,
    users,
)
from adapters.cli.context import CliOptions, CliWiring
from adapters.cli.running import CLICK_FLOW, fail

HELP = (
    "fedreg: clubs, members and tournament registrations of a sports federation.\n\n"
    "The data folder holds the SQLite database, uploaded files and the mail outbox:"
    " --data-dir, else FEDREG_DATA_DIR, else ./var in the current folder (the server finds it"
    " the same way). A command never creates a missing data folder unless given --init."
    " Commands that read or change data need a migrated database (`fedreg db upgrade`;"
    " serve, demo and restore migrate by themselves).\n\n"
    "Exit codes: 0 done, 1 refused, not found or not set up, 2 usage or a file that does not"
    " have the documented shape. --debug adds the traceback of a failure.\n\n"
    "A season from files: `fedreg --init db upgrade`, `fedreg users create-admin ...`,"
    " `fedreg catalog import catalogue.yaml`, `fedreg tournaments create --file"
    ' tournament.yaml` (README.md, "The CLI"; docs/season-from-files.sh).'
)

COMMAND_WORDS = "fedreg.command_words"
GROUPS = (
    ("db", db.build),
    ("users", users.build),
    ("clubs", clubs.build),
    ("catalog", catalog.build),
    ("tournaments", lambda wiring: tournaments_group(wiring)),
    ("people", people.build),
    ("privacy", privacy.build),
    ("fees", lambda wiring: fees_group(wiring)),
    ("draws", draws.build),
    ("ranking", ranking.build),
    ("results", results.build),
    ("schedule", schedule.build),
    ("files", files.build),
    ("notify", notify.build),
    ("invoices", money.build_invoices),
    ("payments", money.build_payments),
)
"""Command groups by name; ``serve``, ``demo``, ``backup``, ``restore`` are commands of the
root; ``fees explain`` needs no database."""


ROOT_OPTION_VALUES = ("--data-dir",)
"""Root options followed by a value."""


def command_words(args: list[str]) -> tuple[str, ...]:
    """The words of the command after the root options, up to its first option (``db``,
    ``upgrade``), and ``...`` when more follows."""
    words: list[str] = []
    rest = iter(args)
    for arg in rest:
        if arg in ROOT_OPTION_VALUES and not words:
            next(rest, None)
        elif arg.startswith("-") and not words:
            continue
        elif arg.startswith("-"):
            return (*words, "...")
        else:
            words.append(arg)
    return tuple(words)


class FedregGroup(TyperGroup):
    """The root group: it keeps the command's words for hints, and a failure no command
    reported is still one line, not a traceback."""

    def parse_args(self, ctx: Any, args: list[str]) -> list[str]:
        ctx.meta[COMMAND_WORDS] = command_words(args)
        return super().parse_args(ctx, args)

    def invoke(self, ctx: Any) -> Any:
        try:
            return super().invoke(ctx)
        except CLICK_FLOW:
            raise
        except Exception as error:  # reported as one line, exit code 1
            fail(error, ctx.obj if isinstance(ctx.obj, CliOptions) else CliOptions())


def build_cli(wiring: CliWiring) -> typer.Typer:
    app = typer.Typer(
        name="fedreg",
        help=HELP,
        no_args_is_help=True,
        add_completion=False,
        cls=FedregGroup,
        pretty_exceptions_enable=False,
    )

    @app.callback()
    def options(
        ctx: typer.Context,
        debug: bool = typer.Option(False, "--debug", help="Print the traceback of a failure."),
        init: bool = typer.Option(
            False, "--init", help="Create the data folder when it does not exist yet."
        ),
        data_dir: Path | None = typer.Option(
            None,
            "--data-dir",
            help="The data folder (default: FEDREG_DATA_DIR, else ./var).",
            file_okay=False,
        ),
    ) -> None:
        wiring.options.debug, wiring.options.init = debug, init
        wiring.options.data_dir = data_dir.resolve() if data_dir is not None else None
        wiring.options.command = ctx.meta.get(COMMAND_WORDS, ())
        ctx.obj = wiring.options

    app.add_typer(serve.build(wiring))
    app.add_typer(demo.build(wiring))
    app.add_typer(backup.build(wiring))
    for name, build in GROUPS:
        app.add_typer(build(wiring), name=name)
    return app


def fees_group(wiring: CliWiring) -> typer.Typer:
    """``fees explain`` (no database) and ``fees invoice``."""
    group = typer.Typer(help=fees.app.info.help, no_args_is_help=True)
    group.command("explain")(fees.explain)
    exports.add_invoice(group, wiring)
    return group


def tournaments_group(wiring: CliWiring) -> typer.Typer:
    group = tournaments.build(wiring)
    exports.add_export(group, wiring)
    return group
