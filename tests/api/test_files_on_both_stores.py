"""Uploads through the API on each file store (local folder, object store): photos, logos
and documents stored clean, served by ``/files`` with their type and ``nosniff``, a person's
photo only through its signed link and deleted with the person."""

from io import BytesIO

import pytest
from PIL import Image

from adapters.files.object_store import ObjectFileStore
from tests.api.conftest import ApiFactory, stored_path
from tests.api.resources.catalog.conftest import catalog_on
from tests.api.resources.catalog.test_tournament_files_api import PDF, record
from tests.api.resources.catalog.test_tournament_files_api import upload as upload_document
from tests.api.resources.conftest import Federation, fed_on
from tests.api.resources.test_uploads_and_settings_api import SECRET, new_member_url, png, upload


@pytest.fixture
async def fed(make_api: ApiFactory, files_url: str) -> Federation:
    return await fed_on(await make_api(files_url=files_url))


async def served(fed: Federation, link: str, content_type: str) -> bytes:
    answer = await fed.api.client.get(link)  # signed out, as an <img> or a link asks
    assert answer.status_code == 200, link
    assert answer.headers["content-type"] == content_type
    assert answer.headers["x-content-type-options"] == "nosniff"
    assert answer.headers["content-length"] == str(len(answer.content))
    head = await fed.api.client.head(link)
    assert (head.status_code, head.headers["content-length"]) == (200, str(len(answer.content)))
    return bytes(answer.content)


async def test_a_photo_is_stored_clean_signed_and_deleted_with_its_person(
    fed: Federation, files_url: str
) -> None:
    assert isinstance(fed.api.context.files, ObjectFileStore) == bool(files_url)
    url = await new_member_url(fed)
    link = (await upload(fed, url, png())).json()["avatar"]
    photo = await served(fed, link, "image/png")
    assert SECRET.encode() not in photo  # re-encoded: the comment is gone
    with Image.open(BytesIO(photo)) as image:
        assert image.size == (8, 8)
    assert (await fed.api.client.get(stored_path(link))).status_code == 404  # unsigned
    assert (await fed.call("DELETE", url, fed.coach)).status_code == 204
    assert (await fed.api.client.get(link)).status_code == 404
    kind, _, name = stored_path(link).removeprefix("/files/").partition("/")
    assert await fed.api.context.served_files.served(kind, name, body=False) is None


async def test_logos_and_documents_are_public_with_their_type(fed: Federation) -> None:
    logo = (await upload(fed, f"/api/model/Clubs/{fed.club_id}", png())).json()["logo"]
    assert logo.startswith("/files/logos/") and "?" not in logo
    await served(fed, logo, "image/png")
    catalog = await catalog_on(fed)
    tournament = await catalog.create_tournament()
    url = await record(catalog, "Documents", tournament["id"], "Propozicije")
    document = (await upload_document(catalog, url, "propozicije.pdf", PDF)).json()
    assert await served(fed, document["path"], "application/pdf") == PDF
    too_large = await upload(fed, f"/api/model/Clubs/{fed.club_id}", png() + b"\0" * 6 * 2**20)
    assert too_large.status_code == 413
