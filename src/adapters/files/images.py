"""Images checked by decoding them with Pillow: the ``ImageChecker`` port of the core.

An upload is opened and ``verify()``-ed, opened again and fully decoded, its format checked
against the allow-list (the name and the declared type are never trusted), and re-encoded
from its pixels: EXIF, comments, colour profiles and anything appended to the file are gone.
Pillow's ``Image.MAX_IMAGE_PIXELS`` is kept and enforced strictly (no warning band), so
decompression bombs are refused before they are decoded.
"""

import asyncio
from io import BytesIO
from typing import Any

from PIL import Image, UnidentifiedImageError

from fedreg_core.domain.errors import FileTypeNotAllowed
from fedreg_core.ports.files import CleanImage

# Pillow format -> the suffix the stored file gets (docs/product.md, Security: jpg, jpeg,
# png, gif).
SUFFIXES = {"JPEG": ".jpg", "PNG": ".png", "GIF": ".gif"}
SAVE_OPTIONS: dict[str, dict[str, Any]] = {"JPEG": {"quality": 90}, "PNG": {"optimize": True}}
# What a re-encoded image needs to look the same; everything else in ``info`` is metadata.
KEPT_INFO = ("transparency",)
DECODE_ERRORS = (UnidentifiedImageError, Image.DecompressionBombError, OSError, SyntaxError)


def _open(data: bytes) -> Image.Image:
    image = Image.open(BytesIO(data), formats=list(SUFFIXES))
    width, height = image.size
    if Image.MAX_IMAGE_PIXELS is not None and width * height > Image.MAX_IMAGE_PIXELS:
        raise Image.DecompressionBombError(f"{width}x{height} pixels")
    return image


def clean_image(data: bytes) -> CleanImage:
    """The image re-encoded without metadata; ``FileTypeNotAllowed`` for anything else."""
    try:
        with _open(data) as probe:
            probe.verify()
        with _open(data) as image:
            image.load()
            image_format = str(image.format)
            clean = image.copy()
    except DECODE_ERRORS as error:
        raise FileTypeNotAllowed from error
    if image_format not in SUFFIXES:
        raise FileTypeNotAllowed
    clean.info = {key: image.info[key] for key in KEPT_INFO if key in image.info}
    out = BytesIO()
    clean.save(out, format=image_format, **SAVE_OPTIONS.get(image_format, {}))
    return CleanImage(out.getvalue(), SUFFIXES[image_format])


class PillowImageChecker:
    """Decodes in a worker thread so the event loop keeps serving."""

    async def clean(self, data: bytes) -> CleanImage:
        return await asyncio.to_thread(clean_image, data)
