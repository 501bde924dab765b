"""The public tournament pages: what anyone, signed in or not, may read of a tournament.

A tournament is shown only while it is public and not archived; any other answers
``NotFound``, the same as an id that does not exist, by the same path (the reads filter on
it, so a hidden and a missing tournament cost the same statement and the same work). Its
entries are listed only when the tournament says so (``public_entries``). Every page has a
version (its ETag): it changes whenever anything the page shows changes, and costs one
statement to read, so a client that has the page already is answered without reading it again.
"""

import hashlib
from dataclasses import dataclass, fields
from datetime import datetime

from fedreg_core.domain.errors import NotFound
from fedreg_core.domain.permissions import shown_publicly
from fedreg_core.domain.tournament_state import tournament_is_active
from fedreg_core.ports.public import (
    PublicCounts,
    PublicEntries,
    PublicListing,
    PublicReads,
    PublicState,
)


@dataclass(frozen=True, slots=True)
class PublicListed:
    listing: PublicListing
    is_active: bool
    """Open for applications now."""


@dataclass(frozen=True, slots=True)
class PublicVersion:
    """A shown tournament's state and the version of its page."""

    state: PublicState
    is_active: bool
    etag: str


@dataclass(frozen=True, slots=True)
class PublicPage:
    version: PublicVersion
    counts: PublicCounts
    entries: PublicEntries | None
    """``None`` unless the tournament lists its entries in public."""


async def public_tournaments(reads: PublicReads, now: datetime) -> list[PublicListed]:
    """The tournaments shown in public, with whether each takes applications now."""
    listed = await reads.listed()
    return [PublicListed(t, tournament_is_active(t, now)) for t in listed if shown_publicly(t)]


def page_version(state: PublicState, is_active: bool) -> str:
    """A strong ETag of everything the page shows (``changes`` stands for its entries)."""
    shown = tuple(getattr(state, field.name) for field in fields(state))  # astuple deep-copies
    digest = hashlib.sha256(repr((*shown, is_active)).encode()).hexdigest()
    return f'"{digest[:32]}"'


async def public_version(reads: PublicReads, tournament_id: int, now: datetime) -> PublicVersion:
    """The page's version; ``NotFound`` for a tournament not shown in public (2 statements),
    on the same path as for one that does not exist (``reads`` answers both ``None``)."""
    state = await reads.state(tournament_id)
    if state is None:
        raise NotFound
    is_active = tournament_is_active(state, now)
    return PublicVersion(state, is_active, page_version(state, is_active))


async def public_page(reads: PublicReads, version: PublicVersion) -> PublicPage:
    """The page of a tournament ``public_version`` found shown."""
    tournament_id = version.state.id
    entries = await reads.entries(tournament_id) if version.state.public_entries else None
    return PublicPage(version, await reads.counts(tournament_id), entries)
