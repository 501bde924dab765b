"""`fedreg catalog import|export`: the documented example file, idempotent by name, dry runs,
and every kind of refusal storing nothing."""

import json
from pathlib import Path

import pytest
import yaml

from tests.integration.cli.conftest import Fedreg
from tests.integration.cli.test_cli_setup import one_error_line

EXAMPLE = Path(__file__).resolve().parents[3] / "docs" / "examples" / "catalogue.yaml"


def exported(fedreg: Fedreg, name: str = "out.json") -> dict[str, list[dict[str, object]]]:
    path = fedreg.data_dir.parent / name
    fedreg.ok("catalog", "export", str(path))
    loaded = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert isinstance(loaded, dict)
    return loaded


def test_the_example_imports_once_then_changes_nothing(fedreg: Fedreg) -> None:
    dry = fedreg.ok("catalog", "import", str(EXAMPLE), "--dry-run")
    assert "Would import 12 records: 12 created, 0 updated, 0 unchanged (dry run" in dry
    assert exported(fedreg) == {"categories": [], "disciplines": []}
    first = fedreg.ok("catalog", "import", str(EXAMPLE))
    assert "  created   discipline Kumite žene" in first
    assert first.splitlines()[-1] == "Imported 12 records: 12 created, 0 updated, 0 unchanged."
    again = fedreg.ok("catalog", "import", str(EXAMPLE))
    assert again.strip() == "Imported 12 records: 0 created, 0 updated, 12 unchanged."
    catalogue = exported(fedreg)
    kumite = next(d for d in catalogue["disciplines"] if d["name"] == "Kumite žene")
    assert kumite == {
        "name": "Kumite žene",
        "categories": ["Juniori", "Kadeti", "Seniori"],
        "forSex": "women",
        "noPay": False,
        "alwaysPay": False,
        "isKataA": False,
        "isKataB": False,
        "isArchived": False,
        "isTeam": False,
        "teamMinMembers": 2,
        "teamMaxMembers": 4,
    }
    team = next(d for d in catalogue["disciplines"] if d["name"] == "Kumite ekipno")
    assert (team["teamMinMembers"], team["teamMaxMembers"]) == (5, 7)
    veterani = next(c for c in catalogue["categories"] if c["name"] == "Veterani")
    assert veterani == {"name": "Veterani", "noPay": True, "isArchived": False}


def test_an_export_imports_into_a_fresh_install_unchanged(fedreg: Fedreg) -> None:
    fedreg.ok("catalog", "import", str(EXAMPLE))
    for name in ("catalogue.yaml", "catalogue.json"):
        path = fedreg.data_dir.parent / name
        assert "Exported 5 categories, 7 disciplines" in fedreg.ok("catalog", "export", str(path))
        again = fedreg.ok("catalog", "import", str(path))
        assert again.strip() == "Imported 12 records: 0 created, 0 updated, 12 unchanged."
    assert json.loads((fedreg.data_dir.parent / "catalogue.json").read_text())["categories"]


def test_a_changed_flag_or_link_updates_only_that_entry(fedreg: Fedreg) -> None:
    fedreg.ok("catalog", "import", str(EXAMPLE))
    document = yaml.safe_load(EXAMPLE.read_text(encoding="utf-8"))
    document["categories"][0]["isArchived"] = True
    document["disciplines"][0]["categories"] = ["Seniori"]
    document["disciplines"].append({"name": "Kobudo", "categories": ["Seniori"]})
    said = fedreg.ok("catalog", "import", fedreg.write(document, "catalogue.yaml"))
    assert said.splitlines() == [
        "  updated   category Pioniri",
        "  updated   discipline Kate",
        "  created   discipline Kobudo",
        "Imported 13 records: 1 created, 2 updated, 10 unchanged.",
    ]
    kate = next(d for d in exported(fedreg)["disciplines"] if d["name"] == "Kate")
    assert kate["categories"] == ["Seniori"]


@pytest.mark.parametrize(
    ("document", "code", "message"),
    [
        (
            {"disciplines": [{"name": "Kata", "categories": ["Seniori"], "isKataa": True}]},
            2,
            "disciplines[0]: unknown key isKataa (expected name, categories, forSex, noPay,"
            " alwaysPay, isKataA, isKataB, isArchived, isTeam, teamMinMembers, teamMaxMembers)",
        ),
        ({"categorys": []}, 2, "unknown key categorys (expected categories, disciplines)"),
        ({"categories": [{"name": 5}]}, 2, "categories[0].name must be a string, got 5"),
        (
            {"disciplines": [{"name": "K", "categories": ["S"], "forSex": "boys"}]},
            2,
            'disciplines[0].forSex must be men or women, got "boys"',
        ),
        (
            {"disciplines": [{"name": "Kata", "categories": ["Nowhere"]}]},
            1,
            "There is no category 'Nowhere'.",
        ),
        (
            {
                "categories": [{"name": "Seniori"}],
                "disciplines": [
                    {"name": "Kata", "categories": ["Seniori"], "noPay": True, "alwaysPay": True}
                ],
            },
            1,
            "disciplines[0].alwaysPay: A discipline cannot be both not chargeable and always",
        ),
        (
            {"categories": [{"name": "Seniori"}], "disciplines": [{"name": "K", "categories": []}]},
            1,
            "disciplines[0].categories: This field is required.",
        ),
        (
            {"categories": [{"name": "Seniori"}, {"name": "Seniori "}]},
            1,
            "categories[1].name: This name is used more than once.",
        ),
    ],
)
def test_a_refused_file_stores_nothing(
    fedreg: Fedreg, document: object, code: int, message: str
) -> None:
    line = one_error_line(
        fedreg("catalog", "import", fedreg.write(document, "catalogue.yaml")), code
    )
    assert message in line
    assert exported(fedreg) == {"categories": [], "disciplines": []}


def test_unreadable_files_exit_2(fedreg: Fedreg) -> None:
    broken = fedreg.data_dir.parent / "broken.yaml"
    broken.write_text("categories: [\n", encoding="utf-8")
    assert "is not valid YAML" in one_error_line(fedreg("catalog", "import", str(broken)), 2)
    text = fedreg.data_dir.parent / "catalogue.txt"
    text.write_text("{}", encoding="utf-8")
    assert "must end with .yaml, .yml or .json" in one_error_line(
        fedreg("catalog", "import", str(text)), 2
    )
    missing = fedreg("catalog", "import", str(fedreg.data_dir / "absent.yaml"))
    assert "cannot read" in one_error_line(missing, 2)
