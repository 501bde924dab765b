"""A mailer that counts what it hands over, for the notice sender's metrics."""

from adapters.metrics import count_notice_mail
from fedreg_core.ports.mail import Mail, Mailer


class CountedMailer:
    """Implements ``fedreg_core.ports.mail.Mailer``: ``mailer``'s sends, each counted as
    sent or failed (``fedreg_notice_mails_total``)."""

    def __init__(self, mailer: Mailer) -> None:
        self._mailer = mailer

    async def send(self, mail: Mail) -> None:
        try:
            await self._mailer.send(mail)
        except Exception:
            count_notice_mail(sent=False)
            raise
        count_notice_mail(sent=True)
