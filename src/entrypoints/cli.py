"""The ``fedreg`` console script: wires the configuration into the CLI adapter.

The data folder is found as the server finds it (``load_config``): ``--data-dir``, else
``FEDREG_DATA_DIR``, else ``./var`` in the current folder. A missing one is created only
with ``--init``; commands that use the database check it first (``database_problem``).
"""

import asyncio
import os
from collections.abc import Callable, Sequence

from adapters.cli.context import (
    CliContext,
    CliOptions,
    CliWiring,
    Migration,
    NoDataFolder,
    SetupProblem,
)
from adapters.cli.main import build_cli
from adapters.sql.database_state import database_problem
from adapters.sql.migrate import upgrade_sync
from entrypoints.backups import back_up, restore
from entrypoints.bootstrap import build_runtime
from entrypoints.file_migration import migrate_files
from entrypoints.metrics_folder import metrics_folder
from entrypoints.settings import Config, ConfigError, load_config
from fedreg_core.domain.by_name import built_from

# Seconds a worker may take to answer uvicorn's health ping. uvicorn's default (5 s) is shorter
# than a worker's start-up (imports, app, OpenAPI document) when several start at once on a
# busy two-core machine: it then kills and restarts them forever and nothing is served.
WORKER_HEALTHCHECK_SECONDS = 60
GRACEFUL_SHUTDOWN_SECONDS = 10
DEFAULT_SOURCE = "the default: ./var in the current folder"


def environment(options: CliOptions) -> dict[str, str]:
    """The process environment with ``--data-dir`` as ``FEDREG_DATA_DIR``."""
    env = dict(os.environ)
    if options.data_dir is not None:
        env["FEDREG_DATA_DIR"] = str(options.data_dir)
    return env


def cli_config(options: CliOptions) -> Config:
    """The configuration, with a data folder that exists (made here only with ``--init``)."""
    env = environment(options)
    try:
        config = load_config(env)
    except ConfigError as error:
        raise SetupProblem(str(error)) from error
    if config.data_dir.is_dir():
        return config
    if config.data_dir.exists():
        raise SetupProblem(f"the data folder {config.data_dir} is not a folder")
    if not options.init:
        source = "--data-dir" if options.data_dir else "FEDREG_DATA_DIR"
        raise NoDataFolder(
            config.data_dir, source if env.get("FEDREG_DATA_DIR") else DEFAULT_SOURCE
        )
    config.data_dir.mkdir(parents=True)
    return config


def open_context(options: CliOptions) -> CliContext:
    config = cli_config(options)
    problem = asyncio.run(database_problem(config.database_url))
    if problem is not None:
        raise SetupProblem(problem)
    runtime = build_runtime(config)
    return built_from(
        CliContext,
        runtime.context,
        database_url=runtime.config.database_url,
        close=runtime.close,
        notices=runtime.notices,
    )


def upgrade_database(options: CliOptions) -> Sequence[Migration]:
    applied = upgrade_sync(cli_config(options).database_url)
    return [Migration(m.revision, m.title) for m in applied]


def serve(options: CliOptions, host: str | None, port: int | None, workers: int) -> None:
    import uvicorn  # the other commands do without its import (and the log's: Litestar's)

    from entrypoints.logs import uvicorn_log_config

    config = cli_config(options)
    if options.data_dir is not None:  # the workers read the same configuration
        os.environ["FEDREG_DATA_DIR"] = str(options.data_dir)
    host, port = host or config.host, port or config.port
    print(f"fedreg serves http://{host}:{port} (variant {config.variant.value})")
    json_log = config.log_format == "json"
    with metrics_folder(enabled=bool(config.metrics_token)):
        uvicorn.run(
            "entrypoints.asgi:create_asgi_app",
            factory=True,
            host=host,
            port=port,
            workers=workers,
            # The app believes X-Forwarded-For from FEDREG_TRUSTED_PROXIES only, itself (in
            # every worker, whatever server runs it): uvicorn must hand it the real peer.
            proxy_headers=False,
            log_level="info",
            log_config=uvicorn_log_config(config.log_format),
            # The JSON log has the app's own line per request, with its id and route.
            access_log=config.access_log and not json_log,
            timeout_worker_healthcheck=WORKER_HEALTHCHECK_SECONDS,
            timeout_keep_alive=config.keep_alive_seconds,
            # Live results streams stay open until their clients go: a stopping worker ends
            # them after this many seconds (the browsers reconnect to another worker).
            timeout_graceful_shutdown=GRACEFUL_SHUTDOWN_SECONDS,
        )


def wiring(
    serving: Callable[[CliOptions, str | None, int | None, int], None] = serve,
) -> CliWiring:
    """The command line on the configured data folder and database (``serving``: tests
    replace the server)."""
    return CliWiring(
        open_context,
        upgrade_database,
        serving,
        lambda options, request: back_up(cli_config(options), request),
        lambda options, request: restore(cli_config(options), request),
        lambda options, request: migrate_files(cli_config(options), request),
    )


def main() -> None:
    build_cli(wiring())()
