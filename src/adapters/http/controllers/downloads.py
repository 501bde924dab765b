"""File answers: spreadsheets and PDFs, saved under a name, never cached (personal data)."""

from typing import Any

from litestar import Response
from litestar.openapi.datastructures import ResponseSpec

from fedreg_core.ports.spreadsheets import XLSX_MEDIA_TYPE

PDF_MEDIA_TYPE = "application/pdf"


def download(content: bytes, file_name: str, media_type: str) -> Response[bytes]:
    """``content`` as an attachment named ``file_name`` (ASCII)."""
    return Response(
        content,
        media_type=media_type,
        headers={
            "Content-Disposition": f'attachment; filename="{file_name}"',
            "Cache-Control": "no-store",
        },
    )


def xlsx(content: bytes, file_name: str) -> Response[bytes]:
    return download(content, file_name, XLSX_MEDIA_TYPE)


def pdf(content: bytes, file_name: str) -> Response[bytes]:
    return download(content, file_name, PDF_MEDIA_TYPE)


def file_response(media_type: str, what: str) -> dict[int, ResponseSpec]:
    """Documents the 200 answer of a download: ``media_type`` bytes."""
    return {
        200: ResponseSpec(
            data_container=bytes, media_type=media_type, description=what, generate_examples=False
        )
    }


def json_file_response(what: str) -> dict[int, ResponseSpec]:
    """Documents the 200 answer of a JSON download: a JSON object (saved as a file)."""
    return {
        200: ResponseSpec(
            data_container=dict[str, Any],
            media_type="application/json",
            description=what,
            generate_examples=False,
        )
    }
