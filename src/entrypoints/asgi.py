"""The ASGI application, built from the environment (``uvicorn --factory``)."""

import gc

from litestar import Litestar

from adapters.http.app import create_app
from entrypoints.bootstrap import build_runtime
from entrypoints.notice_worker import NoticePacing, NoticeWorker
from entrypoints.request_rate import RequestRate, counting_requests
from entrypoints.settings import load_config


def create_asgi_app() -> Litestar:
    runtime = build_runtime(load_config())
    config = runtime.config
    rate = RequestRate()
    app = create_app(runtime.context, middleware=[counting_requests(rate)])
    # A database behind the code is served, unready (``/api/ready`` answers 503): the log
    # says so at start, once; ``fedreg db upgrade`` makes it ready.
    app.on_startup.insert(0, runtime.context.operations.readiness)
    if runtime.listener is not None:  # the caches of this worker, on while it listens
        app.on_startup.append(runtime.listener.start)
        app.on_shutdown.append(runtime.listener.stop)
    if config.notice_interval_seconds:  # mails the due notices while it runs, not when busy
        pacing = NoticePacing(rate, config.notice_busy_requests, config.notice_longest_wait_seconds)
        worker = NoticeWorker(runtime.notices, config.notice_interval_seconds, pacing)
        app.on_startup.append(worker.start)
        app.on_shutdown.append(worker.stop)
    app.on_shutdown.append(runtime.context.live.close)  # the live results' watches
    app.on_shutdown.append(runtime.close)  # the database, the spreadsheet readers
    app.on_startup.append(freeze_start_up_objects)
    return app


YOUNG_COLLECTION_THRESHOLD = 10_000
"""Allocations between two collections of the youngest generation (Python's default: 700)."""


def freeze_start_up_objects() -> None:
    """Leave what importing and building the app made out of garbage collections: a request
    that builds many objects (the fee report: 30,000 registrations) otherwise triggers full
    collections that walk every module's objects, half of its time. The youngest generation
    is collected every 10,000 allocations instead of 700: the fee report's own objects are
    then walked a few times instead of dozens (about 10 % of its time; docs/performance.md)."""
    gc.collect()
    gc.freeze()
    _, middle, old = gc.get_threshold()
    gc.set_threshold(YOUNG_COLLECTION_THRESHOLD, middle, old)
