"""Tournament images and documents: the record ``{tournamentId, name}`` first, then the file
uploaded by id (stored under a generated name; ``path`` and ``size`` set). Every signed-in
user reads those of the tournaments they see (archived ones: admins); admins add, upload and
delete (the stored file goes with the record), except for an archived tournament.
"""

import unicodedata
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from fedreg_core.domain.entities import TournamentFile, User
from fedreg_core.domain.errors import Forbidden, NotFound, RuleBroken
from fedreg_core.domain.permissions import may_manage_tournaments
from fedreg_core.domain.tournament_state import ensure_not_archived
from fedreg_core.ports.files import CleanImage, FileStore
from fedreg_core.ports.listing import Page
from fedreg_core.ports.unit_of_work import TournamentWork
from fedreg_core.services.admin_editing import Pick
from fedreg_core.services.documents import checked_document
from fedreg_core.services.editing import load
from fedreg_core.services.images import (
    ImageUpload,
    Picture,
    checked_image,
    forget_file,
    record_image,
)
from fedreg_core.services.listing import Filter, Listing, ListRequest, Visible, shown_in_full
from fedreg_core.services.tournament_guard import refuse_if_archived
from fedreg_core.services.tournament_reads import ensure_one_tournament_asked, sees_tournament

FILES = Listing(
    search_fields=("name",),
    order_by=(),
    filters={"tournamentId": Filter("tournament_id", int)},
)
NAME_LENGTH = 200


@dataclass(frozen=True, slots=True)
class FileKind:
    """Images or documents: where the records are, how uploads are checked and stored."""

    repository: Pick[TournamentWork, TournamentFile]
    check: Callable[[ImageUpload], Awaitable[CleanImage]]
    stored_as: Picture


TOURNAMENT_IMAGES = FileKind(
    lambda uow: uow.tournament_images, checked_image, Picture("path", "images")
)
DOCUMENTS = FileKind(lambda uow: uow.documents, checked_document, Picture("path", "documents"))


def shown_name(file_name: str) -> str:
    """What a record is called after the client's file name: its last part, without control
    or formatting characters (NUL, escapes, bidi overrides), at most 200 characters."""
    last = file_name.replace("\\", "/").rsplit("/", 1)[-1]
    printable = "".join(c for c in last if unicodedata.category(c)[0] != "C")
    return printable.strip()[:NAME_LENGTH]


def _ensure_may_manage(actor: User) -> None:
    if not may_manage_tournaments(actor):
        raise Forbidden


async def list_files(
    uow: TournamentWork, kind: FileKind, actor: User, request: ListRequest
) -> Page[Visible[TournamentFile]]:
    """In the order they were added (``by={"tournamentId": n}``, required for non-admins);
    none for a tournament the actor does not see."""
    query = FILES.query(request)
    ensure_one_tournament_asked(actor, query)
    async with uow:
        if not await sees_tournament(uow.tournaments, actor, query.equals.get("tournament_id")):
            return Page([], 0)
        return shown_in_full(await kind.repository(uow).page(query))


async def get_file(
    uow: TournamentWork, kind: FileKind, actor: User, file_id: int
) -> Visible[TournamentFile]:
    """``NotFound`` also for a file of a tournament the actor does not see."""
    async with uow:
        record = await load(kind.repository(uow), file_id)
        if not await sees_tournament(uow.tournaments, actor, record.tournament_id):
            raise NotFound
    return Visible(record)


async def create_file(
    uow: TournamentWork, kind: FileKind, actor: User, record: TournamentFile
) -> Visible[TournamentFile]:
    """The record of a file still to be uploaded, for an existing tournament."""
    _ensure_may_manage(actor)
    async with uow:
        tournament = await uow.tournaments.get(record.tournament_id)
        if tournament is None:
            raise RuleBroken.single("tournamentId", "invalid_value")
        ensure_not_archived(tournament)
        stored = await kind.repository(uow).add(record)
        await uow.commit()
    return Visible(stored)


async def delete_file(
    uow: TournamentWork, kind: FileKind, files: FileStore, actor: User, file_id: int
) -> None:
    _ensure_may_manage(actor)
    async with uow:
        repository = kind.repository(uow)
        deleted = await load(repository, file_id)
        await refuse_if_archived(uow.tournaments, deleted.tournament_id)
        await repository.delete(file_id)
        await uow.commit()
    await forget_file(files, deleted.path)


async def upload_file(
    uow: TournamentWork, kind: FileKind, actor: User, file_id: int, upload: ImageUpload
) -> Visible[TournamentFile]:
    """Check and store the file (replacing an earlier one); a record without a name takes
    the uploaded file's name (``shown_name``; the stored file's name is generated)."""
    _ensure_may_manage(actor)
    checked = await kind.check(upload)
    async with uow:
        repository = kind.repository(uow)
        record = await load(repository, file_id)
        await refuse_if_archived(uow.tournaments, record.tournament_id)
        record.size = len(checked.data)
        if not record.name.strip():
            record.name = shown_name(upload.file_name)
        stored = await record_image(uow, repository, record, kind.stored_as, upload, checked)
    return Visible(stored)
