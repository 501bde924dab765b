"""Alembic environment: async engines of adapters.sql, metadata of adapters.sql.models.

The database is ``config.attributes["connection"]`` when a caller shares an open connection
(``adapters.sql.migrate``), else ``config.attributes["database_url"]``, else the
``FEDREG_DATABASE_URL`` environment variable.
"""

import asyncio
import os
from logging.config import fileConfig

from alembic import context
from sqlalchemy.engine import Connection

from adapters.sql.engine import create_engine
from adapters.sql.models import Base

config = context.config
target_metadata = Base.metadata
if config.config_file_name is not None:  # the alembic command line, not migrate.py
    fileConfig(config.config_file_name, disable_existing_loggers=False)


def database_url() -> str:
    url = config.attributes.get("database_url") or os.environ.get("FEDREG_DATABASE_URL")
    if not url:
        raise RuntimeError("set FEDREG_DATABASE_URL (e.g. sqlite+aiosqlite:///var/fedreg.db)")
    return str(url)


def run_on(connection: Connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        render_as_batch=connection.dialect.name == "sqlite",
        compare_type=True,
        transactional_ddl=True,  # SQLite too: the engine emits BEGIN itself
    )
    with context.begin_transaction():
        context.run_migrations()


async def run_on_new_engine() -> None:
    # Foreign keys off: SQLite batch operations rebuild tables, which would cascade deletes.
    engine = create_engine(database_url(), sqlite_foreign_keys=False)
    try:
        async with engine.connect() as connection:
            await connection.run_sync(run_on)
    finally:
        await engine.dispose()


def run_offline() -> None:
    url = database_url()
    context.configure(
        url=url,
        target_metadata=target_metadata,
        literal_binds=True,
        render_as_batch=url.startswith("sqlite"),
    )
    with context.begin_transaction():
        context.run_migrations()


if context.is_offline_mode():
    run_offline()
elif isinstance(shared := config.attributes.get("connection"), Connection):
    run_on(shared)
else:
    asyncio.run(run_on_new_engine())
