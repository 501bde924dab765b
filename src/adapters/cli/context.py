"""What CLI commands need, handed over by the entrypoint (adapters never import it)."""

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from fedreg_core.domain.enums import Variant
from fedreg_core.ports.clock import Clock
from fedreg_core.ports.html import HtmlSanitizer
from fedreg_core.ports.printing import ReportPrinter
from fedreg_core.ports.security import PasswordHasher
from fedreg_core.ports.spreadsheets import SpreadsheetReader, SpreadsheetWriter
from fedreg_core.ports.unit_of_work import UnitOfWorkFactory


@dataclass(frozen=True, slots=True)
class CliContext:
    uow: UnitOfWorkFactory
    hasher: PasswordHasher
    clock: Clock
    html: HtmlSanitizer
    variant: Variant
    database_url: str
    close: Callable[[], Awaitable[None]]
    sheets: SpreadsheetReader
    workbooks: SpreadsheetWriter
    printer: ReportPrinter


@dataclass(frozen=True, slots=True)
class CliWiring:
    """How to open the configured runtime, migrate the database, and serve."""

    open_context: Callable[[], CliContext]
    upgrade_database: Callable[[], None]
    serve: Callable[[str | None, int | None, int], None]
