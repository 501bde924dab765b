"""Mail written to ``<data dir>/outbox/`` as .eml files and logged (no SMTP configured)."""

import asyncio
import logging
import uuid
from datetime import datetime
from email.message import EmailMessage
from pathlib import Path

from fedreg_core.ports.mail import Mail

logger = logging.getLogger("fedreg.mail")


def build_message(mail: Mail, sender: str) -> EmailMessage:
    """Plain text, or multipart/alternative text + HTML when the mail has HTML."""
    message = EmailMessage()
    message["From"] = sender
    message["To"] = mail.to
    message["Subject"] = mail.subject
    message.set_content(mail.body)
    if mail.html is not None:
        message.add_alternative(mail.html, subtype="html")
    return message


class OutboxMailer:
    """Implements ``fedreg_core.ports.mail.Mailer`` by writing files."""

    def __init__(self, folder: Path, sender: str) -> None:
        self._folder = folder
        self._sender = sender

    async def send(self, mail: Mail) -> None:
        name = f"{datetime.now():%Y%m%d-%H%M%S}-{uuid.uuid4().hex[:8]}.eml"
        path = self._folder / name
        data = build_message(mail, self._sender).as_bytes()
        await asyncio.to_thread(self._write, path, data)
        logger.info("mail to %s (%s) written to %s", mail.to, mail.subject, path)

    def _write(self, path: Path, data: bytes) -> None:
        self._folder.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
