"""Signed-in devices: each sign-in opens a session the token names; a user sees where they
are signed in and ends any of those sessions; a password change or a second factor switched
on keeps only the session that asked, a reset ends them all (docs/security.md)."""

import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta

from fedreg_core.domain.entities import SignInSession
from fedreg_core.domain.errors import NotFound
from fedreg_core.ports.clock import Clock
from fedreg_core.ports.sessions import SessionRepository
from fedreg_core.ports.site import Account
from fedreg_core.ports.unit_of_work import AccountWork

SESSION_LIFETIME = timedelta(days=7)
"""As long as a sign-in token lives: a session begun (or renewed by a fresh token) longer ago
than this has no token left."""
USER_AGENT_KEPT = 300


@dataclass(frozen=True, slots=True)
class Device:
    """Where a sign-in comes from: the client's address and its browser's own name."""

    address: str
    user_agent: str


@dataclass(frozen=True, slots=True)
class SessionView:
    """One of the user's sessions as they see it; ``current``: the one asking."""

    id: str
    created_at: datetime
    address: str
    user_agent: str
    current: bool


@dataclass(frozen=True, slots=True)
class Opening:
    """What opening a session at sign-in asks: the clock and the device signing in."""

    clock: Clock
    device: Device


async def open_session(
    sessions: SessionRepository, clock: Clock, user_id: int, device: Device
) -> str:
    """A new session of the user in the caller's unit of work (the caller commits); its id,
    for the token."""
    session_id = secrets.token_urlsafe(16)
    user_agent = device.user_agent.strip()[:USER_AGENT_KEPT]
    await sessions.add(SignInSession(session_id, user_id, clock.now(), device.address, user_agent))
    return session_id


async def keep_only(
    sessions: SessionRepository, clock: Clock, user_id: int, keep: str | None
) -> None:
    """End the user's sessions but ``keep``, which a fresh token renews (in the caller's unit
    of work): it is listed, and kept by the purge, for the new token's lifetime."""
    await sessions.remove_all_of(user_id, keep)
    if keep is not None:
        await sessions.renew(user_id, keep, clock.now())


async def list_sessions(uow: AccountWork, clock: Clock, account: Account) -> list[SessionView]:
    """The user's live sessions: the asking one first, then the newest first."""
    user_id = _user_id(account)
    async with uow:
        found = await uow.sign_ins.of_user(user_id, clock.now() - SESSION_LIFETIME)
    views = [
        SessionView(s.id, s.created_at, s.address, s.user_agent, s.id == account.session_id)
        for s in found
    ]
    return sorted(views, key=lambda view: not view.current)


async def end_session(uow: AccountWork, account: Account, session_id: str) -> None:
    """Sign the user out on one of their devices (this one too); 404 for a session that is
    not theirs or has ended."""
    async with uow:
        if not await uow.sign_ins.remove(_user_id(account), session_id):
            raise NotFound
        await uow.commit()


async def sign_out(uow: AccountWork, account: Account) -> None:
    """End the session that asks (nothing for a token from before sessions were kept)."""
    if account.session_id is None:
        return
    async with uow:
        await uow.sign_ins.remove(_user_id(account), account.session_id)
        await uow.commit()


def _user_id(account: Account) -> int:
    assert account.user.id is not None
    return account.user.id
