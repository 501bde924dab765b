"""A tournament's downloads: the entries workbook (admins), the fee statement as PDF (the club
and admins; with and without the discount), every club's fees as PDF (admins), both headed by
the federation and the dated tournament; and a club's people (the club and admins). Other
clubs' birth dates never reach a club user (issue 17)."""

from datetime import date
from io import BytesIO
from typing import Any

from pypdf import PdfReader
from python_calamine import CalamineWorkbook

from adapters.sql.statement_counter import count_statements
from fedreg_core.domain.entities import (
    Category,
    CategoryEntry,
    CompetitorRegistration,
    Discipline,
    Member,
)
from fedreg_core.messages import translate
from fedreg_core.sheets.columns import MEMBER_PLAIN_COLUMNS
from tests.api.registrations.conftest import Cup

XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"

PLAIN_HEADERS = [translate(column.header_key, "sr") for column in MEMBER_PLAIN_COLUMNS]
"""The headers of the members' plain fields (each pinned by its own test)."""


async def entered(cup: Cup) -> None:
    """Sloga: Žana in kumite and kata A, Đorđe in kumite, a women's team; Borac: Iva."""
    fed = cup.fed
    zana = await cup.member(fed.club_id, "Žana")
    djordje = await cup.member(fed.club_id, "Đorđe", is_male=True)
    maja = await cup.member(fed.club_id, "Maja")
    iva = await cup.member(fed.other_club_id, "Iva")
    async with fed.api.context.uow() as uow:  # what organizers weigh and check at the door
        weighed = await uow.members.get(iva)
        assert weighed is not None
        weighed.weight_hg, weighed.licence_number = 615, "SRB-7"
        weighed.medical_valid_until = date(2027, 1, 1)
        await uow.members.update(weighed)
        await uow.commit()
    url = f"/api/tournament/{cup.id}/register-competitor"
    for who, member, disciplines in (
        (fed.coach, zana, ("kumite", "kataA")),
        (fed.coach, djordje, ("kumite",)),
        (fed.other, iva, ("kumite",)),
    ):
        body = {"memberId": member, "categories": cup.categories(*disciplines)}
        assert (await cup.call("POST", url, who, json=body)).status_code == 201
    team = {"type": "WOMEN", "memberIds": [zana, maja], "categories": cup.categories("team")}
    url = f"/api/tournament/{cup.id}/register-team"
    assert (await cup.call("POST", url, fed.coach, json=team)).status_code == 201


def sheets(content: bytes) -> dict[str, list[list[Any]]]:
    book = CalamineWorkbook.from_filelike(BytesIO(content))
    return {name: book.get_sheet_by_name(name).to_python() for name in book.sheet_names}


def pdf_text(content: bytes) -> str:
    assert content.startswith(b"%PDF-")
    reader = PdfReader(BytesIO(content))
    return " ".join(" ".join(page.extract_text() for page in reader.pages).split())


async def test_the_entries_workbook(cup: Cup) -> None:
    await entered(cup)
    fed = cup.fed
    url = f"/api/tournament/{cup.id}/export/entries.xlsx"

    answer = await cup.call("GET", url, fed.admin)

    assert answer.status_code == 200, answer.text
    assert answer.headers["content-type"].startswith(XLSX)
    assert answer.headers["cache-control"] == "no-store"
    book = sheets(answer.content)
    assert list(book) == ["Prijave", "Ekipe", "Seniors - kataA", "Seniors - kumite",
                          "Seniors - team"]  # fmt: skip
    header, *rows = book["Prijave"]
    assert header == ["Broj", "Ime", "Prezime", "Klub", "Datum rođenja", "Pol", "Pojas",
                      "Težina (kg)", "Broj licence", "Lekarsko uverenje važi do",
                      *PLAIN_HEADERS, "Kategorija", "Disciplina"]  # fmt: skip
    iva = ["Iva", "Anić", "Karate klub Borac", date(2001, 1, 1), "Ženski", "Plavi", 61.5, "SRB-7",
           date(2027, 1, 1), *[""] * len(PLAIN_HEADERS), "Seniors", "kumite"]  # fmt: skip
    assert iva in [row[1:] for row in rows]
    assert len(rows) == 4
    assert [row[:3] for row in book["Ekipe"][1:]] == [
        ["Karate klub Sloga", "Ženska", "Žana Anić, Maja Anić"]
    ]
    assert [row[1] for row in book["Seniors - kumite"][1:]] == ["Iva", "Đorđe", "Žana"]
    english = await cup.call("GET", url, {**fed.admin, "Accept-Language": "en"})
    assert list(sheets(english.content))[:2] == ["Entries", "Teams"]
    for who in (fed.coach, fed.other):
        assert (await cup.call("GET", url, who)).status_code == 403


async def test_long_category_and_discipline_names_give_sheets_that_tell_them_apart(
    cup: Cup,
) -> None:
    """Names over Excel's 31 characters keep what tells them apart (ages, weights) and stay
    names Excel accepts; before, the cut left `Kadeti i kadetkinje 14-15 godin` twice."""
    fed = cup.fed
    pairs: list[tuple[str, str, int, int]] = []
    async with fed.api.context.uow() as uow:
        for ages in ("12-13", "14-15"):
            category = await uow.categories.add(Category(f"Kadeti i kadetkinje {ages} godina"))
            for name in ("Kumite pojedinačno -52 kg", "Kumite pojedinačno -57 kg", "Kata [A/B]?"):
                assert category.id is not None
                stored = await uow.disciplines.add(Discipline(name, [category.id]))
                assert stored.id is not None
                pairs.append((ages, name, category.id, stored.id))
        for n, (_ages, _name, category_id, discipline_id) in enumerate(pairs):
            member = await uow.members.add(
                Member(fed.club_id, f"Đurđa{n}", "Šarić", date(2012, 1, 1), False, "PLAVI")
            )
            entry = CategoryEntry(category_id, [discipline_id])
            await uow.competitor_registrations.add(
                CompetitorRegistration(cup.id, fed.club_id, member.id or 0, [entry])
            )
        await uow.commit()

    url = f"/api/tournament/{cup.id}/export/entries.xlsx"
    book = sheets((await cup.call("GET", url, fed.admin)).content)

    names = list(book)[2:]
    assert len(names) == len(pairs) == len({name.casefold() for name in names}), names
    assert all(len(name) <= 31 and not set(name) & set("[]:*?/\\") for name in names), names
    for ages, discipline, *_ in pairs:
        weight = discipline.split()[-2] if discipline.endswith("kg") else "Kata"
        found = [n for n in names if ages in n and weight in n]
        assert len(found) == 1, (ages, discipline, names)
        assert book[found[0]][1][1] in {f"Đurđa{n}" for n in range(len(pairs))}


async def test_the_clubs_fee_statement_with_and_without_the_discount(cup: Cup) -> None:
    await entered(cup)
    await cup.set_federation("Karate savez Srbije")
    await cup.set_tournament(event_date=date(2026, 3, 7))
    fed = cup.fed
    url = f"/api/tournament/{cup.id}/fees/{fed.club_id}/invoice.pdf"

    with count_statements(fed.api.engine) as viewing:
        await cup.call("GET", f"/api/tournament/{cup.id}/club/{fed.club_id}", fed.coach)
    with count_statements(fed.api.engine) as printing:
        full = await cup.call("GET", url, fed.coach)
    gross = await cup.call("GET", url, fed.coach, params={"withDiscount": "false"})

    assert full.status_code == gross.status_code == 200, full.text
    assert full.headers["content-type"] == "application/pdf"
    assert printing.count == viewing.count + 1  # the site's title, read with the club's view
    text = pdf_text(full.content)
    lines = ("Takmičar: Žana Anić", "Takmičar: Đorđe Anić", "Ekipa: Žana Anić, Maja Anić")
    head = ("Savez Karate savez Srbije", "Turnir Cup (07.03.2026.)", "Odštampano")
    for expected in ("Kotizacija", *head, "Karate klub Sloga", *lines, "Za uplatu"):
        assert expected in text, (expected, text)
    fee = (await cup.call("GET", f"/api/tournament/{cup.id}/fees/{fed.club_id}", fed.coach)).json()
    assert f"{fee['total']:,} RSD".replace(",", ".") in text
    without = pdf_text(gross.content)
    assert "Ukupno bez popusta" in without and "Za uplatu" not in without
    assert "Popust" not in without
    assert (await cup.call("GET", url, fed.other)).status_code == 403
    assert (await cup.call("GET", url, fed.admin)).status_code == 200


async def test_every_clubs_fees_as_pdf_for_admins(cup: Cup) -> None:
    await entered(cup)
    await cup.set_federation("Karate savez Srbije")
    fed = cup.fed
    url = f"/api/tournament/{cup.id}/fees.pdf"

    answer = await cup.call("GET", url, {**fed.admin, "Accept-Language": "en"})

    assert answer.status_code == 200
    text = pdf_text(answer.content)
    assert "Karate klub Sloga" in text and "Karate klub Borac" in text
    assert "Federation Karate savez Srbije" in text
    assert "Tournament Cup (01/01/2026)" in text  # no event date: applications open
    assert (await cup.call("GET", url, fed.coach)).status_code == 403
    assert (await cup.call("GET", "/api/tournament/9999/fees.pdf", fed.admin)).status_code == 404


async def test_a_clubs_people_for_the_club_and_admins_only(cup: Cup) -> None:
    await entered(cup)
    fed = cup.fed
    url = f"/api/clubs/{fed.club_id}/people.xlsx"

    own = await cup.call("GET", url, fed.coach)

    assert own.status_code == 200
    book = sheets(own.content)
    assert list(book) == ["Članovi", "Treneri", "Sudije", "Zvaničnici"]
    assert book["Članovi"][0] == [
        "Ime",
        "Prezime",
        "Datum rođenja",
        "Pol",
        "Pojas",
        "Težina (kg)",
        "Lekarsko uverenje važi do",
        "Broj licence",
        *PLAIN_HEADERS,
        "Saglasnost roditelja: datum",
        "Saglasnost roditelja: dao/la",
    ]
    assert {row[0] for row in book["Članovi"][1:]} == {"Žana", "Đorđe", "Maja"}
    assert book["Sudije"][1] == ["Zoran", "Jović", 3, "Nacionalni A", ""]
    assert (await cup.call("GET", url, fed.other)).status_code == 403
    assert (await cup.call("GET", url, fed.admin)).status_code == 200
    # What a club user can download holds no other club's birth dates.
    other = await cup.call("GET", f"/api/clubs/{fed.other_club_id}/people.xlsx", fed.coach)
    assert other.status_code == 403
