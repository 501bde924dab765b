"""`fedreg clubs`: list (blocked and deleted ones when asked), show, block, unblock, delete."""

import json

from adapters.unit_of_work import Factory
from fedreg_core.domain.entities import Club
from tests.integration.cli.conftest import Fedreg
from tests.integration.cli.test_cli_setup import one_error_line


async def two_clubs(uows: Factory) -> tuple[int, int]:
    async with uows() as uow:
        sloga = await uow.clubs.add(Club("Sloga", "SL", "Beograd", "U 1", "s@k.rs", "Ana", "06"))
        borac = await uow.clubs.add(Club("Borac", "BO", "Čačak", "U 2", "b@k.rs", "Iva", "07"))
        await uow.commit()
    assert sloga.id is not None
    assert borac.id is not None
    return sloga.id, borac.id


def names(fedreg: Fedreg, *args: str) -> list[str]:
    return [
        club["name"] for club in json.loads(fedreg.ok("clubs", "list", *args, "--format", "json"))
    ]


def test_list_show_block_and_unblock(fedreg: Fedreg) -> None:
    sloga, borac = fedreg.seed(two_clubs)
    assert names(fedreg) == ["Borac", "Sloga"]
    assert fedreg.ok("clubs", "list", "--format", "csv").splitlines()[0] == (
        "id,name,shortName,city,email,contact,mobile,isBlocked,isDeleted"
    )
    assert "City:    Čačak" in fedreg.ok("clubs", "show", str(borac))
    assert fedreg.ok("clubs", "block", str(sloga)).strip() == "Club Sloga is blocked."
    assert names(fedreg) == ["Borac"]
    assert names(fedreg, "--blocked") == ["Sloga"]
    assert json.loads(fedreg.ok("clubs", "show", str(sloga), "--format", "json"))["isBlocked"]
    assert "unblocked" in fedreg.ok("clubs", "unblock", str(sloga))
    assert names(fedreg, "--search", "slo") == ["Sloga"]


def test_delete_asks_first_unless_yes(fedreg: Fedreg) -> None:
    sloga, borac = fedreg.seed(two_clubs)
    kept = fedreg("clubs", "delete", str(sloga), input="n\n")
    assert kept.exit_code == 1
    assert "Delete club" in kept.output
    assert names(fedreg) == ["Borac", "Sloga"]
    assert "is deleted" in fedreg.ok("clubs", "delete", str(sloga), input="y\n")
    assert "is deleted" in fedreg.ok("clubs", "delete", str(borac), "--yes")
    assert names(fedreg) == []
    assert names(fedreg, "--deleted") == ["Borac", "Sloga"]
    assert one_error_line(fedreg("clubs", "delete", "999", "--yes")) == (
        "Error: There is no club with id 999."
    )
