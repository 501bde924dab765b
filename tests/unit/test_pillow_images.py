"""The Pillow image checker: real decoding, allow-listed formats, metadata stripped."""

from io import BytesIO

import pytest
from PIL import Image, PngImagePlugin

from adapters.files.images import PillowImageChecker, clean_image
from fedreg_core.domain.errors import FileTypeNotAllowed

SECRET = b"GPS 44.8N 20.4E"


def encoded(image_format: str, **options: object) -> bytes:
    out = BytesIO()
    Image.new("RGB", (6, 4), (200, 30, 30)).save(out, image_format, **options)
    return out.getvalue()


def png_with_metadata() -> bytes:
    info = PngImagePlugin.PngInfo()
    info.add_text("Comment", SECRET.decode())
    exif = Image.Exif()
    exif[0x010F] = SECRET.decode()
    return encoded("PNG", pnginfo=info, exif=exif) + b"<?php appended payload ?>"


@pytest.mark.parametrize(
    ("data", "suffix"),
    [
        pytest.param(png_with_metadata(), ".png", id="png"),
        pytest.param(encoded("JPEG", comment=SECRET), ".jpg", id="jpeg"),
        pytest.param(encoded("GIF", comment=SECRET), ".gif", id="gif"),
    ],
)
async def test_allowed_images_are_re_encoded_without_metadata(data: bytes, suffix: str) -> None:
    clean = await PillowImageChecker().clean(data)
    assert clean.suffix == suffix
    assert SECRET not in clean.data
    assert b"payload" not in clean.data
    with Image.open(BytesIO(clean.data)) as image:
        assert image.size == (6, 4)


@pytest.mark.parametrize(
    "data",
    [
        pytest.param(b"just text named .png", id="text"),
        pytest.param(png_with_metadata()[:40], id="truncated"),
        pytest.param(encoded("BMP"), id="bmp"),
        pytest.param(encoded("WEBP"), id="webp"),
        pytest.param(b"", id="empty"),
    ],
)
def test_anything_else_is_refused(data: bytes) -> None:
    with pytest.raises(FileTypeNotAllowed):
        clean_image(data)


@pytest.mark.filterwarnings("ignore::PIL.Image.DecompressionBombWarning")
def test_decompression_bombs_are_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Image, "MAX_IMAGE_PIXELS", 23)  # 6 x 4 = 24 pixels is one too many
    with pytest.raises(FileTypeNotAllowed):
        clean_image(encoded("PNG"))
