"""Targets and checks of the permission table's privacy rows: the access log, a person's
export and erasure (admins only; a club's user hears 403 for their own club's person, 404
for another's)."""

from datetime import date
from typing import Any

from httpx import Response

from fedreg_core.services.sessions import Device, Opening, open_session
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


SESSION_EXPECT: Expect = (401, 403, 404, 200, 404)
"""A user ends their own sessions only: anyone else's is not found."""


async def owner_session(world: World, _role: str) -> Call:
    """A fresh sign-in session of club A's user (the owner)."""
    opening = Opening(world.runtime.context.clock, Device("198.51.100.4", "Firefox"))
    async with world.uow() as uow:
        session_id = await open_session(
            uow.sign_ins, opening.clock, world.users["owner"], opening.device
        )
        await uow.commit()
    return Call({"id": session_id})


CONSENT_EXPECT: Expect = (401, 403, 404, 200, 200)
"""A member's parental consent: the member's club and admins; another club's member is not
found (its private fields are not theirs to see)."""
CONSENT_BODY = {"date": "2026-01-15", "givenBy": "Milica Šćekić"}


def club_a_member_consent(recorded: bool = False, files: Any = None) -> Target:
    """A fresh member of club A, with a consent recorded when ``recorded``."""

    async def target(world: World, _role: str) -> Call:
        member_id = await world.person("members", world.club_a)
        if recorded:
            async with world.uow() as uow:
                member = await uow.members.get(member_id)
                assert member is not None
                member.consent_date, member.consent_by = date(2026, 1, 15), "Milica Šćekić"
                await uow.members.update(member)
                await uow.commit()
        body = None if files else CONSENT_BODY
        return Call({"id": member_id}, json=body, files=files)

    return target


def erased(_world: World, _role: str, response: Response) -> None:
    """The erased record, under a pseudonym."""
    answer = response.json()
    assert answer["success"] is True and answer["item"]["erasedAt"]
    assert answer["item"]["firstName"] in {"Obrisano lice", "Erased person"}
