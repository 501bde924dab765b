"""Outgoing mail."""

from dataclasses import dataclass
from typing import Protocol


@dataclass(frozen=True, slots=True)
class Mail:
    to: str
    subject: str
    body: str


class Mailer(Protocol):
    async def send(self, mail: Mail) -> None: ...
