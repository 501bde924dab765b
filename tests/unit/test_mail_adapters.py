"""The mail adapters' messages: plain text alone, or text and HTML as alternatives; the
outbox folder keeps them as .eml files."""

import email
import email.policy
from email.message import EmailMessage
from pathlib import Path

import pytest

from adapters.mail.message import build_message
from adapters.mail.outbox import OutboxMailer
from fedreg_core.ports.mail import Mail, MailServerUnavailable

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


def test_a_subject_keeps_no_line_break_control_or_format_character() -> None:
    subject = "Prijave kluba Club\r\nBcc: x@evil.test\x00\u2028\u202e\u200b: Kup"

    message = build_message(Mail("ana@example.com", subject, "Zdravo"), SENDER)

    assert message["Subject"] == "Prijave kluba Club Bcc: x@evil.test : Kup"
    assert message["Bcc"] is None
    assert b"\r\nBcc" not in message.as_bytes()


@pytest.mark.parametrize(
    "address",
    ["ana@example.com\r\nBcc: x@evil.test", "ana@example.com, x@evil.test", "Ana <a@b.rs>"],
)
def test_a_recipient_is_one_plain_address_or_none(address: str) -> None:
    with pytest.raises(ValueError):
        build_message(Mail(address, "Lozinka", "Zdravo"), SENDER)


async def test_an_outbox_folder_that_takes_no_file_is_an_unavailable_server(
    tmp_path: Path,
) -> None:
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder")

    with pytest.raises(MailServerUnavailable):
        await OutboxMailer(blocked / "outbox", SENDER).send(Mail("ana@example.com", "S", "B"))
