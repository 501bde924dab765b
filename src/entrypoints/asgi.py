"""The ASGI application, built from the environment (``uvicorn --factory``)."""

from litestar import Litestar

from adapters.http.app import create_app
from entrypoints.bootstrap import build_runtime
from entrypoints.settings import load_config


def create_asgi_app() -> Litestar:
    runtime = build_runtime(load_config())
    app = create_app(runtime.context)
    app.on_shutdown.append(runtime.engine.dispose)
    return app
