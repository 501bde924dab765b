"""Picture uploads (real images through Pillow) and the general settings through the API."""

from io import BytesIO
from pathlib import Path
from typing import Any

from PIL import Image, PngImagePlugin

from tests.api.conftest import stored_path
from tests.api.resources.conftest import Federation, member_body

SECRET = "GPS 44.8N 20.4E"
MB = 1024 * 1024


def png(color: tuple[int, int, int] = (200, 30, 30)) -> bytes:
    info = PngImagePlugin.PngInfo()
    info.add_text("Comment", SECRET)
    out = BytesIO()
    Image.new("RGB", (8, 8), color).save(out, "PNG", pnginfo=info)
    return out.getvalue()


def stored_files(fed: Federation) -> list[Path]:
    return sorted(p for p in (fed.api.data_dir / "files").rglob("*") if p.is_file())


async def upload(fed: Federation, url: str, data: bytes, name: str = "me.png") -> Any:
    files = {"file": (name, data, "image/png")}
    return await fed.call("POST", url, fed.coach, files=files, data={"returnObj": "true"})


async def new_member_url(fed: Federation) -> str:
    created = await fed.call("POST", "/api/model/Members", fed.coach, json=member_body(fed.club_id))
    return f"/api/model/Members/{created.json()['id']}"


async def test_avatar_is_stored_clean_served_and_replaced(fed: Federation) -> None:
    url = await new_member_url(fed)
    first = await upload(fed, url, png())
    assert first.status_code == 200, first.text
    avatar = first.json()["avatar"]
    assert stored_path(avatar).startswith("/files/avatars/")
    assert stored_path(avatar).endswith(".png")
    served = await fed.api.client.get(avatar)
    assert served.status_code == 200
    assert served.headers["content-type"] == "image/png"
    assert SECRET.encode() not in served.content
    with Image.open(BytesIO(served.content)) as image:
        assert image.size == (8, 8)
    second = (await upload(fed, url, png((0, 0, 255)), "other.gif")).json()["avatar"]
    assert stored_path(second).endswith(".png") and stored_path(second) != stored_path(avatar)
    assert (await fed.api.client.get(avatar)).status_code == 404
    assert len(stored_files(fed)) == 1
    shown = (await fed.call("GET", url, fed.coach)).json()["avatar"]
    assert stored_path(shown) == stored_path(second)


async def test_text_named_png_is_415_and_nothing_stored(fed: Federation) -> None:
    url = await new_member_url(fed)
    response = await upload(fed, url, b"not an image at all")
    assert response.status_code == 415
    assert set(response.json()) == {"message", "error", "requestId"}
    assert stored_files(fed) == []
    assert (await fed.call("GET", url, fed.coach)).json()["avatar"] is None


async def test_too_large_uploads_are_413_and_nothing_stored(fed: Federation) -> None:
    url = await new_member_url(fed)
    for size in (6 * MB, 5 * MB + 100 * 1024):  # refused by the route, and by the core
        response = await upload(fed, url, png() + b"\0" * (size - len(png())))
        assert response.status_code == 413, (size, response.text)
    assert stored_files(fed) == []


async def test_club_logo_for_own_club_only(fed: Federation) -> None:
    own = await upload(fed, f"/api/model/Clubs/{fed.club_id}", png())
    assert own.json()["logo"].startswith("/files/logos/")
    other = await upload(fed, f"/api/model/Clubs/{fed.other_club_id}", png())
    assert other.status_code == 403
    missing = await fed.call("POST", f"/api/model/Clubs/{fed.club_id}", fed.coach, data={})
    assert missing.status_code == 400
    assert len(stored_files(fed)) == 1


async def test_settings_are_read_by_all_and_changed_by_admins(fed: Federation) -> None:
    listed = (await fed.call("GET", "/api/model/Settings", fed.coach)).json()
    assert listed["total"] == 1
    (settings,) = listed["items"]
    assert set(settings) == {
        "id",
        "title",
        "description",
        "logo",
        "disableEdit",
        "disableCreate",
        "showDisciplines",
        "clubsMaySetNoPay",
        "retentionYears",
        "adminsNeedSecondFactor",
        "parentalConsentRequired",
    }
    assert settings["parentalConsentRequired"] is False  # off until an admin turns it on
    assert settings["clubsMaySetNoPay"] is True  # clubs waive their own fees by default
    url = f"/api/model/Settings/{settings['id']}"
    change = {"obj": {"title": "Savez", "description": "Opis", "showDisciplines": True}}
    assert (await fed.call("PUT", url, fed.coach, json=change)).status_code == 403
    changed = (await fed.call("PUT", url, fed.admin, json=change)).json()
    assert changed == {**settings, **change["obj"]}
    blank = await fed.call("PUT", url, fed.admin, json={"obj": {"title": ""}})
    assert set(blank.json()["errors"]) == {"title"}
    assert (await fed.call("GET", "/api/data", None)).json()["settings"]["title"] == "Savez"


async def test_show_disciplines_alone_changes_the_default_settings(fed: Federation) -> None:
    """The default settings have an empty description; a change that does not send it passes."""
    url = "/api/model/Settings/1"
    change = {"obj": {"showDisciplines": True}, "returnObj": True}
    changed = await fed.call("PUT", url, fed.admin, json=change)
    assert changed.status_code == 200, changed.text
    assert (changed.json()["showDisciplines"], changed.json()["description"]) == (True, "")
    data = (await fed.call("GET", "/api/data", fed.coach)).json()
    assert data["settings"]["showDisciplines"] is True
    blank = await fed.call("PUT", url, fed.admin, json={"obj": {"description": " "}})
    assert (blank.status_code, set(blank.json()["errors"])) == (400, {"description"})


async def test_settings_logo_is_admin_only(fed: Federation) -> None:
    files = {"file": ("logo.png", png(), "image/png")}
    refused = await fed.call("POST", "/api/model/Settings/1", fed.coach, files=files)
    assert refused.status_code == 403
    done = await fed.call("POST", "/api/model/Settings/1", fed.admin, files=files)
    assert done.json()["logo"].startswith("/files/settings/")
    assert len(stored_files(fed)) == 1
