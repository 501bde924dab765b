"""Outgoing mail."""

from dataclasses import dataclass
from typing import Protocol


@dataclass(frozen=True, slots=True)
class Mail:
    """One message to one address: ``body`` is its plain text; with ``html`` it is sent as
    multipart/alternative (text first, then HTML: readers show the last part they can)."""

    to: str
    subject: str
    body: str
    html: str | None = None


class Mailer(Protocol):
    async def send(self, mail: Mail) -> None: ...
