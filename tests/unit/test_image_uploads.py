"""Picture uploads over fakes: stored cleaned, old file removed, nothing kept on refusal."""

from collections.abc import Awaitable, Callable
from typing import Any

import pytest

from fedreg_core.domain.entities import Coach
from fedreg_core.domain.errors import (
    Conflict,
    FileTooLarge,
    FileTypeNotAllowed,
    Forbidden,
    NotFound,
)
from fedreg_core.services import clubs, people, site_settings
from fedreg_core.services.images import MAX_IMAGE_BYTES, ImageUpload
from fedreg_core.services.person_kinds import COACHES
from tests.unit.clubs_setup import World

Upload = Callable[[World, Any, ImageUpload], Awaitable[Any]]


def club_logo(fed: World, actor: Any, upload: ImageUpload) -> Awaitable[Any]:
    return clubs.upload_club_logo(fed.uow, actor, fed.sokol_id, upload)


def coach_avatar(fed: World, actor: Any, upload: ImageUpload) -> Awaitable[Any]:
    return people.upload_person_avatar(fed.uow, COACHES, actor, 1, upload)


def site_logo(fed: World, actor: Any, upload: ImageUpload) -> Awaitable[Any]:
    return site_settings.upload_settings_logo(fed.uow, actor, 1, upload)


UPLOADS = [
    pytest.param(club_logo, "logo", "/files/logos/", id="club-logo"),
    pytest.param(coach_avatar, "avatar", "/files/avatars/", id="coach-avatar"),
    pytest.param(site_logo, "logo", "/files/settings/", id="settings-logo"),
]


@pytest.fixture
async def with_coach(fed: World) -> World:
    await fed.db.coaches.add(Coach(fed.sokol_id, "Iva", "Ivić"))
    return fed


@pytest.mark.parametrize(("upload", "field", "folder"), UPLOADS)
async def test_a_new_picture_replaces_the_old_one(
    with_coach: World, upload: Upload, field: str, folder: str
) -> None:
    fed = with_coach
    first = await upload(fed, fed.admin, fed.upload(b"IMG one+meta"))
    second = await upload(fed, fed.admin, fed.upload(b"IMG two"))
    path = getattr(second.item, field)
    assert path.startswith(folder)
    assert fed.files.files == {path: b"IMG two"}
    assert getattr(first.item, field) not in fed.files.files


@pytest.mark.parametrize(("upload", "field", "folder"), UPLOADS)
@pytest.mark.parametrize(
    ("data", "error"),
    [
        pytest.param(b"text, not a picture", FileTypeNotAllowed, id="not-an-image"),
        pytest.param(b"IMG" + b"x" * MAX_IMAGE_BYTES, FileTooLarge, id="over-5-mb"),
    ],
)
async def test_refused_uploads_store_nothing(
    with_coach: World, upload: Upload, field: str, folder: str, data: bytes, error: type[Exception]
) -> None:
    fed = with_coach
    with pytest.raises(error):
        await upload(fed, fed.admin, fed.upload(data))
    assert fed.files.files == {}


@pytest.mark.parametrize(("upload", "field", "folder"), UPLOADS)
async def test_uploads_by_other_clubs_are_forbidden(
    with_coach: World, upload: Upload, field: str, folder: str
) -> None:
    fed = with_coach
    with pytest.raises(Forbidden):
        await upload(fed, fed.other, fed.upload())
    assert fed.files.files == {}


async def test_upload_for_a_missing_person_stores_nothing(fed: World) -> None:
    with pytest.raises(NotFound):
        await people.upload_person_avatar(fed.uow, COACHES, fed.admin, 7, fed.upload())
    assert fed.files.files == {}


async def test_a_file_whose_record_fails_is_removed_again(
    fed: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    async def refuse(_club: Any) -> Any:
        raise Conflict

    monkeypatch.setattr(fed.db.clubs, "update", refuse)
    with pytest.raises(Conflict):
        await clubs.upload_club_logo(fed.uow, fed.coach, fed.sokol_id, fed.upload())
    assert fed.files.files == {}
