"""The import judges names by the API's one name rule: the same names refused with the same
message keys, the same names kept, stored clean (over fakes)."""

from collections.abc import Sequence

import pytest

from fedreg_core.domain.names import clean_name
from fedreg_core.domain.rules import Validation
from fedreg_core.ports.spreadsheets import Cell
from fedreg_core.sheets.people_import import RowStatus
from tests.unit.clubs_setup import World
from tests.unit.test_name_rule import HOSTILE_NAMES, REAL_NAMES
from tests.unit.test_people_import import ANA, members, run


def with_names(first: str, last: str) -> Sequence[Cell]:
    return (first, last, *ANA[2:])


def rule_says(name: str) -> dict[str, str]:
    """What the API's rule answers for this name as a first name."""
    v = Validation()
    v.name("firstName", clean_name(name))
    return v.errors


@pytest.mark.parametrize(("name", "key"), HOSTILE_NAMES)
async def test_the_import_refuses_the_names_the_api_refuses_with_the_same_key(
    fed: World, name: str, key: str
) -> None:
    report = await run(fed, members(with_names(name, "Anić"), with_names("Iva", name)), fed.coach)

    first, last = report.rows
    assert (first.status, last.status) == (RowStatus.ERROR, RowStatus.ERROR)
    assert first.errors == rule_says(name) == {"firstName": key}
    assert last.errors == {"lastName": key}


@pytest.mark.parametrize("name", REAL_NAMES)
async def test_the_import_takes_real_names_in_both_scripts(fed: World, name: str) -> None:
    report = await run(fed, members(with_names(name, name)), fed.coach)

    [row] = report.rows
    assert (row.status, row.errors) == (RowStatus.NEW, {})


async def test_imported_names_are_stored_clean(fed: World) -> None:
    reader = members(with_names("  Ana\u00a0 Marija ", "Šc\u030cekić"))

    await run(fed, reader, fed.coach, dry_run=False)

    stored = [(m.first_name, m.last_name) for m in fed.db.members.all()]
    assert ("Ana Marija", "Ščekić") in stored
