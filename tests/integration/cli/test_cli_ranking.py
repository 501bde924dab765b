"""`fedreg ranking`: the seasons and a season's ranking of two played tournaments, shown and
saved, as counted by hand."""

import json
from io import BytesIO
from pathlib import Path

from pypdf import PdfReader

from adapters.spreadsheets.reading import read_rows
from fedreg_core.ports.spreadsheets import SheetUpload
from tests.integration.cli.conftest import Fedreg
from tests.season_world import season_world


def test_show_and_export_a_season_ranking(fedreg: Fedreg, tmp_path: Path) -> None:
    world = fedreg.seed(season_world)
    (season,) = json.loads(fedreg.ok("ranking", "seasons", "--format", "json"))
    assert (season["name"], season["points"]) == ("Sezona 2027", "1: 10, 2: 7, 3: 5, 5: 3, 7: 1")
    shown = json.loads(fedreg.ok("ranking", "show", "--season", "sezona 2027", "--format", "json"))
    assert [(r["position"], r["name"], r["club"], r["points"]) for r in shown] == [
        (1, "Ana Ćirić", "Karate klub Šampion", 17),
        (1, "Đurđa Šćepanović", "Карате клуб Ђерам", 17),
        (3, "Zoe Čolak", "Карате клуб Ђерам", 10),
        (3, "Јелена Жижић", "Karate klub Šampion", 10),
    ]
    assert shown[0]["key"] == world.group().key
    assert shown[0]["placings"] == "1 · Kup proleća (10), 2 · Kup leta (7)"
    by_id = fedreg.ok("ranking", "show", "--season", str(season["id"]), "--group", "t-1-1-MIX")
    assert "No ranking yet." in by_id
    book, printed = tmp_path / "ranking.xlsx", tmp_path / "ranking.pdf"
    fedreg.ok("ranking", "export", "--season", str(season["id"]), "--xlsx", str(book),
              "--pdf", str(printed), "--lang", "en")  # fmt: skip
    rows = [row.cells for row in read_rows(SheetUpload(book.read_bytes(), book.name), 10)]
    assert rows[0] == ("Group", "Place", "Name", "Club", "Points", "Kup proleća", "Kup leta")
    assert rows[4][1:] == (3, "Јелена Жижић", "Karate klub Šampion", 10, 3, 3)
    text = " ".join(page.extract_text() for page in PdfReader(BytesIO(printed.read_bytes())).pages)
    assert "Ranking: Sezona 2027" in text and "Đurđa Šćepanović" in text
    missing = fedreg("ranking", "show", "--season", "Sezona 1999")
    assert missing.exit_code == 1
