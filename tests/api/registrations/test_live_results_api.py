"""The public results while they are entered: the medal table and a group's bouts for anyone,
a stream that brings each result as it is recorded, 404 while they are not public, and a
cap on one address's streams.

The public reads go to the app directly (``raw_request``, ``open_stream``), in the test's own
event loop, as a server's requests share one: the test client runs the app in a loop of its
own, and a worker's watches belong to the loop that started them."""

import json
from typing import Any

import pytest

from fedreg_core.services.live_results import public_group
from tests.api.event_stream import Event, EventStream, open_stream
from tests.api.raw_asgi import RawResponse, raw_request
from tests.api.registrations.conftest import Cup
from tests.api.registrations.test_draws_api import enter, make, women

EN = {"Accept-Language": "en"}


async def _drawn_in_public(cup: Cup, entrants: int = 4) -> None:
    await enter(cup, entrants)
    await cup.set_tournament(registration_open=False)
    assert (await make(cup, {"seed": 7})).status_code == 200
    publish = await cup.call(
        "PUT", f"/api/tournament/{cup.id}/draws/publish", cup.fed.admin, json={"published": True}
    )
    assert publish.status_code == 200
    await cup.set_tournament(is_public=True, public_entries=True)
    cup.fed.api.context.live.poll_seconds = 0.05


def _public(cup: Cup) -> str:
    return f"/api/public/tournaments/{cup.id}"


async def _get(cup: Cup, path: str) -> RawResponse:
    return await raw_request(cup.fed.api.client.app, "GET", f"{_public(cup)}{path}", EN)


def _json(response: RawResponse) -> Any:
    return json.loads(response.body)


async def _stream(cup: Cup, client: str = "127.0.0.1") -> EventStream:
    return await open_stream(cup.fed.api.client.app, f"{_public(cup)}/live", EN, client)


async def _record(cup: Cup, bout: dict[str, Any]) -> None:
    url = f"/api/tournament/{cup.id}/draws/{women(cup)}/bouts/{bout['round']}/{bout['index']}"
    done = await cup.call("PUT", url, cup.fed.admin, json={"winner": bout["red"], "version": 0})
    assert done.status_code == 200, done.text


async def _next(stream: EventStream, name: str) -> Event:
    while (event := await stream.next_event()) is not None:
        if event.name == name:
            return event
    raise AssertionError(f"the stream ended before a {name} event: {stream.events}")


async def test_a_spectator_follows_a_bracket_to_its_medals(cup: Cup) -> None:
    await _drawn_in_public(cup)
    medals = await _get(cup, "/medals")
    assert medals.status == 200 and medals.headers["cache-control"] == "no-cache"
    (group,) = _json(medals)["groups"]
    assert group["groupKey"] == women(cup) and group["placings"] == []
    assert _json(medals)["clubs"] == []
    page = _json(await _get(cup, f"/results/{women(cup)}"))
    assert not page["mayRecord"] and not page["mayCorrect"]
    names = {e["name"] for e in page["draw"]["entrants"]}
    assert {"Ana0 Anić", "Ana3 Anić"} <= names

    stream = await _stream(cup)
    assert stream.status == 200 and stream.headers["content-type"].startswith("text/event-stream")
    assert (await stream.next_event()) == Event("hello", "")
    for round_ in (1, 2):
        bouts = [b for b in page["bouts"] if b["round"] == round_ and b["red"] and b["blue"]]
        for bout in bouts:
            await _record(cup, bout)
            changed = json.loads((await _next(stream, "group")).data)
            shown = next(
                b for b in changed["bouts"] if b["index"] == bout["index"] and b["round"] == round_
            )
            assert shown["winner"] == bout["red"] and shown["version"] == 1
            page = changed
    table = json.loads((await _next(stream, "medals")).data)
    assert [p["place"] for p in table["groups"][0]["placings"]][:2] == [1, 2]
    assert sum(c["gold"] for c in table["clubs"]) == 1
    assert _json(await _get(cup, "/medals")) == table
    await stream.close()
    assert cup.fed.api.context.live.streams == {}


async def test_the_stream_ends_when_the_results_stop_being_public(cup: Cup) -> None:
    await _drawn_in_public(cup)
    stream = await _stream(cup)
    assert (await stream.next_event()) == Event("hello", "")
    await cup.set_tournament(is_public=False)
    assert await _next(stream, "gone") == Event("gone", "")
    assert await stream.next_event() is None
    await stream.close()


async def test_results_not_public_answer_404_as_a_missing_tournament(cup: Cup) -> None:
    await _drawn_in_public(cup)
    for changes in ({"public_entries": False}, {"is_public": False}, {"is_archived": True}):
        await cup.set_tournament(**changes)
        assert (await _get(cup, "/medals")).status == 404
        assert (await _get(cup, f"/results/{women(cup)}")).status == 404
        assert (await _stream(cup)).status == 404
        await cup.set_tournament(is_public=True, public_entries=True, is_archived=False)
    await cup.call(
        "PUT", f"/api/tournament/{cup.id}/draws/publish", cup.fed.admin, json={"published": False}
    )
    assert (await _get(cup, "/medals")).status == 404
    missing = await raw_request(cup.fed.api.client.app, "GET", "/api/public/tournaments/99/live")
    assert missing.status == 404


async def test_one_address_may_not_hold_more_streams_than_its_share(cup: Cup) -> None:
    await _drawn_in_public(cup)
    cup.fed.api.context.live.streams_per_address = 2
    held = [await _stream(cup, "10.0.0.7") for _ in range(2)]
    for stream in held:
        assert (await stream.next_event()) == Event("hello", "")
    refused = await _stream(cup, "10.0.0.7")
    assert refused.status == 429 and "retry-after" in refused.headers
    assert json.loads(await refused.body())["message"].startswith("Too many")
    other = await _stream(cup, "10.0.0.8")
    assert other.status == 200
    await held[0].close()
    again = await _stream(cup, "10.0.0.7")
    assert again.status == 200
    for stream in (held[1], other, again):
        await stream.close()


async def test_a_failed_read_keeps_the_streams_and_the_next_poll_brings_the_result(
    cup: Cup, monkeypatch: pytest.MonkeyPatch
) -> None:
    await _drawn_in_public(cup)
    page = _json(await _get(cup, f"/results/{women(cup)}"))
    stream = await _stream(cup)
    assert (await stream.next_event()) == Event("hello", "")
    failures = [RuntimeError("the database did not answer")]

    async def flaky(*args: Any) -> Any:
        if failures:
            raise failures.pop()
        return await public_group(*args)

    monkeypatch.setattr("adapters.http.live_results.public_group", flaky)
    bout = next(b for b in page["bouts"] if b["round"] == 1 and b["red"] and b["blue"])
    await _record(cup, bout)
    changed = json.loads((await _next(stream, "group")).data)
    assert not failures  # the first read failed; the stream stayed and the next poll sent it
    assert any(b["winner"] == bout["red"] for b in changed["bouts"] if b["round"] == 1)
    await stream.close()
