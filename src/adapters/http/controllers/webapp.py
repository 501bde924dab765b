"""The built webapp at ``/`` with history-mode fallback, and uploaded files at ``/files``."""

from pathlib import Path
from typing import Annotated

from litestar import Response, Router, get, head
from litestar.di import NamedDependency
from litestar.exceptions import NotFoundException
from litestar.params import FromPath, QueryParameter
from litestar.response import File, Stream
from litestar.static_files import create_static_files_router

from adapters.http.context import HttpContext
from adapters.http.file_links import FILES_PREFIX
from fedreg_core.domain.errors import NotFound
from fedreg_core.ports.files import StoredFile

RESERVED_PREFIXES = ("api/", "files/", "assets/")
Expires = Annotated[str | None, QueryParameter(description="Until when a signed link holds")]
Signature = Annotated[str | None, QueryParameter(description="A signed link's signature")]


def files_router() -> Router:
    """Uploaded files by kind and generated name with their fixed content type; never
    anything else (what the file store refuses: other names, links, folders, anything
    outside the store), and people's photos only through a valid signed link. The bytes come
    from the store the wiring chose (local folder or object store) through this server."""

    async def found(
        context: HttpContext,
        kind: str,
        name: str,
        expires: str | None,
        signature: str | None,
        body: bool,
    ) -> tuple[StoredFile, dict[str, str]]:
        path = f"{FILES_PREFIX}{kind}/{name}"
        headers = context.links.headers_to_serve(path, expires, signature)
        stored = None if headers is None else await context.served_files.served(kind, name, body)
        if headers is None or stored is None:
            raise NotFound
        return stored, {
            **headers,
            "content-type": stored.content_type,
            "content-length": str(stored.size),
            "content-disposition": f'inline; filename="{name}"',
        }

    @get("/{kind:str}/{name:str}", name="files", include_in_schema=False)
    async def stored_file(
        context: NamedDependency[HttpContext],
        kind: FromPath[str],
        name: FromPath[str],
        expires: Expires = None,
        signature: Signature = None,
    ) -> Stream:
        """One uploaded file, served inline (the app's security headers apply)."""
        stored, headers = await found(context, kind, name, expires, signature, body=True)
        assert stored.chunks is not None
        return Stream(stored.chunks, media_type=stored.content_type, headers=headers)

    @head("/{kind:str}/{name:str}", name="files/head", include_in_schema=False)
    async def stored_file_head(
        context: NamedDependency[HttpContext],
        kind: FromPath[str],
        name: FromPath[str],
        expires: Expires = None,
        signature: Signature = None,
    ) -> Response[None]:
        """The headers of one uploaded file (its length too, without its bytes)."""
        _, headers = await found(context, kind, name, expires, signature, body=False)
        # No body (Litestar allows HEAD only an empty answer's type), the stored length kept.
        return Response(b"", media_type=headers["content-type"], headers=headers)  # type: ignore[arg-type]

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
