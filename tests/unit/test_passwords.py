"""bcrypt hashing (decisions.md §6), done beside the event loop, never on it."""

import asyncio

from adapters.security.passwords import BcryptPasswordHasher


async def test_a_hash_verifies_its_password_only() -> None:
    hasher = BcryptPasswordHasher(cost=4)
    stored = await hasher.hash("secret123")

    assert stored.startswith("$2b$04$")
    assert await hasher.verify("secret123", stored)
    assert not await hasher.verify("secret124", stored)
    assert not await hasher.verify("x" * 73, stored)
    assert not await hasher.verify("secret123", "not a bcrypt hash")


async def test_the_event_loop_keeps_serving_while_a_password_is_hashed() -> None:
    ticks = 0

    async def tick() -> None:
        nonlocal ticks
        while True:
            ticks += 1
            await asyncio.sleep(0)

    ticker = asyncio.create_task(tick())
    await BcryptPasswordHasher(cost=8).hash("secret123")
    ticker.cancel()

    assert ticks > 1  # on the loop, the hash would have run before the ticker's first turn
