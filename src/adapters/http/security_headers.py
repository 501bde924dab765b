"""Security headers on every answer, errors and unknown paths included (a ``before_send`` hook
of the app, so no route can miss them).

- The webapp's policy allows scripts, styles, images, fonts and calls from this origin only,
  with two exceptions the built app needs: inline styles (Mantine writes ``<style>`` elements
  and ``style`` attributes; the print window writes its own ``<style>``) and ``data:`` and
  ``blob:`` images (the favicon and Mantine's and the editor's icons are ``data:`` URLs; a
  picture's preview before upload is a ``blob:`` URL). No inline script, no ``eval``, no
  plugin, no framing.
- API answers and stored files are never a page: nothing may load from or frame them. The
  one exception is the API's documentation (Swagger UI at ``/api/schema``), a page of
  Litestar's with an inline script and inline styles; it shows no one's data, and its code
  comes from this server (the webapp's build), never from another origin.
- API answers are not stored by browsers or proxies (``no-store``): most carry people's data,
  and the few that do not gain little from a cache. A route that sets its own
  ``Cache-Control`` keeps it.
"""

from litestar.datastructures import MutableScopeHeaders
from litestar.types import Message, Scope

WEBAPP_POLICY = "; ".join(
    [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    ]
)
NOT_A_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'"
DOCS_POLICY = "; ".join(
    [
        "default-src 'none'",
        "script-src 'self' 'unsafe-inline'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:",
        "connect-src 'self'",
        "base-uri 'none'",
        "form-action 'none'",
        "frame-ancestors 'none'",
    ]
)
DOCS_PREFIX = "/api/schema"
ALWAYS = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "same-origin",
    "X-Frame-Options": "DENY",
}
NOT_A_PAGE_PREFIXES = ("/api/", "/files/")


def is_api(path: str) -> bool:
    return path == "/api" or path.startswith("/api/")


def policy(path: str, content_type: str) -> str:
    """The Content-Security-Policy of an answer at ``path``."""
    if path.startswith(DOCS_PREFIX) and content_type.startswith("text/html"):
        return DOCS_POLICY
    if path == "/api" or path.startswith(NOT_A_PAGE_PREFIXES):
        return NOT_A_PAGE_POLICY
    return WEBAPP_POLICY


async def add_security_headers(message: Message, scope: Scope) -> None:
    """Add the headers to the start of an HTTP answer (``Litestar(before_send=[...])``)."""
    if message["type"] != "http.response.start":
        return
    headers = MutableScopeHeaders.from_message(message)
    path = scope.get("path", "")
    for name, value in ALWAYS.items():
        headers[name] = value
    headers["Content-Security-Policy"] = policy(path, headers.get("content-type", ""))
    if is_api(path) and "cache-control" not in headers:
        headers["Cache-Control"] = "no-store"
