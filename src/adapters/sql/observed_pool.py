"""The engines' connection pool, counted for the metrics: connections in use, and how long a
request waited when its worker's pool had no connection free (``adapters.metrics``)."""

import logging
import time
from typing import Any

from sqlalchemy import event
from sqlalchemy.ext.asyncio import AsyncEngine
from sqlalchemy.pool import AsyncAdaptedQueuePool, ConnectionPoolEntry, PoolProxiedConnection

from adapters.metrics import count_connection_change, count_connection_wait

# SQLAlchemy names a pool's logger after its class's module and sets only its own ("sqlalchemy")
# to warnings: this pool's would log every disposal in an INFO log (FEDREG_LOG_FORMAT=json).
logging.getLogger(__name__).setLevel(logging.WARNING)


class ObservedPool(AsyncAdaptedQueuePool):
    """SQLAlchemy's queue pool of the async engines, timing the checkouts that found every
    connection in use (the engines allow no overflow: ``size()`` is the whole pool)."""

    def _do_get(self) -> ConnectionPoolEntry:  # SQLAlchemy's hook for a pool's checkout
        if self.checkedout() < self.size():
            return super()._do_get()
        started = time.perf_counter()
        try:
            return super()._do_get()
        finally:
            count_connection_wait(time.perf_counter() - started)


def count_connections_in_use(engine: AsyncEngine) -> None:
    """Keep ``fedreg_db_connections_in_use`` as the pool hands out and takes back
    connections (registered after any checkout check that may refuse a connection)."""

    @event.listens_for(engine.sync_engine, "checkout")
    def _out(_dbapi: Any, _record: ConnectionPoolEntry, _proxy: PoolProxiedConnection) -> None:
        count_connection_change(1)

    @event.listens_for(engine.sync_engine, "checkin")
    def _in(_dbapi: Any, _record: ConnectionPoolEntry) -> None:
        count_connection_change(-1)
