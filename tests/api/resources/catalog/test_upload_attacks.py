"""Hostile uploads: polyglots, truncated and disguised files, hostile names, oversize bodies.

A refused upload stores nothing (no file, no path in the database); an accepted picture is
stored under a generated name with re-encoded pixels, never the client's bytes or name.
"""

import re
from collections.abc import Iterator
from io import BytesIO
from typing import Any

from PIL import Image

from tests.api.conftest import stored_path
from tests.api.raw_asgi import raw_request
from tests.api.resources.catalog.conftest import Catalog
from tests.api.resources.catalog.test_tournament_files_api import PDF, docx, record, stored
from tests.api.resources.test_uploads_and_settings_api import new_member_url, png

MB = 1024 * 1024
GENERATED = re.compile(r"^/files/(avatars|documents)/[0-9a-f]{32}\.(png|gif|jpg|pdf|docx)$")
PHP = b"<?php system($_GET['c']); ?>"
HTML = b"<html><script>alert(document.cookie)</script></html>"
JS = b"*/=1;alert(document.domain);/*"
SVG = b'<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>'
EXE = b"MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff" + b"\x00" * 64 + b"This program"
DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
BOUNDARY = "fedreg-test-boundary"
MARKERS = (PHP, HTML, JS, b"PK\x03\x04", b"<script", b"<?php")


def encoded(image_format: str, **options: Any) -> bytes:
    out = BytesIO()
    Image.new("RGB", (8, 8), (10, 120, 200)).save(out, image_format, **options)
    return out.getvalue()


def zip_bytes() -> bytes:
    return docx()


def gif_js_polyglot() -> bytes:
    """A GIF whose comment opens a JS comment and whose tail closes it and runs script."""
    return encoded("GIF", comment=b"/*") + JS


def header_only_gif_js() -> bytes:
    """The classic ``GIF89a/*...*/=alert(1)`` file: a GIF header and script, no picture."""
    return b"GIF89a/*\x0a\x00\x80\x00\x00" + b"\x00" * 6 + JS


async def post_file(catalog: Catalog, url: str, name: str, data: bytes, kind: str) -> Any:
    files = {"file": (name, data, kind)}
    return await catalog.fed.call("POST", url, catalog.fed.admin, files=files)


def multipart(name: str, data: bytes, **headers: str) -> tuple[dict[str, str], bytes]:
    """A ``file`` field built by hand: the file name goes out unescaped (httpx escapes it)."""
    head = (
        f'--{BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="{name}"\r\n'
        "Content-Type: application/octet-stream\r\n\r\n"
    )
    body = head.encode("utf-8") + data + f"\r\n--{BOUNDARY}--\r\n".encode()
    return {**headers, "Content-Type": f"multipart/form-data; boundary={BOUNDARY}"}, body


async def served(catalog: Catalog, path: str) -> Any:
    response = await catalog.fed.api.client.get(path)
    assert response.status_code == 200, path
    assert response.headers["X-Content-Type-Options"] == "nosniff"
    return response


async def document_record(catalog: Catalog, url: str) -> dict[str, Any]:
    response = await catalog.fed.call("GET", url, catalog.fed.admin)
    return dict(response.json())


async def test_refused_pictures_store_nothing(catalog: Catalog) -> None:
    url = await new_member_url(catalog.fed)
    refused = {
        "truncated.png": png()[: len(png()) // 2],
        "truncated.jpg": encoded("JPEG")[:-40],
        "header-only.gif": header_only_gif_js(),
        "drawing.svg": SVG,
        "drawing.png": SVG,
        "setup.exe.jpg": EXE,
        "page.gif": HTML,
        "report.png": PDF,
        "archive.png": zip_bytes(),
        "empty.png": b"",
    }
    for name, data in refused.items():
        response = await post_file(catalog, url, name, data, "image/png")
        assert response.status_code == 415, (name, response.text)
        assert set(response.json()) == {"message", "error", "requestId"}
    assert stored(catalog, "avatars") == []
    assert (await catalog.fed.call("GET", url, catalog.fed.admin)).json()["avatar"] is None


async def test_polyglot_pictures_are_stored_re_encoded_under_generated_names(
    catalog: Catalog,
) -> None:
    url = await new_member_url(catalog.fed)
    accepted = [
        ("shell.php.png", png() + PHP, "image/png"),
        ("../../../etc/cron.d/evil.png", png() + zip_bytes(), "image/png"),
        ("/var/www/index.html", png() + HTML, "image/png"),
        ("x" * 3000 + ".png", png(), "image/png"),
        ("polyglot.js", gif_js_polyglot(), "image/gif"),
    ]
    for name, data, content_type in accepted:
        response = await post_file(catalog, url, name, data, "application/octet-stream")
        assert response.status_code == 200, (name[:40], response.text)
        avatar = response.json()["avatar"]
        assert GENERATED.match(stored_path(avatar)), avatar
        file = await served(catalog, avatar)
        assert file.headers["content-type"] == content_type
        assert not any(marker in file.content for marker in MARKERS), name[:40]
        with Image.open(BytesIO(file.content)) as image:
            assert image.size == (8, 8)
    assert len(stored(catalog, "avatars")) == 1  # each upload replaced the one before


async def test_documents_claiming_another_type_are_refused_and_store_nothing(
    catalog: Catalog,
) -> None:
    created = await catalog.create_tournament()
    url = await record(catalog, "Documents", created["id"])
    refused = {
        "picture.pdf": png(),
        "setup.jpg": EXE,
        "setup.exe": EXE,
        "report.pdf.exe": PDF,
        "report.pdf.php": PDF,
        "shell.png.php": png() + PHP,
        "drawing.svg": SVG,
        "page.html": HTML,
        "page.pdf": HTML,
        "archive.zip": zip_bytes(),
        "truncated.png": png()[:30],
        "no-suffix": PDF,
        "trailing-dot.pdf.": PDF,
    }
    for name, data in refused.items():
        response = await post_file(catalog, url, name, data, "application/pdf")
        assert response.status_code == 415, (name, response.text)
    assert stored(catalog, "documents") == []
    assert (await document_record(catalog, url))["path"] is None


async def test_documents_are_stored_under_generated_names_with_a_safe_display_name(
    catalog: Catalog,
) -> None:
    created = await catalog.create_tournament()
    accepted = [
        ("../../../../etc/passwd.pdf", PDF + HTML, "passwd.pdf", "application/pdf"),
        ("C:\\Windows\\system32\\shell.php.pdf", PDF, "shell.php.pdf", "application/pdf"),
        ("nul\x00byte.pdf", PDF, "nulbyte.pdf", "application/pdf"),
        ("\x1b[31mred\x7f.docx", docx(), "[31mred.docx", DOCX),
        ("a" * 900 + ".pdf", PDF, "a" * 200, "application/pdf"),
        ("plakat.php.png", png() + PHP, "plakat.php.png", "image/png"),
    ]
    for name, data, shown, content_type in accepted:
        url = await record(catalog, "Documents", created["id"])
        headers, body = multipart(name, data, **catalog.fed.admin)  # the name as given
        sent = await raw_request(catalog.fed.api.client.app, "POST", url, headers, [body])
        assert sent.status == 200, (name[:40], sent.body[:300])
        response = await catalog.fed.call("GET", url, catalog.fed.admin)
        document = response.json()
        assert GENERATED.match(document["path"]), document["path"]
        assert document["name"] == shown
        file = await served(catalog, document["path"])
        assert file.headers["content-type"] == content_type
        assert PHP not in file.content
    assert len(stored(catalog, "documents")) == len(accepted)
    url = await record(catalog, "Documents", created["id"])
    headers, body = multipart("a" * 9000 + ".pdf", PDF, **catalog.fed.admin)
    too_long = await raw_request(catalog.fed.api.client.app, "POST", url, headers, [body])
    assert too_long.status == 400  # the multipart parser refuses such a header
    assert (await document_record(catalog, url))["path"] is None
    assert len(stored(catalog, "documents")) == len(accepted)
    stored_names = {p.name for p in stored(catalog, "documents")}
    assert all(re.fullmatch(r"[0-9a-f]{32}\.(pdf|docx|png)", n) for n in stored_names)


def chunks(data: bytes, size: int = 256 * 1024) -> Iterator[bytes]:
    """The body in pieces, sent chunked: no ``Content-Length`` announces its size."""
    for start in range(0, len(data), size):
        yield data[start : start + size]


async def test_an_oversize_body_without_a_length_is_413_and_stores_nothing(
    catalog: Catalog,
) -> None:
    url = await new_member_url(catalog.fed)
    headers, body = multipart("big.png", png() + b"\0" * (6 * MB), **catalog.fed.admin)
    response = await raw_request(catalog.fed.api.client.app, "POST", url, headers, chunks(body))
    assert response.status == 413
    assert stored(catalog, "avatars") == []
    assert (await catalog.fed.call("GET", url, catalog.fed.admin)).json()["avatar"] is None
