"""Mail written to ``<data dir>/outbox/`` as .eml files and logged (no SMTP configured)."""

import asyncio
import logging
import uuid
from datetime import datetime
from pathlib import Path

from adapters.mail.message import build_message
from fedreg_core.ports.mail import Mail, MailServerUnavailable

logger = logging.getLogger("fedreg.mail")


class OutboxMailer:
    """Implements ``fedreg_core.ports.mail.Mailer`` by writing files."""

    def __init__(self, folder: Path, sender: str) -> None:
        self._folder = folder
        self._sender = sender

    async def send(self, mail: Mail) -> None:
        name = f"{datetime.now():%Y%m%d-%H%M%S}-{uuid.uuid4().hex[:8]}.eml"
        path = self._folder / name
        data = build_message(mail, self._sender).as_bytes()
        try:
            await asyncio.to_thread(self._write, path, data)
        except OSError as error:  # the folder takes no mail: nor will it the next one
            raise MailServerUnavailable(f"the outbox folder: {error}") from error
        logger.info("mail to %s (%s) written to %s", mail.to, mail.subject, path)

    def _write(self, path: Path, data: bytes) -> None:
        self._folder.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
