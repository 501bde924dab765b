"""A real SMTP server in the test process (aiosmtpd), keeping every message it receives."""

import email
import email.policy
import socket
from collections.abc import Iterator
from dataclasses import dataclass, field
from email.message import EmailMessage
from typing import Any

import pytest
from aiosmtpd.controller import Controller


@dataclass(frozen=True)
class Received:
    recipients: list[str]
    message: EmailMessage

    @property
    def text(self) -> str:
        part = self.message.get_body(("plain",))
        assert part is not None
        return str(part.get_content())

    @property
    def html(self) -> str:
        part = self.message.get_body(("html",))
        assert part is not None
        return str(part.get_content())


@dataclass
class SmtpInbox:
    url: str
    received: list[Received] = field(default_factory=list)
    refused: set[str] = field(default_factory=set)
    """Recipients the server refuses (550), as it would an unknown mailbox."""

    def take(self) -> list[Received]:
        """The messages received since the last ``take``, by recipient."""
        taken, self.received[:] = sorted(self.received, key=lambda r: r.recipients), []
        return taken

    async def handle_RCPT(  # noqa: N802
        self, _server: Any, _session: Any, envelope: Any, address: str, _options: Any
    ) -> str:
        if address in self.refused:
            return "550 no such mailbox"
        envelope.rcpt_tos.append(address)
        return "250 OK"

    async def handle_DATA(self, _server: Any, _session: Any, envelope: Any) -> str:  # noqa: N802
        message = email.message_from_bytes(envelope.content, policy=email.policy.default)
        assert isinstance(message, EmailMessage)
        self.received.append(Received(list(envelope.rcpt_tos), message))
        return "250 OK"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.fixture
def smtp() -> Iterator[SmtpInbox]:
    port = free_port()
    inbox = SmtpInbox(f"smtp://127.0.0.1:{port}")
    controller = Controller(inbox, hostname="127.0.0.1", port=port)
    controller.start()
    try:
        yield inbox
    finally:
        controller.stop()
