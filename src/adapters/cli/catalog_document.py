"""The catalogue file of ``fedreg catalog``: YAML or JSON, keys as the API names them.

```yaml
categories:
  - name: Seniori          # required
    noPay: false           # optional flags, false when left out
    isArchived: false
disciplines:
  - name: Kata
    categories: [Seniori]  # at least one, by name: in this file or stored already
    forSex: men            # men or women; left out: both
    noPay: false
    alwaysPay: false
    isKataA: true
    isKataB: false
    isArchived: false
    isTeam: false          # true: entered by teams, not single competitors
    teamMinMembers: 2      # a team discipline's member range (1 to 7; 2 to 4 when left out)
    teamMaxMembers: 4
```
"""

import json
from pathlib import Path
from typing import Any

import yaml

from adapters.cli.documents import YAML_SUFFIXES, DocumentError, Fields, read_document, shown
from fedreg_core.domain.entities import DEFAULT_TEAM_MEMBERS
from fedreg_core.domain.enums import ForSex
from fedreg_core.services.catalog_file import CatalogRecords, CategoryRecord, DisciplineRecord

FILE_KEYS = ("categories", "disciplines")
CATEGORY_KEYS = ("name", "noPay", "isArchived")
DISCIPLINE_FLAGS = ("noPay", "alwaysPay", "isKataA", "isKataB", "isArchived", "isTeam")
TEAM_RANGE = ("teamMinMembers", "teamMaxMembers")
DISCIPLINE_KEYS = ("name", "categories", "forSex", *DISCIPLINE_FLAGS, *TEAM_RANGE)
SEXES = {"men": ForSex.MEN, "women": ForSex.WOMEN}
SEX_NAMES = {sex: name for name, sex in SEXES.items()}


def _category(raw: Any, where: str) -> CategoryRecord:
    fields = Fields(raw, where, CATEGORY_KEYS)
    return CategoryRecord(
        fields.get("name", str),
        fields.get("noPay", bool, False),
        fields.get("isArchived", bool, False),
    )


def _for_sex(fields: Fields) -> ForSex | None:
    value = fields.get("forSex", str, None)
    if value is None:
        return None
    if value.lower() not in SEXES:
        fields.fail(f"{fields.name('forSex')} must be men or women, got {shown(value)}")
    return SEXES[value.lower()]


def _discipline(raw: Any, where: str) -> DisciplineRecord:
    fields = Fields(raw, where, DISCIPLINE_KEYS)
    flags = [fields.get(flag, bool, False) for flag in DISCIPLINE_FLAGS]
    no_pay, always_pay, is_kata_a, is_kata_b, is_archived, is_team = flags
    fewest, most = (
        fields.get(key, int, default)
        for key, default in zip(TEAM_RANGE, DEFAULT_TEAM_MEMBERS, strict=True)
    )
    return DisciplineRecord(
        fields.get("name", str),
        tuple(fields.texts("categories")),
        _for_sex(fields),
        no_pay,
        always_pay,
        is_kata_a,
        is_kata_b,
        is_archived,
        is_team,
        (fewest, most),
    )


def read_catalog(path: Path) -> CatalogRecords:
    """The records of a catalogue file; ``DocumentError`` when it is not one."""
    document = Fields(read_document(path), "", FILE_KEYS)
    return CatalogRecords(
        tuple(_category(raw, where) for where, raw in document.items("categories", [])),
        tuple(_discipline(raw, where) for where, raw in document.items("disciplines", [])),
    )


def catalog_document(records: CatalogRecords) -> dict[str, Any]:
    """The records as the file holds them (``read_catalog`` reads it back the same)."""

    def discipline(d: DisciplineRecord) -> dict[str, Any]:
        sex = {"forSex": SEX_NAMES[d.for_sex]} if d.for_sex is not None else {}
        flags = (d.no_pay, d.always_pay, d.is_kata_a, d.is_kata_b, d.is_archived, d.is_team)
        return {
            "name": d.name,
            "categories": list(d.categories),
            **sex,
            **dict(zip(DISCIPLINE_FLAGS, flags, strict=True)),
            **dict(zip(TEAM_RANGE, d.team_members, strict=True)),
        }

    return {
        "categories": [
            {"name": c.name, "noPay": c.no_pay, "isArchived": c.is_archived}
            for c in records.categories
        ],
        "disciplines": [discipline(d) for d in records.disciplines],
    }


def write_catalog(path: Path, records: CatalogRecords) -> None:
    document = catalog_document(records)
    if path.suffix.lower() in YAML_SUFFIXES:
        text = yaml.safe_dump(
            document, allow_unicode=True, sort_keys=False, default_flow_style=None, width=100
        )
    elif path.suffix.lower() == ".json":
        text = json.dumps(document, ensure_ascii=False, indent=2) + "\n"
    else:
        raise DocumentError(f"{path}: the file name must end with .yaml, .yml or .json")
    path.write_text(text, encoding="utf-8")
