"""The built webapp at ``/`` with history-mode fallback, and uploaded files at ``/files``."""

from pathlib import Path
from typing import Annotated, Any

from litestar import Router, get, head
from litestar.exceptions import NotFoundException
from litestar.params import FromPath, QueryParameter
from litestar.response import File
from litestar.response.file import ASGIFileResponse
from litestar.static_files import create_static_files_router

from adapters.http.context import ServedFiles
from adapters.http.file_links import FILES_PREFIX, FileLinks
from fedreg_core.domain.errors import NotFound

RESERVED_PREFIXES = ("api/", "files/", "assets/")
Expires = Annotated[str | None, QueryParameter(description="Until when a signed link holds")]
Signature = Annotated[str | None, QueryParameter(description="A signed link's signature")]


class HeadFile(File):
    """A file's headers without its body (Litestar sends the body of a ``File`` to HEAD)."""

    def to_asgi_response(self, *args: Any, **kwargs: Any) -> ASGIFileResponse:
        return super().to_asgi_response(*args, **{**kwargs, "is_head_response": True})


def files_router(store: ServedFiles, links: FileLinks) -> Router:
    """Uploaded files by kind and generated name with their fixed content type; never
    anything else (what ``store.servable`` refuses: other names, links, folders, anything
    outside the files folder), and people's photos only through a valid signed link."""

    def found(
        kind: str, name: str, expires: str | None, signature: str | None, response: type[File]
    ) -> File:
        headers = links.headers_to_serve(f"{FILES_PREFIX}{kind}/{name}", expires, signature)
        stored = None if headers is None else store.servable(kind, name)
        if headers is None or stored is None:
            raise NotFound
        path, content_type = stored
        return response(
            path,
            filename=name,
            media_type=content_type,
            # HEAD too, which ignores ``media_type``
            headers={**headers, "content-type": content_type},
            content_disposition_type="inline",
        )

    @get("/{kind:str}/{name:str}", name="files", include_in_schema=False, sync_to_thread=True)
    def stored_file(
        kind: FromPath[str],
        name: FromPath[str],
        expires: Expires = None,
        signature: Signature = None,
    ) -> File:
        """One uploaded file, served inline (the app's security headers apply)."""
        return found(kind, name, expires, signature, File)

    @head("/{kind:str}/{name:str}", name="files/head", include_in_schema=False, sync_to_thread=True)
    def stored_file_head(
        kind: FromPath[str],
        name: FromPath[str],
        expires: Expires = None,
        signature: Signature = None,
    ) -> File:
        """The headers of one uploaded file."""
        return found(kind, name, expires, signature, HeadFile)

    return Router(path=FILES_PREFIX.rstrip("/"), route_handlers=[stored_file, stored_file_head])


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
