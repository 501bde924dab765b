"""The resources Tournaments, TournamentDisciplines, TournamentTeamDisciplines,
TournamentImages and Documents (admins change them)."""

from typing import Any

from adapters.http.resources.catalog import link_resource
from adapters.http.resources.resource import IMAGE_UPLOAD, Create, Resource, Update, UploadSpec
from adapters.http.schemas.conversion.convert_catalog_changes import (
    tournament_changes,
    tournament_form,
)
from adapters.http.schemas.conversion.convert_creates import (
    new_tournament_discipline,
    new_tournament_file,
)
from adapters.http.schemas.conversion.updates import TournamentUpdate
from adapters.http.schemas.tournaments import (
    TournamentFileIn,
    TournamentFileOut,
    TournamentForm,
    TournamentLinkIn,
    TournamentLinkRowOut,
    TournamentOut,
    tournament_out,
)
from fedreg_core.services import links, tournament_files, tournament_reads, tournaments
from fedreg_core.services.documents import MAX_DOCUMENT_BYTES
from fedreg_core.services.tournament_files import FileKind
from fedreg_core.services.tournament_reads import ShownTournament

COVER_UPLOAD = UploadSpec(IMAGE_UPLOAD.max_bytes, "Cover", "cover", IMAGE_UPLOAD.rules)
DOCUMENT_UPLOAD = UploadSpec(
    MAX_DOCUMENT_BYTES,
    "File",
    "file",
    "pdf, doc, docx, xls, xlsx, odt, ods, jpg or png (the name's ending says which), at most 20 MB",
)

TOURNAMENTS: Resource[ShownTournament] = Resource(
    name="Tournaments",
    plural="Tournaments",
    singular="Tournament",
    label="tournaments (archived ones for admins only)",
    out=TournamentOut,
    list=lambda c, actor, request: tournament_reads.list_tournaments(
        c.uow(), c.clock, actor, request
    ),
    get=lambda c, actor, item_id, _origin: tournament_reads.get_tournament(
        c.uow(), c.clock, actor, item_id
    ),
    create=Create(
        TournamentForm,
        lambda c, actor, body: tournaments.create_tournament(
            c.uow(), c.clock, c.html, actor, tournament_form(body)
        ),
    ),
    update=Update(
        TournamentUpdate,
        lambda c, actor, item_id, body: tournaments.update_tournament(
            c.uow(), c.clock, c.html, actor, item_id, tournament_changes(body)
        ),
    ),
    delete=lambda c, actor, item_id: tournaments.delete_tournament(
        c.uow(), c.files, actor, item_id
    ),
    upload=lambda c, actor, item_id, upload: tournaments.upload_tournament_cover(
        c.uow(), c.clock, actor, item_id, upload
    ),
    upload_spec=COVER_UPLOAD,
    present=tournament_out,
    conflicts=frozenset({"update"}),  # archiving an active one
)


def file_resource(kind: FileKind, names: tuple[str, str], spec: UploadSpec) -> Resource[Any]:
    """Images or documents: the record ``{tournamentId, name}``, then the file by id."""
    plural, singular = names
    return Resource(
        name=plural,
        plural=plural,
        singular=singular,
        label=f"{plural} of tournaments (non-admins: of one tournament, by tournamentId)",
        out=TournamentFileOut,
        list=lambda c, actor, request: tournament_files.list_files(c.uow(), kind, actor, request),
        get=lambda c, actor, item_id, _origin: tournament_files.get_file(
            c.uow(), kind, actor, item_id
        ),
        create=Create(
            TournamentFileIn,
            lambda c, actor, body: tournament_files.create_file(
                c.uow(), kind, actor, new_tournament_file(body)
            ),
        ),
        delete=lambda c, actor, item_id: tournament_files.delete_file(
            c.uow(), kind, c.files, actor, item_id
        ),
        upload=lambda c, actor, item_id, upload: tournament_files.upload_file(
            c.uow(), kind, actor, item_id, upload
        ),
        upload_spec=spec,
    )


TOURNAMENT_RESOURCES: list[Resource[Any]] = [
    TOURNAMENTS,
    link_resource(
        links.TOURNAMENT_DISCIPLINES,
        ("TournamentDisciplines", "TournamentDiscipline"),
        TournamentLinkIn,
        new_tournament_discipline,
        TournamentLinkRowOut,
    ),
    link_resource(
        links.TOURNAMENT_TEAM_DISCIPLINES,
        ("TournamentTeamDisciplines", "TournamentTeamDiscipline"),
        TournamentLinkIn,
        new_tournament_discipline,
        TournamentLinkRowOut,
    ),
    file_resource(
        tournament_files.TOURNAMENT_IMAGES,
        ("TournamentImages", "TournamentImage"),
        UploadSpec(IMAGE_UPLOAD.max_bytes, "File", "file", IMAGE_UPLOAD.rules),
    ),
    file_resource(tournament_files.DOCUMENTS, ("Documents", "Document"), DOCUMENT_UPLOAD),
]
