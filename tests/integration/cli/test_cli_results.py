"""`fedreg results`: the medal table and the placings of a drawn tournament, shown and saved."""

import json
from datetime import time
from io import BytesIO
from pathlib import Path

from pypdf import PdfReader

from adapters.spreadsheets.reading import read_rows
from adapters.unit_of_work import Factory
from fedreg_core.domain.enums import SeenSex
from fedreg_core.draws.groups import Group
from fedreg_core.draws.played import RecordedResult
from fedreg_core.draws.tatamis import DayPlan, Tatami
from fedreg_core.ports.spreadsheets import SheetUpload
from tests.integration.cli.conftest import Fedreg
from tests.integration.cli.test_cli_draws import closed
from tests.integration.registration_list_seed import Field, seed_field


def women(found: Field) -> Group:
    return Group(found.ids["Seniors"], found.ids["kumite"], sex=SeenSex.WOMEN)


async def zoe_wins(uow_factory: Factory, found: Field) -> None:
    """Zoe Zec beats Ana Anić in the Seniors kumite women's round robin (its one bout)."""
    async with uow_factory() as uow:
        won = RecordedResult(found.ids["c1"])
        assert await uow.results.put(found.ids["cup"], women(found), (1, 0), won)
        await uow.commit()


def drawn_cup(fedreg: Fedreg) -> tuple[Field, str, str]:
    """The seeded field, its tournament closed and drawn: (field, tournament id, the women's
    kumite group's name)."""
    found = fedreg.seed(seed_field)
    cup = str(found.ids["cup"])
    fedreg.seed(lambda uow_factory: closed(uow_factory, found.ids["cup"]))
    made = json.loads(fedreg.ok("draws", "make", cup, "--seed", "5", "--format", "json"))
    return found, cup, next(row["group"] for row in made if row["key"] == women(found).key)


def medals_of(shown: str) -> dict[str, tuple[int, int, int]]:
    """(gold, silver, bronze) by club of ``results show --format json`` (its first JSON
    document)."""
    table, _end = json.JSONDecoder().raw_decode(shown)
    return {row["club"]: (row["gold"], row["silver"], row["bronze"]) for row in table}


def test_show_and_export_the_medals_and_placings(fedreg: Fedreg, tmp_path: Path) -> None:
    found, cup, group = drawn_cup(fedreg)
    assert "No placings yet." in fedreg.ok("results", "show", cup, "--group", group)
    before = medals_of(fedreg.ok("results", "show", cup, "--format", "json"))
    fedreg.seed(lambda uow_factory: zoe_wins(uow_factory, found))
    after = medals_of(fedreg.ok("results", "show", cup, "--format", "json"))
    sloga = "Karate klub Sloga"
    gained = tuple(now - then for now, then in zip(after[sloga], before[sloga], strict=True))
    assert gained == (1, 1, 0)  # gold and silver; the lone entrants' golds were there before
    shown = fedreg.ok("results", "show", cup, "--group", group)
    assert "Zoe Zec" in shown and "Ana Anić" in shown and "Ćirić" not in shown
    book = tmp_path / "results.xlsx"
    assert "Saved" in fedreg.ok("results", "export", cup, "--xlsx", str(book), "--lang", "en")
    upload = SheetUpload(book.read_bytes(), book.name)
    medal_sheet = [row.cells for row in read_rows(upload, 10, ["Medals"])]
    assert medal_sheet[0] == ("Club", "Gold", "Silver", "Bronze")
    assert medal_sheet[1:] == [(club, *after[club]) for club in after]
    rows = [row.cells for row in read_rows(upload, 20, ["Placings"])]
    assert rows[0] == ("Category", "Discipline", "Finished", "Place", "Name", "Club")
    kumite = [(r[2], r[3], r[4]) for r in rows if r[:2] == ("Seniors", "kumite")]
    assert kumite == [("yes", 1, "2 Zoe Zec"), ("yes", 2, "Ana Anić")]


async def on_tatami_two(uow_factory: Factory, found: Field) -> None:
    """The women's kumite group on tatami 2 from 10:15, its bouts 4 minutes each."""
    plan = DayPlan((Tatami(2, (), (women(found).key,), time(10, 15)),), {found.ids["kumite"]: 4})
    async with uow_factory() as uow:
        await uow.tatamis.replace_plan(found.ids["cup"], plan)
        await uow.commit()


def test_the_schedule_shows_each_tatamis_running_order(fedreg: Fedreg) -> None:
    found = fedreg.seed(seed_field)
    cup = str(found.ids["cup"])
    fedreg.seed(lambda uow_factory: closed(uow_factory, found.ids["cup"]))
    fedreg.ok("draws", "make", cup, "--seed", "5")
    assert "No tatami has groups yet." in fedreg.ok("schedule", "show", cup)
    fedreg.seed(lambda uow_factory: on_tatami_two(uow_factory, found))
    (row,) = json.loads(fedreg.ok("schedule", "show", cup, "--format", "json"))
    assert row["tatami"] == 2 and row["group"] == "Seniors · kumite · WOMEN"
    assert row["starts"].endswith(" 10:15") and row["bouts"] == 1
    assert json.loads(fedreg.ok("schedule", "show", cup, "--tatami", "1", "--format", "json")) == []


def pdf_text(path: Path) -> str:
    pages = PdfReader(BytesIO(path.read_bytes())).pages
    return " ".join(" ".join(page.extract_text().split()) for page in pages)


def test_export_the_results_as_pdf(fedreg: Fedreg, tmp_path: Path) -> None:
    found, cup, group = drawn_cup(fedreg)
    fedreg.seed(lambda uow_factory: zoe_wins(uow_factory, found))
    whole, one = tmp_path / "results.pdf", tmp_path / "group.pdf"
    assert "Saved" in fedreg.ok("results", "export", cup, "--pdf", str(whole), "--lang", "en")
    text = pdf_text(whole)
    assert whole.read_bytes().startswith(b"%PDF")
    assert "Zoe Zec" in text and "Ana Anić" in text and "Medals per club" in text
    assert "Karate klub Sloga" in text
    fedreg.ok("results", "export", cup, "--pdf", str(one), "--group", group, "--lang", "sr")
    text = pdf_text(one)
    assert "Borbe" in text and "Zoe Zec" in text and "Medalje po klubovima" not in text
    assert fedreg("results", "export", cup, "--group", group).exit_code == 2
