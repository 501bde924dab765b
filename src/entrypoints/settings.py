"""Configuration from the environment (FEDREG_*), read once at start-up."""

import contextlib
import os
import secrets
from dataclasses import dataclass
from pathlib import Path
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from adapters.files.object_store import is_object_store_url
from adapters.http.forwarded import proxy_network
from adapters.security.passwords import SIGN_IN_QUEUE
from fedreg_core.domain.enums import Variant

REPO_WEBAPP_DIR = Path(__file__).resolve().parents[2] / "webapp" / "dist"

# uvicorn closes an idle connection after 5 s, shorter than a coach's pause between two
# clicks: nearly every request then paid for a new connection (bench/load.py, docs/performance.md).
# 75 s, as nginx's keepalive_timeout, is longer than load balancers' idle timeouts (60 s),
# so a balancer never sends a request on a connection the server has just closed.
KEEP_ALIVE_SECONDS = 75

DEFAULT_TIME_ZONE = ZoneInfo("Europe/Belgrade")


class ConfigError(ValueError):
    """A FEDREG_* variable has a value we cannot use."""


@dataclass(frozen=True, slots=True)
class Config:
    host: str
    port: int
    data_dir: Path
    database_url: str
    variant: Variant
    secret_key: str | None
    smtp_url: str | None
    mail_from: str
    webapp_dir: Path
    public_url: str
    sign_in_attempts_per_minute: int
    sign_in_queue: int
    public_requests_per_minute: int
    """Requests to the public pages one client address may make in a minute; 0: no limit
    (a reverse proxy in front limits them)."""
    live_streams_per_address: int
    """Live results streams a client address may hold at once on a worker (a hall's
    spectators on one network may share an address)."""
    public_page_seconds: int
    """How long a worker answers the public pages' versions (ETags) from the state it read;
    0: read it on every request."""
    keep_alive_seconds: int
    """How long an idle connection stays open: longer than a person's pause between two
    clicks, so a club's next request reuses its connection instead of opening another."""
    trusted_proxies: tuple[str, ...] = ()
    """Reverse proxies whose X-Forwarded-For names the client (FEDREG_TRUSTED_PROXIES)."""
    files_url: str | None = None
    """``s3://bucket/prefix``: uploads in that object store (FEDREG_FILES_URL); ``None``:
    in ``files_dir``."""
    notice_interval_seconds: int = 30
    """How often each server worker mails the due notices; 0: this server sends none
    (FEDREG_NOTICE_INTERVAL_SECONDS; docs/mail.md)."""
    notice_busy_requests: int = 3
    """Requests a second on a worker above which its notice sender waits; 0: it never waits
    (FEDREG_NOTICE_BUSY_REQUESTS; docs/mail.md)."""
    notice_longest_wait_seconds: int = 300
    """How long a busy worker's notice sender waits at most
    (FEDREG_NOTICE_LONGEST_WAIT_SECONDS)."""
    time_zone: ZoneInfo = DEFAULT_TIME_ZONE
    """The federation's time zone (FEDREG_TIME_ZONE, an IANA name): the wall clock of every
    date-time stored and exchanged (applications opening on the clock, deadlines), whatever
    the zone of the machine the server runs on."""
    access_log: bool = False
    """One line per request on the server's output (FEDREG_ACCESS_LOG=1). Off by default: it
    costs about a twentieth of a light request's CPU, and the reverse proxy in front of a
    production server logs the requests already."""
    log_format: str = "plain"
    """``plain`` (the default) or ``json`` (FEDREG_LOG_FORMAT): one JSON object a line, a line
    per request too (uvicorn's access log is then off; docs/operations.md)."""
    metrics_token: str = ""
    """The bearer token of ``/metrics`` (FEDREG_METRICS_TOKEN); none: no metrics are kept."""

    @property
    def files_dir(self) -> Path:
        return self.data_dir / "files"

    @property
    def outbox_dir(self) -> Path:
        return self.data_dir / "outbox"


def _variant(value: str) -> Variant:
    try:
        return Variant(value.strip().lower())
    except ValueError:
        choices = ", ".join(v.value for v in Variant)
        raise ConfigError(f"FEDREG_VARIANT must be one of {choices}, not {value!r}") from None


def _port(value: str) -> int:
    if not value.isdigit() or not 0 < int(value) < 65536:
        raise ConfigError(f"FEDREG_PORT must be a port number, not {value!r}")
    return int(value)


def _positive(env: dict[str, str], name: str, default: int) -> int:
    value = env.get(name) or str(default)
    if not value.isdigit() or int(value) < 1:
        raise ConfigError(f"{name} must be a whole number of at least 1, not {value!r}")
    return int(value)


def _whole(env: dict[str, str], name: str, default: int) -> int:
    value = (env.get(name) or str(default)).strip()
    if not value.isdigit():
        raise ConfigError(f"{name} must be a whole number, not {value!r}")
    return int(value)


SWITCHED_ON, SWITCHED_OFF = {"1", "true", "on", "yes"}, {"0", "false", "off", "no"}


def _switch(env: dict[str, str], name: str, default: bool) -> bool:
    value = (env.get(name) or "").strip().lower()
    if value and value not in SWITCHED_ON | SWITCHED_OFF:
        raise ConfigError(f"{name} must be 1 or 0 (on or off), not {value!r}")
    return value in SWITCHED_ON if value else default


def _public_url(env: dict[str, str], host: str, port: int) -> str:
    """FEDREG_PUBLIC_URL, else the address the server listens on."""
    url = (env.get("FEDREG_PUBLIC_URL") or "").strip().rstrip("/")
    if url and not url.startswith(("http://", "https://")):
        raise ConfigError(f"FEDREG_PUBLIC_URL must start with http:// or https://, not {url!r}")
    shown_host = "127.0.0.1" if host in {"0.0.0.0", "::"} else host  # noqa: S104 (a comparison)
    return url or f"http://{shown_host}:{port}"


def _trusted_proxies(value: str) -> tuple[str, ...]:
    """FEDREG_TRUSTED_PROXIES: comma-separated addresses or CIDRs; empty trusts none."""
    entries = tuple(entry.strip() for entry in value.split(",") if entry.strip())
    for entry in entries:
        try:
            proxy_network(entry)
        except ValueError:
            raise ConfigError(
                f"FEDREG_TRUSTED_PROXIES must list addresses or CIDRs, not {entry!r}"
            ) from None
    return entries


def _files_url(value: str) -> str | None:
    """FEDREG_FILES_URL: empty for the data folder's ``files/``, else ``s3://bucket[/prefix]``."""
    url = value.strip().rstrip("/")
    if url and not is_object_store_url(url):
        raise ConfigError(f"FEDREG_FILES_URL must be s3://bucket/prefix or empty, not {url!r}")
    return url or None


def _time_zone(value: str) -> ZoneInfo:
    """FEDREG_TIME_ZONE: an IANA time zone name (``Europe/Belgrade``); empty for the default."""
    if not value.strip():
        return DEFAULT_TIME_ZONE
    try:
        return ZoneInfo(value.strip())
    except (ZoneInfoNotFoundError, ValueError):
        raise ConfigError(
            f"FEDREG_TIME_ZONE must be a time zone name such as Europe/Belgrade, not {value!r}"
        ) from None


LOG_FORMATS = ("plain", "json")
SHORTEST_METRICS_TOKEN = 16


def _log_format(value: str) -> str:
    chosen = value.strip().lower() or LOG_FORMATS[0]
    if chosen not in LOG_FORMATS:
        raise ConfigError(f"FEDREG_LOG_FORMAT must be plain or json, not {value!r}")
    return chosen


def _metrics_token(value: str) -> str:
    token = value.strip()
    if token and len(token) < SHORTEST_METRICS_TOKEN:
        raise ConfigError(
            f"FEDREG_METRICS_TOKEN must have {SHORTEST_METRICS_TOKEN} characters or more"
        )
    return token


def load_config(env: dict[str, str] | None = None) -> Config:
    env = dict(os.environ) if env is None else env
    data_dir = Path(env.get("FEDREG_DATA_DIR") or "var").resolve()
    default_db = f"sqlite+aiosqlite:///{data_dir / 'fedreg.db'}"
    host = env.get("FEDREG_HOST") or "127.0.0.1"
    port = _port(env.get("FEDREG_PORT") or "8000")
    return Config(
        host=host,
        port=port,
        data_dir=data_dir,
        database_url=env.get("FEDREG_DATABASE_URL") or default_db,
        variant=_variant(env.get("FEDREG_VARIANT") or "default"),
        secret_key=env.get("FEDREG_SECRET_KEY") or None,
        smtp_url=env.get("FEDREG_SMTP_URL") or None,
        mail_from=env.get("FEDREG_MAIL_FROM") or "fedreg <no-reply@localhost>",
        webapp_dir=Path(env.get("FEDREG_WEBAPP_DIR") or REPO_WEBAPP_DIR),
        public_url=_public_url(env, host, port),
        sign_in_attempts_per_minute=_positive(env, "FEDREG_SIGN_IN_ATTEMPTS_PER_MINUTE", 10),
        sign_in_queue=_positive(env, "FEDREG_SIGN_IN_QUEUE", SIGN_IN_QUEUE),
        public_requests_per_minute=_whole(env, "FEDREG_PUBLIC_REQUESTS_PER_MINUTE", 120),
        live_streams_per_address=_positive(env, "FEDREG_LIVE_STREAMS_PER_ADDRESS", 100),
        public_page_seconds=_whole(env, "FEDREG_PUBLIC_PAGE_SECONDS", 1),
        keep_alive_seconds=_positive(env, "FEDREG_KEEP_ALIVE_SECONDS", KEEP_ALIVE_SECONDS),
        trusted_proxies=_trusted_proxies(env.get("FEDREG_TRUSTED_PROXIES") or ""),
        files_url=_files_url(env.get("FEDREG_FILES_URL") or ""),
        notice_interval_seconds=_whole(env, "FEDREG_NOTICE_INTERVAL_SECONDS", 30),
        notice_busy_requests=_whole(env, "FEDREG_NOTICE_BUSY_REQUESTS", 3),
        notice_longest_wait_seconds=_whole(env, "FEDREG_NOTICE_LONGEST_WAIT_SECONDS", 300),
        access_log=_switch(env, "FEDREG_ACCESS_LOG", False),
        time_zone=_time_zone(env.get("FEDREG_TIME_ZONE") or ""),
        log_format=_log_format(env.get("FEDREG_LOG_FORMAT") or ""),
        metrics_token=_metrics_token(env.get("FEDREG_METRICS_TOKEN") or ""),
    )


def secret_key(config: Config) -> str:
    """FEDREG_SECRET_KEY, or a key generated once into the data folder (shared by workers)."""
    if config.secret_key:
        return config.secret_key
    path = config.data_dir / "secret_key"
    if not path.exists():
        config.data_dir.mkdir(parents=True, exist_ok=True)
        draft = path.with_name(f"secret_key.{os.getpid()}.tmp")
        draft.write_text(secrets.token_urlsafe(48), encoding="ascii")
        draft.chmod(0o600)
        with contextlib.suppress(FileExistsError):
            os.link(draft, path)  # atomic: the first worker's key wins
        draft.unlink()
    return path.read_text(encoding="ascii").strip()
