"""The public results as they are entered, per worker: one watch per followed tournament.

A watch reads the tournament's stamps (``live_results.public_stamps``: a few statements) every
``poll_seconds`` while anyone follows it on this worker, reads again only the groups whose stamp
changed, and sends each changed group (and the medal table when it changed) to every stream
open on it, encoded once for all of them. The medal table and the groups read for the
``GET`` pages are kept with the watch, so that a crowd of readers costs one read per change,
whatever its size. Every worker and host watches on its own: a result shows on each within
``poll_seconds`` of its commit, however it was written.

A watch nobody follows or read for ``idle_seconds`` stops. A tournament whose results stop
being public (made private, archived, draws unpublished) ends its streams with ``gone``.
Each client address may hold ``streams_per_address`` streams at once on a worker; one more is
refused (429).
"""

import asyncio
import logging
import time
from collections import Counter
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field

import msgspec
from litestar.response.sse import ServerSentEventMessage

from adapters.http.schemas.results import group_results_out, medal_table_out
from adapters.unit_of_work import Factory
from fedreg_core.domain.errors import NotFound, TooManyAttempts
from fedreg_core.draws.group_ids import GroupIds
from fedreg_core.draws.groups import Group
from fedreg_core.services.live_results import (
    PublicGroup,
    public_group,
    public_medal_table,
    public_stamps,
)
from fedreg_core.services.medals import GroupPlacings, MedalTable, by_club

POLL_SECONDS = 0.5
IDLE_SECONDS = 30.0
PING_SECONDS = 15.0
"""A comment on a quiet stream, so that proxies keep it and a lost client is noticed."""
QUEUED_FRAMES = 64
"""Frames a slow stream may be behind; beyond, it is told to read everything again."""
RETRY_MS = 3_000

log = logging.getLogger(__name__)


def frame(event: str, data: bytes | str = "") -> bytes:
    return ServerSentEventMessage(data=data, event=event).encode()


PING = ServerSentEventMessage(comment="ping", data=None).encode()
HELLO = ServerSentEventMessage(event="hello", data="", retry=RETRY_MS).encode()
GONE = frame("gone")
RESYNC = frame("resync")
"""The stream missed frames: the client reads the pages again."""


@dataclass(eq=False)
class Follower:
    language: str
    frames: asyncio.Queue[bytes | None] = field(
        default_factory=lambda: asyncio.Queue(QUEUED_FRAMES)
    )

    def send(self, data: bytes | None) -> None:
        try:
            self.frames.put_nowait(data)
        except asyncio.QueueFull:
            while not self.frames.empty():
                self.frames.get_nowait()
            self.frames.put_nowait(RESYNC if data is not None else None)


class Watch:
    """One tournament's public results as this worker last read them, and who follows them."""

    def __init__(self, hub: "LiveResults", tournament_id: int) -> None:
        self.hub = hub
        self.tournament_id = tournament_id
        self.stamps: dict[Group, str] = {}
        self.placings: dict[Group, GroupPlacings] = {}
        self.names: dict[str, Group] = {}
        self.medals = b""
        self.groups: dict[tuple[Group, str], bytes] = {}
        self.followers: set[Follower] = set()
        self.used = hub.monotonic()
        self.ready: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self.task = asyncio.create_task(self._run(), name=f"fedreg-live-{tournament_id}")

    async def _run(self) -> None:
        try:
            await self._load()
        except Exception as error:
            self.ready.set_exception(error)
            self.hub.forget(self)
            return
        self.ready.set_result(None)
        try:
            await self._follow()
        finally:
            self.hub.forget(self)
            for follower in self.followers:
                follower.send(None)

    async def _load(self) -> None:
        self.stamps = await public_stamps(self.hub.uow(), self.tournament_id)
        table = await public_medal_table(self.hub.uow(), self.hub.ids, self.tournament_id)
        self.placings = {g.group: g for g in table.groups}
        self.names = {g.name: g.group for g in table.groups}
        self.medals = msgspec.json.encode(medal_table_out(table))

    async def _follow(self) -> None:
        while self.followers or self.hub.monotonic() - self.used < self.hub.idle_seconds:
            await asyncio.sleep(self.hub.poll_seconds)
            try:
                stamps = await public_stamps(self.hub.uow(), self.tournament_id)
                changed = {
                    g for g in stamps.keys() | self.stamps.keys()
                    if stamps.get(g) != self.stamps.get(g)
                }  # fmt: skip
                if changed:
                    await self._refresh(stamps, changed)
            except NotFound:
                self._send_all(GONE)
                return
            except Exception:  # a database that does not answer now may answer at the next poll
                log.exception("live results: reading tournament %s", self.tournament_id)

    async def _refresh(self, stamps: dict[Group, str], changed: set[Group]) -> None:
        """Read the changed groups, then (nothing awaited) keep and send them: a read that
        fails leaves the watch as it was, to read them again at the next poll."""
        read: dict[Group, PublicGroup] = {}
        for group in changed & stamps.keys():
            name = self.hub.ids.of(self.tournament_id, group)
            try:
                read[group] = await public_group(
                    self.hub.uow(), self.hub.ids, self.tournament_id, name
                )
            except NotFound:
                stamps = {g: s for g, s in stamps.items() if g != group}
        self.stamps = stamps
        self.groups = {key: body for key, body in self.groups.items() if key[0] not in changed}
        for group in changed:
            self.placings.pop(group, None)
        for group, found in read.items():
            self.placings[group] = found.placings
            self.names[found.placings.name] = group
            for language in {f.language for f in self.followers}:
                body = self._encode(found, language)
                self.groups[group, language] = body
                self._send(frame("group", body), language)
        medals = msgspec.json.encode(medal_table_out(self._medal_table()))
        if medals != self.medals:
            self.medals = medals
            self._send_all(frame("medals", medals))

    def _medal_table(self) -> MedalTable:
        groups = tuple(self.placings[g] for g in sorted(self.placings))
        return MedalTable(by_club(groups), groups)

    def _encode(self, found: PublicGroup, language: str) -> bytes:
        out = group_results_out(found.results, self.hub.ids, self.tournament_id, language)
        return msgspec.json.encode(out)

    def _send(self, data: bytes, language: str) -> None:
        for follower in self.followers:
            if follower.language == language:
                follower.send(data)

    def _send_all(self, data: bytes) -> None:
        for follower in self.followers:
            follower.send(data)

    async def group(self, name: str, language: str) -> bytes:
        """The named group as the public sees it, read once per change."""
        group = self.names.get(name)
        if group is not None and (cached := self.groups.get((group, language))) is not None:
            return cached
        stamp = self.stamps.get(group) if group is not None else None
        found = await public_group(self.hub.uow(), self.hub.ids, self.tournament_id, name)
        body = self._encode(found, language)
        if group is not None and self.stamps.get(group) == stamp:
            self.groups[group, language] = body
        return body


@dataclass
class LiveResults:
    """This worker's watches (``uow`` opens a unit of work, ``ids`` names the groups)."""

    uow: Factory
    ids: GroupIds
    streams_per_address: int = 100
    poll_seconds: float = POLL_SECONDS
    idle_seconds: float = IDLE_SECONDS
    monotonic: Callable[[], float] = time.monotonic
    watches: dict[int, Watch] = field(default_factory=dict)
    streams: Counter[str] = field(default_factory=Counter)

    async def watch(self, tournament_id: int) -> Watch:
        """The tournament's watch, started when none runs; ``NotFound`` when its results are
        not public."""
        found = self.watches.get(tournament_id)
        if found is None:
            found = self.watches[tournament_id] = Watch(self, tournament_id)
        await asyncio.shield(found.ready)
        found.used = self.monotonic()
        return found

    def forget(self, watch: Watch) -> None:
        if self.watches.get(watch.tournament_id) is watch:
            del self.watches[watch.tournament_id]

    def admit(self, address: str) -> None:
        """``TooManyAttempts`` when ``address`` holds as many streams as it may."""
        if self.streams[address] >= self.streams_per_address:
            raise TooManyAttempts(retry_after=int(PING_SECONDS))

    async def follow(self, watch: Watch, address: str, language: str) -> AsyncIterator[bytes]:
        """The frames of ``watch`` for one stream, until the client goes or the watch ends."""
        follower = Follower(language)
        watch.followers.add(follower)
        self.streams[address] += 1
        try:
            yield HELLO
            while True:
                try:
                    data = await asyncio.wait_for(follower.frames.get(), PING_SECONDS)
                except TimeoutError:
                    yield PING
                    continue
                if data is None:
                    return
                yield data
        finally:
            watch.followers.discard(follower)
            watch.used = self.monotonic()
            self.streams[address] -= 1
            if self.streams[address] <= 0:
                del self.streams[address]

    async def close(self) -> None:
        """Stop every watch (a worker shutting down): their streams end."""
        watches = list(self.watches.values())
        for watch in watches:
            watch.task.cancel()
        await asyncio.gather(*(w.task for w in watches), return_exceptions=True)
