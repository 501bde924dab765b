"""One run at a time per key: the callers that come while it runs share its result or error."""

import asyncio
import gc

import pytest

from adapters.single_flight import SingleFlight


class Gated:
    """A run that waits for ``release`` and counts how often it was started."""

    def __init__(self) -> None:
        self.release = asyncio.Event()
        self.runs = 0

    async def __call__(self) -> str:
        self.runs += 1
        await self.release.wait()
        return f"run {self.runs}"


async def test_callers_of_a_running_key_share_its_one_run() -> None:
    flight, work = SingleFlight[str, str](), Gated()
    callers = [asyncio.create_task(flight.run("a", work)) for _ in range(5)]
    await asyncio.sleep(0)
    work.release.set()
    assert await asyncio.gather(*callers) == ["run 1"] * 5
    assert await flight.run("a", work) == "run 2"  # done: the next caller runs afresh


async def test_keys_run_apart() -> None:
    flight, work = SingleFlight[str, str](), Gated()
    callers = [asyncio.create_task(flight.run(key, work)) for key in ("a", "b")]
    await asyncio.sleep(0)
    work.release.set()
    await asyncio.gather(*callers)
    assert work.runs == 2


async def test_a_failure_reaches_every_caller_and_the_next_runs_afresh() -> None:
    flight, release = SingleFlight[str, str](), asyncio.Event()

    async def broken() -> str:
        await release.wait()
        raise RuntimeError("database gone")

    callers = [asyncio.create_task(flight.run("a", broken)) for _ in range(3)]
    await asyncio.sleep(0)
    release.set()
    results = await asyncio.gather(*callers, return_exceptions=True)
    assert [str(result) for result in results] == ["database gone"] * 3
    work = Gated()
    work.release.set()
    assert await flight.run("a", work) == "run 1"


async def test_a_failure_nobody_waited_for_logs_no_never_retrieved_error() -> None:
    flight, reported = SingleFlight[str, str](), []
    asyncio.get_running_loop().set_exception_handler(lambda _, context: reported.append(context))

    async def broken() -> str:
        raise RuntimeError("database gone")

    with pytest.raises(RuntimeError):
        await flight.run("a", broken)
    gc.collect()
    assert reported == []


async def test_a_caller_that_gives_up_does_not_cancel_the_run_others_wait_for() -> None:
    flight, work = SingleFlight[str, str](), Gated()
    first = asyncio.create_task(flight.run("a", work))
    impatient = asyncio.create_task(flight.run("a", work))
    patient = asyncio.create_task(flight.run("a", work))
    await asyncio.sleep(0)
    impatient.cancel()
    await asyncio.sleep(0)
    work.release.set()
    assert await first == await patient == "run 1"
    assert impatient.cancelled()
