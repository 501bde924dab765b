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
    async def send(self, mail: Mail) -> None:
        """Send one mail; ``MailServerUnavailable`` when the server takes none now."""
        ...


class MailServerUnavailable(ConnectionError):
    """The mail server cannot take any message now (it cannot be reached, or it refuses the
    connection, TLS, the login or the sender): nothing is wrong with the message itself, so
    a sender tries it again later without counting it against the message. Any other error
    of ``Mailer.send`` is the message's own (its headers, or the server refused just it)."""
