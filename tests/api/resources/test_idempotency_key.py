"""``Idempotency-Key`` on the POSTs that create: a retry gets the first answer and changes
nothing; another body with the same key, or a bad key, is refused."""

from typing import Any

from sqlalchemy import text

from tests.api.conftest import Api, registration_body
from tests.api.resources.conftest import Federation, member_body

MEMBERS = "/api/model/Members"


def keyed(who: dict[str, str], key: str) -> dict[str, str]:
    return {**who, "Idempotency-Key": key}


async def members(fed: Federation) -> int:
    listed = await fed.call("GET", f"{MEMBERS}?limit=1000", fed.admin)
    total: int = listed.json()["total"]
    return total


async def create(fed: Federation, key: str, who: dict[str, str] | None = None, **body: Any) -> Any:
    payload = member_body(fed.club_id, **body)
    return await fed.call("POST", MEMBERS, keyed(who or fed.coach, key), json=payload)


async def test_a_retried_create_gets_the_first_answer_and_makes_one_record(
    fed: Federation,
) -> None:
    before = await members(fed)
    first = await create(fed, "submit-1")
    again = await create(fed, "submit-1")
    assert first.status_code == again.status_code == 201
    assert again.content == first.content and again.headers["idempotency-replayed"] == "true"
    assert await members(fed) == before + 1
    other = await create(fed, "submit-2")  # a new submission, a new key
    assert other.status_code == 201 and other.json()["id"] != first.json()["id"]
    assert await members(fed) == before + 2


async def test_the_same_key_with_another_body_is_refused(fed: Federation) -> None:
    assert (await create(fed, "k")).status_code == 201
    changed = await create(fed, "k", firstName="Maja")
    assert changed.status_code == 409
    assert set(changed.json()["errors"]) == {"Idempotency-Key"}


async def test_keys_belong_to_their_user(fed: Federation) -> None:
    before = await members(fed)
    mine = await create(fed, "same")
    theirs = await create(fed, "same", fed.admin)  # the admin's own submission
    assert mine.status_code == theirs.status_code == 201
    assert "idempotency-replayed" not in theirs.headers
    assert await members(fed) == before + 2


async def test_a_refused_request_does_not_use_the_key_up(fed: Federation) -> None:
    refused = await create(fed, "retry-me", born="1800-01-01")
    assert refused.status_code == 400
    assert (await create(fed, "retry-me")).status_code == 201


async def test_bad_keys_are_400(fed: Federation) -> None:
    before = await members(fed)
    for key in ("x" * 256, "tab\there", "ključ"):
        headers = [(k.encode(), v.encode()) for k, v in fed.coach.items()]
        headers.append((b"Idempotency-Key", key.encode()))
        answer = await fed.api.client.post(MEMBERS, headers=headers, json=member_body(fed.club_id))
        assert answer.status_code == 400, key
        assert set(answer.json()["errors"]) == {"Idempotency-Key"}
    assert await members(fed) == before
    assert (await create(fed, "x" * 255)).status_code == 201


async def test_a_request_whose_answer_was_lost_is_409_and_not_done_again(
    fed: Federation,
) -> None:
    before = await members(fed)
    assert (await create(fed, "lost")).status_code == 201
    async with fed.api.engine.begin() as connection:  # committed, answer lost (as after a 503)
        await connection.execute(text("UPDATE idempotent_requests SET status = NULL, body = NULL"))
    again = await create(fed, "lost")
    assert again.status_code == 409 and set(again.json()["errors"]) == {"Idempotency-Key"}
    assert await members(fed) == before + 1


async def test_sign_up_is_keyed_by_address(api: Api) -> None:
    body = registration_body("new@example.com")
    headers = {"Idempotency-Key": "sign-up"}
    first = await api.client.post("/api/register", json=body, headers=headers)
    again = await api.client.post("/api/register", json=body, headers=headers)
    assert first.status_code == again.status_code == 201
    assert again.json() == first.json()
    async with api.engine.connect() as connection:
        users = await connection.execute(text("SELECT count(*) FROM users"))
        assert users.scalar_one() == 1


async def test_without_a_key_nothing_changes(fed: Federation) -> None:
    before = await members(fed)
    payload = member_body(fed.club_id)
    for _ in range(2):
        assert (await fed.call("POST", MEMBERS, fed.coach, json=payload)).status_code == 201
    assert await members(fed) == before + 2
