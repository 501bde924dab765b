"""Mail sent through an SMTP server given as ``smtp://user:pass@host:port`` (or ``smtps://``).

Errors are told apart for the notice sender (``MailServerUnavailable``): the server cannot
be reached, refuses TLS, the login or the sender, or drops the connection (nothing is wrong
with the message: every other one would fail too), against a message of its own that cannot
be built or that the server refuses (its recipient, its content), raised as they are.
"""

import asyncio
import smtplib
from email.message import EmailMessage
from urllib.parse import unquote, urlsplit

from adapters.mail.message import build_message
from fedreg_core.ports.mail import Mail, MailServerUnavailable

SERVICE_CLOSING = 421


def messages_own(error: Exception) -> bool:
    """Whether the server refused just this message (not every message)."""
    if isinstance(error, smtplib.SMTPRecipientsRefused | smtplib.SMTPNotSupportedError):
        return True
    return isinstance(error, smtplib.SMTPDataError) and error.smtp_code != SERVICE_CLOSING


class SmtpMailer:
    """Implements ``fedreg_core.ports.mail.Mailer`` with the standard library's smtplib."""

    def __init__(self, url: str, sender: str, timeout: float = 10.0) -> None:
        parts = urlsplit(url)
        if parts.scheme not in {"smtp", "smtps"} or not parts.hostname:
            raise ValueError(f"FEDREG_SMTP_URL must be smtp://host:port or smtps://, not {url!r}")
        self._tls = parts.scheme == "smtps"
        self._host = parts.hostname
        self._port = parts.port or (465 if self._tls else 25)
        self._user = unquote(parts.username) if parts.username else None
        self._password = unquote(parts.password) if parts.password else None
        self._sender = sender
        self._timeout = timeout

    async def send(self, mail: Mail) -> None:
        await asyncio.to_thread(self._send, mail)

    def _send(self, mail: Mail) -> None:
        message = build_message(mail, self._sender)  # a ValueError here is the message's own
        try:
            self._deliver(message)
        except OSError as error:  # smtplib's errors are OSErrors too
            if messages_own(error):
                raise
            raise MailServerUnavailable(f"{self._host}:{self._port}: {error}") from error

    def _deliver(self, message: EmailMessage) -> None:
        smtp_class = smtplib.SMTP_SSL if self._tls else smtplib.SMTP
        with smtp_class(self._host, self._port, timeout=self._timeout) as client:
            if not self._tls and client.has_extn("starttls"):
                client.starttls()
            if self._user:
                client.login(self._user, self._password or "")
            client.send_message(message)
