"""Targets and checks of the permission table's privacy rows: the access log, a person's
export and erasure (admins only; a club's user hears 403 for their own club's person, 404
for another's)."""

from httpx import Response

from tests.api.authz_table import Expect, Target
from tests.api.authz_world import Call, World

EXPORT_EXPECT: Expect = (401, 403, 404, 403, 200)


def club_a_person(kind: str) -> Target:
    async def target(world: World, _role: str) -> Call:
        return Call({"kind": kind, "id": await world.person(kind, world.club_a)})

    return target


def csv_answer(_world: World, _role: str, response: Response) -> None:
    """CSV, saved under a name, headed."""
    assert response.headers["content-type"].startswith("text/csv")
    assert response.headers["content-disposition"].endswith('.csv"')
    assert response.content.decode().count("\r\n") >= 1


def json_answer(_world: World, _role: str, response: Response) -> None:
    """Every part of the export is there."""
    parts = {"record", "entries", "draws", "results", "invoiceLines", "history", "accessLog"}
    assert parts <= set(response.json())


def erased(_world: World, _role: str, response: Response) -> None:
    """The erased record, under a pseudonym."""
    answer = response.json()
    assert answer["success"] is True and answer["item"]["erasedAt"]
    assert answer["item"]["firstName"] in {"Obrisano lice", "Erased person"}
