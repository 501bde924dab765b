"""Wire one configuration together: database, security, mail, files, the HTTP context."""

from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.files.images import PillowImageChecker
from adapters.files.local import LocalFileStore
from adapters.files.object_store import ObjectFileStore, open_s3_store
from adapters.group_names import RememberedGroupIds
from adapters.http.context import HttpContext
from adapters.http.file_links import FileLinks
from adapters.http.language import VARIANT_LANGUAGE
from adapters.http.live_results import LiveResults
from adapters.mail.counted import CountedMailer
from adapters.mail.outbox import OutboxMailer
from adapters.mail.smtp import SmtpMailer
from adapters.printing.payment_codes import SegnoQrCodes
from adapters.printing.typst_printer import TypstReportPrinter
from adapters.security.html import Nh3HtmlSanitizer
from adapters.security.passwords import BcryptPasswordHasher
from adapters.security.tokens import JwtTokenService
from adapters.security.totp import PyotpOneTimePasswords
from adapters.spreadsheets.reader_pool import ProcessSpreadsheetReader
from adapters.spreadsheets.statements.reader import BankStatementReader
from adapters.spreadsheets.writing import XlsxSpreadsheetWriter
from adapters.sql.attempts import SqlAttemptLimiter
from adapters.sql.cached_public_reads import CachedPublicReads
from adapters.sql.change_notifications import ChangeListener, process_site_reads
from adapters.sql.engine import create_engine, session_factory
from adapters.sql.idempotency import SqlIdempotentRequests
from adapters.sql.public_reads import SqlPublicReads
from adapters.sql.readiness import DatabaseReadiness
from adapters.sql.reference_cache import ReferenceCache
from adapters.sql.request_counts import SharedRequestLimiter
from adapters.sql.site_reads import SqlSiteReads
from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from adapters.system_clock import SystemClock
from entrypoints.operations import ServerOperations
from entrypoints.settings import Config, secret_key
from fedreg_core.ports.attempts import AttemptLimiter
from fedreg_core.ports.mail import Mailer
from fedreg_core.services.notice_mails import NoticeLinks
from fedreg_core.services.notice_sending import NoticeSender


@dataclass(frozen=True, slots=True)
class Runtime:
    config: Config
    engine: AsyncEngine
    context: HttpContext
    readers: ProcessSpreadsheetReader
    """``context.sheets``: its reader processes end with ``close``."""
    listener: ChangeListener | None = None
    """Keeps the caches of ``context.site`` and the unit of work's cached tournament rows and
    catalogue on while it runs (PostgreSQL); start it in each worker."""

    async def close(self) -> None:
        """Ends what this runtime opened: the database connections, the reader processes."""
        await self.readers.close()
        await self.engine.dispose()

    @property
    def notices(self) -> NoticeSender:
        """Sends the queued notices through this runtime's mailer."""
        context = self.context
        mailer = CountedMailer(context.mailer)
        return NoticeSender(context.uow, context.clock, mailer, notice_links(context))


def notice_links(context: HttpContext) -> NoticeLinks:
    """Links in mails go to the public address; mails of users who chose no language are
    in the variant's."""
    return NoticeLinks(context.public_url, VARIANT_LANGUAGE[context.variant])


def build_mailer(config: Config) -> Mailer:
    if config.smtp_url:
        return SmtpMailer(config.smtp_url, config.mail_from)
    return OutboxMailer(config.outbox_dir, config.mail_from)


class NoLimit:
    """An ``AttemptLimiter`` that counts nothing: for limits left to a reverse proxy."""

    async def hit(self, action: str, address: str, email: str) -> None:
        del action, address, email


def public_limit(engine: AsyncEngine, per_minute: int) -> AttemptLimiter:
    """The public pages' per-address limit (``0``: none)."""
    return SharedRequestLimiter(engine, per_minute) if per_minute else NoLimit()


def build_file_store(config: Config) -> LocalFileStore | ObjectFileStore:
    """The object store of FEDREG_FILES_URL, else the data folder's ``files/``."""
    if config.files_url:
        return ObjectFileStore(open_s3_store(config.files_url))
    return LocalFileStore(config.files_dir)


def build_runtime(config: Config) -> Runtime:
    config.data_dir.mkdir(parents=True, exist_ok=True)
    engine = create_engine(config.database_url)
    reference_cache = ReferenceCache()
    site, listener = process_site_reads(
        SqlSiteReads(engine),
        config.database_url,
        engine.dialect.name,
        reference_cache=reference_cache,
    )
    files = build_file_store(config)
    key = secret_key(config)
    readers = ProcessSpreadsheetReader()
    uow = SqlUnitOfWorkFactory(
        session_factory(engine), reference_cache, None if listener is None else listener.changed
    )
    group_ids = RememberedGroupIds(key.encode())
    clock = SystemClock(config.time_zone)
    context = HttpContext(
        uow=uow,
        hasher=BcryptPasswordHasher(queue=config.sign_in_queue),
        tokens=JwtTokenService(key),
        clock=clock,
        mailer=build_mailer(config),
        files=files,
        images=PillowImageChecker(),
        html=Nh3HtmlSanitizer(),
        attempts=SqlAttemptLimiter(engine, config.sign_in_attempts_per_minute),
        site=site,
        served_files=files,
        links=FileLinks(key),
        variant=config.variant,
        sheets=readers,
        workbooks=XlsxSpreadsheetWriter(),
        printer=TypstReportPrinter(),
        qr_codes=SegnoQrCodes(),
        statements=BankStatementReader(),
        public_reads=CachedPublicReads(SqlPublicReads(engine), config.public_page_seconds),
        public_requests=public_limit(engine, config.public_requests_per_minute),
        group_ids=group_ids,
        live=LiveResults(uow, group_ids, config.live_streams_per_address),
        idempotency=SqlIdempotentRequests(engine),
        otp=PyotpOneTimePasswords(key),
        operations=ServerOperations(
            DatabaseReadiness(engine),
            clock,
            files.answers if isinstance(files, ObjectFileStore) else None,
        ),
        webapp_dir=config.webapp_dir,
        public_url=config.public_url,
        trusted_proxies=config.trusted_proxies,
        time_zone=config.time_zone.key,
        metrics_token=config.metrics_token,
        json_log=config.log_format == "json",
    )
    return Runtime(config, engine, context, readers, listener)
