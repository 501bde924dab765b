"""The server's Prometheus metrics (docs/operations.md, Metrics), shared by every adapter.

A process counts only once ``enable_metrics`` ran (the server does when
``FEDREG_METRICS_TOKEN`` is set): before that every ``count_*`` function is one check and
prometheus-client is not even imported (its import is a fifth of a CLI command's start-up).
With ``PROMETHEUS_MULTIPROC_DIR`` set (``fedreg serve`` sets it) every worker writes its
values to files there and a scrape of any worker adds them up; prometheus-client reads the
variable when it is first imported, so it is set before.
"""

import os
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from prometheus_client import Counter, Gauge, Histogram

LATENCY_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0)
WAIT_BUCKETS = (0.001, 0.005, 0.025, 0.1, 0.5, 1.0, 5.0, 30.0)
_LIVE_FILE = re.compile(r"gauge_live\w*_(\d+)\.db")


@dataclass(frozen=True, slots=True)
class Metrics:
    requests: "Counter"
    latency: "Histogram"
    rate_limited: "Counter"
    sign_in_failures: "Counter"
    transfers: "Counter"
    connections_in_use: "Gauge"
    connection_waits: "Histogram"
    notice_mails: "Counter"
    object_store_errors: "Counter"


@cache
def _metrics() -> Metrics:
    from prometheus_client import (  # imported when enabled: see the module doc
        Counter,
        Gauge,
        Histogram,
    )

    return Metrics(
        requests=Counter(
            "fedreg_http_requests", "HTTP requests answered", ["route", "method", "status"]
        ),
        latency=Histogram(
            "fedreg_http_request_duration_seconds",
            "Time from a request's start to its answer's last byte",
            ["route", "method"],
            buckets=LATENCY_BUCKETS,
        ),
        rate_limited=Counter(
            "fedreg_rate_limited", "Requests refused by a limit (429), by route", ["route"]
        ),
        sign_in_failures=Counter(
            "fedreg_sign_in_failures", "Sign-ins refused for a wrong e-mail or password"
        ),
        transfers=Counter(
            "fedreg_transfers",
            "Imports and exports done (answered below 400), by kind and operation",
            ["kind", "operation"],
        ),
        connections_in_use=Gauge(
            "fedreg_db_connections_in_use",
            "Database connections checked out of the workers' pools",
            multiprocess_mode="livesum",
        ),
        connection_waits=Histogram(
            "fedreg_db_connection_wait_seconds",
            "Waits for a database connection when a worker's pool had none free",
            buckets=WAIT_BUCKETS,
        ),
        notice_mails=Counter(
            "fedreg_notice_mails", "Notice mails handed to the mail server, by outcome", ["outcome"]
        ),
        object_store_errors=Counter(
            "fedreg_object_store_errors", "Object store calls that failed", ["operation"]
        ),
    )


_enabled: list[Metrics] = []  # one item once enabled: the module's only state


def enable_metrics() -> Metrics:
    """Count from now on in this process (idempotent)."""
    if not _enabled:
        _enabled.append(_metrics())
    return _enabled[0]


def enabled_metrics() -> Metrics | None:
    return _enabled[0] if _enabled else None


def count_request(route: str, method: str, status: int, seconds: float) -> None:
    if not _enabled:
        return
    metrics = _enabled[0]
    metrics.requests.labels(route, method, str(status)).inc()
    metrics.latency.labels(route, method).observe(seconds)
    if status == 429:  # Too Many Requests
        metrics.rate_limited.labels(route).inc()


def count_sign_in_failure() -> None:
    if _enabled:
        _enabled[0].sign_in_failures.inc()


def count_transfer(kind: str, operation: str) -> None:
    """An import or an export (``kind``) done by ``operation``."""
    if _enabled:
        _enabled[0].transfers.labels(kind, operation).inc()


def count_connection_change(change: int) -> None:
    """A database connection checked out (``+1``) or back in (``-1``)."""
    if _enabled:
        _enabled[0].connections_in_use.inc(change)


def count_connection_wait(seconds: float) -> None:
    if _enabled:
        _enabled[0].connection_waits.observe(seconds)


def count_notice_mail(sent: bool) -> None:
    if _enabled:
        _enabled[0].notice_mails.labels("sent" if sent else "failed").inc()


def count_object_store_error(operation: str) -> None:
    if _enabled:
        _enabled[0].object_store_errors.labels(operation).inc()


@dataclass(frozen=True, slots=True)
class ScrapedGauge:
    """A value read when the metrics are scraped (not counted by a worker)."""

    name: str
    help: str
    value: float
    labels: dict[str, str]


def exposition(gauges: list[ScrapedGauge]) -> tuple[bytes, str]:
    """Every worker's metrics and ``gauges`` in Prometheus' text format, and its content
    type. The workers that ended are marked so first: their counts stay in the sums, their
    connections in use leave them."""
    from prometheus_client import REGISTRY, CollectorRegistry, generate_latest
    from prometheus_client.exposition import CONTENT_TYPE_LATEST
    from prometheus_client.metrics_core import GaugeMetricFamily
    from prometheus_client.multiprocess import MultiProcessCollector

    folder = os.environ.get("PROMETHEUS_MULTIPROC_DIR")
    counted = REGISTRY
    if folder:
        _mark_ended_workers(folder)
        counted = CollectorRegistry()
        MultiProcessCollector(counted, folder)  # type: ignore[no-untyped-call]
    families = []
    for gauge in gauges:
        family = GaugeMetricFamily(gauge.name, gauge.help, labels=list(gauge.labels))
        family.add_metric(list(gauge.labels.values()), gauge.value)
        families.append(family)
    scraped = CollectorRegistry()
    scraped.register(_Families(families))
    return generate_latest(counted) + generate_latest(scraped), CONTENT_TYPE_LATEST


class _Families:
    def __init__(self, families: list[Any]) -> None:
        self.families = families

    def collect(self) -> list[Any]:
        return self.families


def _mark_ended_workers(folder: str) -> None:
    """Drop the live values (connections in use) of the worker processes that ended."""
    from prometheus_client.multiprocess import mark_process_dead

    for path in Path(folder).iterdir():
        found = _LIVE_FILE.fullmatch(path.name)
        if found and not process_running(int(found[1])):
            mark_process_dead(int(found[1]), folder)  # type: ignore[no-untyped-call]


def process_running(pid: int) -> bool:
    """Whether the process ``pid`` runs (another user's too)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True
