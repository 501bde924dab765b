"""Everything the HTTP layer needs from the wiring, handed over by the entrypoint."""

from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from adapters.http.file_links import FileLinks
from adapters.http.idempotent_requests import IdempotentRequests
from adapters.http.live_results import LiveResults
from adapters.http.operations import Operations
from adapters.http.public_pages import PublicPageCache
from adapters.unit_of_work import Factory
from fedreg_core.domain.enums import Variant
from fedreg_core.draws.group_ids import GroupIds
from fedreg_core.ports.attempts import AttemptLimiter, SignInLimiter
from fedreg_core.ports.clock import Clock
from fedreg_core.ports.files import FileStore, ImageChecker, StoredFile
from fedreg_core.ports.html import HtmlSanitizer
from fedreg_core.ports.mail import Mailer
from fedreg_core.ports.payments import StatementReader
from fedreg_core.ports.printing import QrCodes, ReportPrinter
from fedreg_core.ports.public import PublicReads
from fedreg_core.ports.second_factor import OneTimePasswords
from fedreg_core.ports.security import PasswordHasher, TokenService
from fedreg_core.ports.site import SiteReads
from fedreg_core.ports.spreadsheets import SpreadsheetReader, SpreadsheetWriter


class ServedFiles(Protocol):
    """The stored files ``/files`` serves (the wiring hands over the file store's adapter:
    the local folder or the object store)."""

    async def served(self, kind: str, name: str, body: bool) -> StoredFile | None:
        """The stored file ``kind/name``, its bytes too when ``body``, or ``None`` when it does
        not exist or is not one that may be served."""
        ...


@dataclass(frozen=True, slots=True)
class HttpContext:
    uow: Factory
    hasher: PasswordHasher
    tokens: TokenService
    clock: Clock
    mailer: Mailer
    files: FileStore
    images: ImageChecker
    html: HtmlSanitizer
    attempts: SignInLimiter
    """Counts sign-in, registration and password-reset attempts, shared by every worker."""
    site: SiteReads
    """The settings, the active tournament and token holders, read on every request."""
    served_files: ServedFiles
    """What ``/files`` answers with: the stored files of ``files``."""
    links: FileLinks
    """The links answers give to stored files (people's photos signed, short-lived)."""
    variant: Variant
    sheets: SpreadsheetReader
    """Reads the spreadsheets clubs import their people from."""
    workbooks: SpreadsheetWriter
    printer: ReportPrinter
    qr_codes: QrCodes
    """Draws the payment codes a club's fee page shows."""
    statements: StatementReader
    """Reads the bank statements an admin imports."""
    public_reads: PublicReads
    """What the public tournament pages show."""
    public_requests: AttemptLimiter
    """Counts the public pages' requests per client address."""
    group_ids: GroupIds
    """The names draws' groups go by in answers and links (keyed by the server's secret)."""
    idempotency: IdempotentRequests
    """Requests sent with an ``Idempotency-Key`` and their answers, shared by every worker."""
    live: LiveResults
    """This worker's watches of the public results followed live."""
    otp: OneTimePasswords
    """TOTP codes of the second factor at sign-in."""
    operations: Operations
    """What ``/api/ready`` and ``/metrics`` read."""
    webapp_dir: Path | None = None
    public_url: str = "http://127.0.0.1:8000"
    """Where users reach the app; links in mails start with it (never the request's Host)."""
    trusted_proxies: tuple[str, ...] = ()
    """Addresses and CIDRs whose X-Forwarded-For names the client (``FEDREG_TRUSTED_PROXIES``)."""
    time_zone: str = "Europe/Belgrade"
    """The federation's time zone (``FEDREG_TIME_ZONE``), whose wall clock every date-time of
    the API is: the webapp shows the user's time beside it when theirs differs."""
    metrics_token: str = ""
    """The bearer token ``/metrics`` answers (``FEDREG_METRICS_TOKEN``; none: no metrics)."""
    json_log: bool = False
    """The server logs JSON lines (``FEDREG_LOG_FORMAT=json``), set up by the server for
    every logger: the app logs a line per request and leaves the logging set-up alone."""
    public_pages: PublicPageCache = field(default_factory=PublicPageCache)
    """The public tournament pages this worker built, by version."""
