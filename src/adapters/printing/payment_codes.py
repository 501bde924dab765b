"""A payment code's string as a QR code: SVG to embed (vector, in the PDF and the webapp) and
PNG. UTF-8 always, as both the NBS IPS and the EPC rules require, even when the text would fit
ISO 8859-1; error correction level M, as the EPC rules require."""

import io

import segno


def _code(payload: str) -> segno.QRCode:
    return segno.make_qr(payload, error="m", encoding="utf-8", boost_error=False)


def qr_svg(payload: str) -> str:
    """A square SVG, one unit per module, with the four modules of quiet zone the readers
    need; it scales to any size without blur."""
    out = io.BytesIO()
    _code(payload).save(
        out,
        kind="svg",
        scale=1,
        border=4,
        xmldecl=False,
        svgclass=None,
        lineclass=None,
        omitsize=False,
    )
    return out.getvalue().decode()


def qr_png(payload: str, *, scale: int = 4) -> bytes:
    out = io.BytesIO()
    _code(payload).save(out, kind="png", scale=scale, border=4)
    return out.getvalue()


class SegnoQrCodes:
    """The core's ``QrCodes``."""

    def svg(self, text: str) -> str:
        return qr_svg(text)
