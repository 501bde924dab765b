"""The built webapp at ``/`` with history-mode fallback, and uploaded files at ``/files``."""

from pathlib import Path

from litestar import Router, get
from litestar.exceptions import NotFoundException
from litestar.params import FromPath
from litestar.response import File
from litestar.static_files import create_static_files_router

from fedreg_core.domain.errors import NotFound

RESERVED_PREFIXES = ("api/", "files/", "assets/")


def files_router(files_dir: Path) -> Router:
    """Uploaded files by kind and generated name; never anything outside ``files_dir``."""
    files_dir.mkdir(parents=True, exist_ok=True)
    return create_static_files_router(
        path="/files", directories=[files_dir], include_in_schema=False, name="files"
    )


def webapp_router(webapp_dir: Path) -> Router:
    """Assets of the build, its top-level files, and ``index.html`` for every app route."""
    root = webapp_dir.resolve()
    index = root / "index.html"

    @get(["/", "/{path:path}"], include_in_schema=False, sync_to_thread=False, cache=False)
    def page(path: FromPath[str] = "") -> File:
        """Serve a top-level file of the build, or the app itself for history-mode routes."""
        relative = path.lstrip("/")
        if relative.startswith(RESERVED_PREFIXES) or relative == "api":
            raise NotFound
        candidate = (root / relative).resolve()
        if relative and candidate.parent == root and candidate.is_file():
            return File(candidate, filename=candidate.name, content_disposition_type="inline")
        if not index.is_file():
            raise NotFoundException
        return File(
            index, filename="index.html", media_type="text/html", content_disposition_type="inline"
        )

    assets = create_static_files_router(
        path="/assets", directories=[root / "assets"], include_in_schema=False, name="assets"
    )
    return Router(path="/", route_handlers=[assets, page])
