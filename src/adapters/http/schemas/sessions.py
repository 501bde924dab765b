"""Answers of the signed-in devices: one session as its user sees it."""

from datetime import datetime

from adapters.http.schemas.registrations import Out
from fedreg_core.services.sessions import SessionView


class SessionOut(Out):
    """Where the user is signed in: since when, from which address, in which browser (its own
    ``User-Agent``, as sent); ``current``: the session of the token that asks."""

    id: str
    created_at: datetime
    address: str
    user_agent: str
    current: bool


def session_out(view: SessionView) -> SessionOut:
    return SessionOut(
        id=view.id,
        created_at=view.created_at,
        address=view.address,
        user_agent=view.user_agent,
        current=view.current,
    )
