"""What CLI commands need, handed over by the entrypoint (adapters never import it)."""

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from adapters.unit_of_work import Factory
from fedreg_core.domain.enums import Variant
from fedreg_core.draws.group_ids import GroupIds
from fedreg_core.ports.clock import Clock
from fedreg_core.ports.files import FileStore
from fedreg_core.ports.html import HtmlSanitizer
from fedreg_core.ports.mail import Mailer
from fedreg_core.ports.payments import StatementReader
from fedreg_core.ports.printing import ReportPrinter
from fedreg_core.ports.security import PasswordHasher
from fedreg_core.ports.spreadsheets import SpreadsheetReader, SpreadsheetWriter
from fedreg_core.services.notice_sending import NoticeSender


@dataclass(frozen=True, slots=True)
class CliContext:
    uow: Factory
    hasher: PasswordHasher
    clock: Clock
    html: HtmlSanitizer
    variant: Variant
    database_url: str
    close: Callable[[], Awaitable[None]]
    files: FileStore
    mailer: Mailer
    public_url: str
    """The address users open (links in mails start with it)."""
    sheets: SpreadsheetReader
    workbooks: SpreadsheetWriter
    printer: ReportPrinter
    notices: NoticeSender
    """Mails the queued notices (``fedreg notify``)."""
    group_ids: GroupIds
    """The names draws' groups go by (the API's)."""
    statements: StatementReader
    """Reads the bank statements ``fedreg payments import`` takes."""


@dataclass(slots=True)
class CliOptions:
    """The options every command takes (``fedreg --debug --init --data-dir PATH ...``)."""

    debug: bool = False
    init: bool = False
    data_dir: Path | None = None
    command: tuple[str, ...] = ()
    """The command's words as typed after the options above (``db``, ``upgrade``), for hints."""


class SetupProblem(Exception):
    """The data folder or the database is not ready for the command (one line, exit 1)."""


class NoDataFolder(SetupProblem):
    """The data folder does not exist and ``--init`` was not given."""

    def __init__(self, path: Path, source: str) -> None:
        super().__init__(f"there is no data folder at {path} ({source})")
        self.path = path


@dataclass(frozen=True, slots=True)
class Migration:
    """A migration that ``fedreg db upgrade`` applied."""

    revision: str
    title: str


@dataclass(frozen=True, slots=True)
class BackupRequest:
    """Where a backup goes or comes from, and how progress is shown (done, total)."""

    archive: Path
    progress: Callable[[str, int, int], None]
    force: bool = False


@dataclass(frozen=True, slots=True)
class FilesMigration:
    """Where ``fedreg files migrate`` copies the files folder to, and how progress is shown."""

    target: str
    """``s3://bucket/prefix``"""
    progress: Callable[[str, int, int], None]


@dataclass(frozen=True, slots=True)
class CliWiring:
    """How to open the configured runtime, migrate the database, serve, back up and restore.

    ``options`` are filled by the root command before any sub-command runs."""

    open_context: Callable[[CliOptions], CliContext]
    upgrade_database: Callable[[CliOptions], Sequence[Migration]]
    serve: Callable[[CliOptions, str | None, int | None, int], None]
    backup: Callable[[CliOptions, BackupRequest], str]
    restore: Callable[[CliOptions, BackupRequest], str]
    migrate_files: Callable[[CliOptions, FilesMigration], str]
    options: CliOptions = field(default_factory=CliOptions)
