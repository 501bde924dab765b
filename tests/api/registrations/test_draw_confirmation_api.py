"""Confirming a stale draw over HTTP: the draw's answer says who may, only admins do, a
fresh draw answers 409, results are taken once confirmed, a withdrawn entrant's first bout
is a walkover, and the group's results PDF names the fighters."""

from io import BytesIO

from pypdf import PdfReader

from tests.api.registrations.conftest import Cup
from tests.api.registrations.test_draws_api import enter, make, women


async def test_an_admin_confirms_a_stale_draw_and_records_on_it(cup: Cup) -> None:
    ids = await enter(cup, 4)
    await cup.set_tournament(registration_open=False)
    fed, url = cup.fed, f"/api/tournament/{cup.id}/draws"
    assert (await make(cup, {"seed": 3})).status_code == 200
    await cup.call("PUT", f"{url}/publish", fed.admin, json={"published": True})
    group = f"{url}/{women(cup)}"
    assert (await cup.call("POST", f"{group}/confirm", fed.admin)).status_code == 409
    async with fed.api.context.uow() as uow:
        await uow.competitor_registrations.delete(ids[0])
        await uow.commit()
    seen = (await cup.call("GET", group, fed.coach)).json()
    assert seen["stale"] and "mayConfirm" not in seen
    assert (await cup.call("GET", group, fed.admin)).json()["mayConfirm"]
    assert (await cup.call("POST", f"{group}/confirm", fed.coach)).status_code == 403
    confirmed = await cup.call("POST", f"{group}/confirm", fed.admin)
    assert confirmed.status_code == 200, confirmed.text
    draw = confirmed.json()
    assert draw["confirmed"] and not draw["stale"] and "mayConfirm" not in draw
    assert [e["registrationId"] for e in draw["entrants"] if e.get("withdrawn")] == [ids[0]]
    results = (await cup.call("GET", f"{group}/results", fed.admin)).json()
    walkover = next(b for b in results["bouts"] if ids[0] in (b["red"], b["blue"]))
    assert walkover["ending"] == "NO_SHOW" and walkover["winner"] not in (None, ids[0])
    bout = next(b for b in results["bouts"] if b["winner"] is None and b["red"] and b["blue"])
    body = {"winner": bout["red"], "version": 0}
    answer = await cup.call(
        "PUT", f"{group}/bouts/{bout['round']}/{bout['index']}", fed.admin, json=body
    )
    assert answer.status_code == 200, answer.text
    printed = await cup.call("GET", f"{group}/results.pdf", fed.coach)
    assert printed.status_code == 200 and printed.content.startswith(b"%PDF")
    text = " ".join(PdfReader(BytesIO(printed.content)).pages[0].extract_text().split())
    assert "Ana1 Anić" in text and "Ana0 Anić" in text
