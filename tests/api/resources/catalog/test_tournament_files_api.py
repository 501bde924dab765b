"""Cover, images, documents and discipline links of a tournament through the API."""

import zipfile
from io import BytesIO
from pathlib import Path
from typing import Any

from fedreg_core.messages import translate
from tests.api.resources.catalog.conftest import Catalog, created
from tests.api.resources.test_uploads_and_settings_api import png

MB = 1024 * 1024
PDF = (
    b"%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n"
    b"2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n"
    b"trailer\n<< /Root 1 0 R >>\n%%EOF\n"
)


def docx() -> bytes:
    out = BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        archive.writestr("[Content_Types].xml", "<Types/>")
        archive.writestr("word/document.xml", "<w:document/>")
    return out.getvalue()


def stored(catalog: Catalog, kind: str) -> list[Path]:
    folder = catalog.fed.api.data_dir / "files" / kind
    return sorted(p for p in folder.glob("*") if p.is_file()) if folder.exists() else []


async def upload(catalog: Catalog, url: str, name: str, data: bytes, who: Any = None) -> Any:
    files = {"file": (name, data, "application/octet-stream")}
    return await catalog.fed.call("POST", url, who or catalog.fed.admin, files=files)


async def record(catalog: Catalog, resource: str, tournament_id: int, name: str = "") -> str:
    body = {"obj": {"tournamentId": tournament_id, "name": name}}
    made = await catalog.fed.call("POST", f"/api/model/{resource}", catalog.fed.admin, json=body)
    assert made.status_code == 201, made.text
    return f"/api/model/{resource}/{made.json()['id']}"


async def test_the_cover_is_an_image_for_admins(catalog: Catalog) -> None:
    created = await catalog.create_tournament()
    url = f"/api/model/Tournaments/{created['id']}"
    assert (await upload(catalog, url, "c.png", png(), catalog.fed.coach)).status_code == 403
    assert (await upload(catalog, url, "c.pdf", PDF)).status_code == 415
    cover = (await upload(catalog, url, "c.png", png())).json()["cover"]
    assert cover.startswith("/files/covers/") and len(stored(catalog, "covers")) == 1
    await catalog.fed.call("DELETE", url, catalog.fed.admin)
    assert stored(catalog, "covers") == []


async def test_a_real_pdf_is_accepted_and_a_text_pdf_refused(catalog: Catalog) -> None:
    created = await catalog.create_tournament()
    url = await record(catalog, "Documents", created["id"], "Propozicije")
    refused = await upload(catalog, url, "propozicije.pdf", b"I am only text, not a PDF")
    assert (refused.status_code, refused.json()["message"]) == (
        415,
        "Dozvoljeni su samo dokumenti i slike. "
        "(.pdf, .doc, .docx, .xls, .xlsx, .odt, .ods, .jpg, .png)",
    )
    assert stored(catalog, "documents") == []
    done = await upload(catalog, url, "propozicije.pdf", PDF)
    assert done.status_code == 200, done.text
    document = done.json()
    assert (document["name"], document["size"]) == ("Propozicije", len(PDF))
    served = await catalog.fed.api.client.get(document["path"])
    assert (served.content, served.headers["content-type"]) == (PDF, "application/pdf")
    word = (await upload(catalog, url, "pravilnik.docx", docx())).json()
    assert word["path"].endswith(".docx") and len(stored(catalog, "documents")) == 1
    view = (
        await catalog.fed.call("GET", f"/api/tournament/{created['id']}", catalog.fed.coach)
    ).json()
    assert [d["path"] for d in view["documents"]] == [word["path"]]
    assert (await catalog.fed.call("DELETE", url, catalog.fed.coach)).status_code == 403
    assert (await catalog.fed.call("DELETE", url, catalog.fed.admin)).status_code == 204
    assert stored(catalog, "documents") == []


async def test_documents_over_20_mb_are_413(catalog: Catalog) -> None:
    created = await catalog.create_tournament()
    url = await record(catalog, "Documents", created["id"])
    for size in (21 * MB, 20 * MB + 100 * 1024):  # refused by the route, and by the core
        response = await upload(catalog, url, "big.pdf", PDF + b"\0" * (size - len(PDF)))
        assert response.status_code == 413, (size, response.text)
    fits = await upload(catalog, url, "big.pdf", PDF + b"\0" * (6 * MB))
    assert fits.status_code == 200  # over the 5 MB of images
    assert stored(catalog, "documents") != []


async def test_tournament_images_take_only_images_of_5_mb(catalog: Catalog) -> None:
    created = await catalog.create_tournament()
    url = await record(catalog, "TournamentImages", created["id"])
    assert (await upload(catalog, url, "x.pdf", PDF)).status_code == 415
    too_big = await upload(catalog, url, "x.png", png() + b"\0" * (6 * MB))
    assert too_big.status_code == 413
    image = (await upload(catalog, url, "plakat.png", png())).json()
    assert (image["name"], image["path"][:14]) == ("plakat.png", "/files/images/")
    listed = await catalog.fed.call(
        "GET",
        f'/api/model/TournamentImages?by={{"tournamentId":{created["id"]}}}',
        catalog.fed.coach,
    )
    assert [i["id"] for i in listed.json()["items"]] == [image["id"]]
    missing = await catalog.fed.call(
        "POST",
        "/api/model/TournamentImages",
        catalog.fed.admin,
        json={"obj": {"tournamentId": 999}},
    )
    assert set(missing.json()["errors"]) == {"tournamentId"}


async def test_tournament_discipline_links_one_by_one(catalog: Catalog) -> None:
    fed = catalog.fed
    tournament = await catalog.create_tournament()
    team = {"name": "Kumite tim", "categoryIds": [catalog.seniors], "isTeam": True}
    kumite_team = await created(fed, "Disciplines", team)
    body = {"obj": {"tournamentId": tournament["id"], "disciplineId": kumite_team}}
    url = "/api/model/TournamentTeamDisciplines"
    assert (await fed.call("POST", url, fed.coach, json=body)).status_code == 403
    made = await fed.call("POST", url, fed.admin, json=body)
    assert made.status_code == 201 and made.json()["disciplineId"] == kumite_team
    assert (await fed.call("POST", url, fed.admin, json=body)).status_code == 409
    view = (await fed.call("GET", f"/api/tournament/{tournament['id']}", fed.admin)).json()
    assert [d["disciplineId"] for d in view["teamDisciplines"]] == [catalog.team_kata, kumite_team]
    individual_body = {"obj": {"tournamentId": tournament["id"], "disciplineId": catalog.kata}}
    refused = await fed.call(
        "POST", url, fed.admin, json=individual_body, headers={"Accept-Language": "en"}
    )
    assert (refused.status_code, refused.json()["errors"]) == (
        400,
        {"disciplineId": translate("error_discipline_is_individual", "en")},
    )
    assert (await fed.call("DELETE", f"{url}/{made.json()['id']}", fed.admin)).status_code == 204
    individual = await fed.call(
        "GET",
        f'/api/model/TournamentDisciplines?by={{"tournamentId":{tournament["id"]}}}',
        fed.coach,
    )
    assert [d["disciplineId"] for d in individual.json()["items"]] == [catalog.kata, catalog.kumite]
