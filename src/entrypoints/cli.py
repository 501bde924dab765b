"""The ``fedreg`` console script: wires the configuration into the CLI adapter."""

import uvicorn

from adapters.cli.context import CliContext, CliWiring
from adapters.cli.main import build_cli
from adapters.sql.migrate import upgrade_sync
from entrypoints.bootstrap import build_runtime
from entrypoints.settings import load_config

# Seconds a worker may take to answer uvicorn's health ping. uvicorn's default (5 s) is shorter
# than a worker's start-up (imports, app, OpenAPI document) when several start at once on a
# busy two-core machine: it then kills and restarts them forever and nothing is served.
WORKER_HEALTHCHECK_SECONDS = 60


def open_context() -> CliContext:
    runtime = build_runtime(load_config())
    context = runtime.context
    return CliContext(
        uow=context.uow,
        hasher=context.hasher,
        clock=context.clock,
        html=context.html,
        variant=context.variant,
        database_url=runtime.config.database_url,
        close=runtime.engine.dispose,
        sheets=context.sheets,
        workbooks=context.workbooks,
        printer=context.printer,
    )


def upgrade_database() -> None:
    config = load_config()
    config.data_dir.mkdir(parents=True, exist_ok=True)
    upgrade_sync(config.database_url)


def serve(host: str | None, port: int | None, workers: int) -> None:
    config = load_config()
    host, port = host or config.host, port or config.port
    print(f"fedreg serves http://{host}:{port} (variant {config.variant.value})")
    uvicorn.run(
        "entrypoints.asgi:create_asgi_app",
        factory=True,
        host=host,
        port=port,
        workers=workers,
        # The app believes X-Forwarded-For from FEDREG_TRUSTED_PROXIES only, itself (in every
        # worker, whatever server runs it): uvicorn must hand it the real peer, not the header.
        proxy_headers=False,
        log_level="info",
        timeout_worker_healthcheck=WORKER_HEALTHCHECK_SECONDS,
        timeout_keep_alive=config.keep_alive_seconds,
    )


def main() -> None:
    build_cli(CliWiring(open_context, upgrade_database, serve))()
