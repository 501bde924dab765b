"""Tournament images, documents and discipline links over fakes; document types by content."""

import pytest

from fedreg_core.domain.entities import Discipline, TournamentFile
from fedreg_core.domain.errors import (
    Conflict,
    FileTooLarge,
    FileTypeNotAllowed,
    Forbidden,
    RuleBroken,
)
from fedreg_core.domain.links import TournamentDiscipline
from fedreg_core.services import links, tournament_files
from fedreg_core.services.documents import MAX_DOCUMENT_BYTES, checked_document
from fedreg_core.services.listing import ListRequest
from tests.unit.catalog_setup import Catalog, tournament_id

PDF = b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n"
OLE2 = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\0" * 64
ZIP = b"PK\x03\x04" + b"\0" * 64


@pytest.mark.parametrize(
    ("name", "data", "suffix"),
    [
        pytest.param("propozicije.pdf", PDF, ".pdf", id="pdf"),
        pytest.param("Raspored.PDF", PDF, ".pdf", id="upper-case-name"),
        pytest.param("satnica.doc", OLE2, ".doc", id="doc"),
        pytest.param("prijave.xls", OLE2, ".xls", id="xls"),
        pytest.param("pravilnik.docx", ZIP, ".docx", id="docx"),
        pytest.param("tabela.xlsx", ZIP, ".xlsx", id="xlsx"),
        pytest.param("opis.odt", ZIP, ".odt", id="odt"),
        pytest.param("spisak.ods", ZIP, ".ods", id="ods"),
        pytest.param("mapa.jpeg", b"IMG+meta map", ".png", id="image-re-encoded"),
    ],
)
async def test_documents_of_allowed_types(
    catalog: Catalog, name: str, data: bytes, suffix: str
) -> None:
    checked = await checked_document(catalog.upload(data, name))
    assert checked.suffix == suffix
    assert b"+meta" not in checked.data


@pytest.mark.parametrize(
    ("name", "data"),
    [
        pytest.param("propozicije.pdf", b"Just some text", id="text-named-pdf"),
        pytest.param("satnica.doc", PDF, id="pdf-named-doc"),
        pytest.param("tabela.xlsx", OLE2, id="ole2-named-xlsx"),
        pytest.param("skripta.exe", PDF, id="exe"),
        pytest.param("bez-nastavka", PDF, id="no-ending"),
        pytest.param("slika.png", b"not an image", id="png-that-is-not"),
        pytest.param("slika.gif", b"IMG gif", id="gif-is-no-document"),
    ],
)
async def test_documents_of_other_types_are_refused(
    catalog: Catalog, name: str, data: bytes
) -> None:
    with pytest.raises(FileTypeNotAllowed) as refused:
        await checked_document(catalog.upload(data, name))
    assert refused.value.message_key == "error_document_type"


async def test_a_document_is_recorded_uploaded_and_deleted_with_its_file(catalog: Catalog) -> None:
    cup = tournament_id(await catalog.create())
    kind = tournament_files.DOCUMENTS
    record = TournamentFile(cup)
    with pytest.raises(Forbidden):
        await tournament_files.create_file(catalog.uow, kind, catalog.coach, record)
    with pytest.raises(RuleBroken):
        await tournament_files.create_file(catalog.uow, kind, catalog.admin, TournamentFile(404))
    created = (await tournament_files.create_file(catalog.uow, kind, catalog.admin, record)).item
    assert created.id is not None and created.path is None
    upload = catalog.upload(PDF, "Propozicije.pdf")
    stored = await tournament_files.upload_file(
        catalog.uow, kind, catalog.admin, created.id, upload
    )
    assert (stored.item.name, stored.item.size) == ("Propozicije.pdf", len(PDF))
    assert stored.item.path is not None and stored.item.path.startswith("/files/documents/")
    big = catalog.upload(PDF + b"\0" * MAX_DOCUMENT_BYTES, "big.pdf")
    with pytest.raises(FileTooLarge):
        await tournament_files.upload_file(catalog.uow, kind, catalog.admin, created.id, big)
    view = await catalog.db.tournaments.get_view(cup)
    assert view is not None and [d.name for d in view.documents] == ["Propozicije.pdf"]
    await tournament_files.delete_file(catalog.uow, kind, catalog.files, catalog.admin, created.id)
    assert (catalog.db.documents.all(), catalog.files.files) == ([], {})


async def test_tournament_images_keep_their_name_and_replace_the_file(catalog: Catalog) -> None:
    cup = tournament_id(await catalog.create())
    kind = tournament_files.TOURNAMENT_IMAGES
    record = TournamentFile(cup, "Plakat")
    created = (await tournament_files.create_file(catalog.uow, kind, catalog.admin, record)).item
    assert created.id is not None
    first = await tournament_files.upload_file(
        catalog.uow, kind, catalog.admin, created.id, catalog.upload()
    )
    second = await tournament_files.upload_file(
        catalog.uow, kind, catalog.admin, created.id, catalog.upload(b"IMG 2")
    )
    assert second.item.name == "Plakat" and second.item.path != first.item.path
    assert list(catalog.files.files) == [second.item.path]
    with pytest.raises(FileTypeNotAllowed):
        await tournament_files.upload_file(
            catalog.uow, kind, catalog.admin, created.id, catalog.upload(PDF)
        )
    page = await tournament_files.list_files(
        catalog.uow, kind, catalog.coach, ListRequest(by={"tournamentId": cup})
    )
    assert [v.item.path for v in page.items] == [second.item.path]


async def test_tournament_discipline_links_one_by_one(catalog: Catalog) -> None:
    cup = tournament_id(await catalog.create())
    kind = links.TOURNAMENT_TEAM_DISCIPLINES
    team_kumite = await catalog.db.disciplines.add(
        Discipline("Kumite tim", [catalog.seniors], is_team=True)
    )
    assert team_kumite.id is not None
    added = await links.create_link(
        catalog.uow, kind, catalog.admin, TournamentDiscipline(cup, team_kumite.id)
    )
    tournament = await catalog.db.tournaments.get(cup)
    assert tournament is not None
    assert tournament.team_discipline_ids == [catalog.team_kata, team_kumite.id]
    with pytest.raises(Conflict):
        await links.create_link(
            catalog.uow, kind, catalog.admin, TournamentDiscipline(cup, team_kumite.id)
        )
    with pytest.raises(RuleBroken) as broken:
        await links.create_link(catalog.uow, kind, catalog.admin, TournamentDiscipline(404, 405))
    assert broken.value.errors == {
        "tournamentId": "invalid_value",
        "disciplineId": "discipline_unavailable",
    }
    with pytest.raises(RuleBroken) as individual:
        await links.create_link(
            catalog.uow, kind, catalog.admin, TournamentDiscipline(cup, catalog.kata)
        )
    assert individual.value.errors == {"disciplineId": "error_discipline_is_individual"}
    assert added.item.id is not None
    await links.delete_link(catalog.uow, kind, catalog.admin, added.item.id)
    tournament = await catalog.db.tournaments.get(cup)
    assert tournament is not None and tournament.team_discipline_ids == [catalog.team_kata]
