"""The mail adapters' messages: plain text alone, or text and HTML as alternatives; the
outbox folder keeps them as .eml files."""

import email
import email.policy
from email.message import EmailMessage
from pathlib import Path

from adapters.mail.outbox import OutboxMailer, build_message
from fedreg_core.ports.mail import Mail

SENDER = "Savez <savez@example.com>"


def test_a_mail_without_html_is_plain_text() -> None:
    message = build_message(Mail("ana@example.com", "Lozinka", "Zdravo Ana"), SENDER)

    assert message.get_content_type() == "text/plain"
    assert (message["To"], message["From"]) == ("ana@example.com", SENDER)


def _only_message(folder: Path) -> EmailMessage:
    [path] = folder.glob("*.eml")
    message = email.message_from_bytes(path.read_bytes(), policy=email.policy.default)
    assert isinstance(message, EmailMessage)
    return message


async def test_the_outbox_keeps_both_parts(tmp_path: Path) -> None:
    mail = Mail("ana@example.com", "Prijave", "Zdravo Ana, čćšžđ", "<p>Zdravo Ana, čćšžđ</p>")

    await OutboxMailer(tmp_path, SENDER).send(mail)

    message = _only_message(tmp_path)
    assert message.get_content_type() == "multipart/alternative"
    text, html = message.get_body(("plain",)), message.get_body(("html",))
    assert text is not None
    assert html is not None
    assert text.get_content().strip() == "Zdravo Ana, čćšžđ"
    assert html.get_content().strip() == "<p>Zdravo Ana, čćšžđ</p>"
    assert message["Subject"] == "Prijave"
