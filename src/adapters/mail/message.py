"""The message a ``Mail`` becomes, with headers that cannot carry a line break.

Names users typed (a club's, a tournament's) reach the subject; old data may hold line breaks
or control characters. The standard library's ``email.policy.default`` refuses a header value
with CR or LF (``ValueError``); before that, the subject is cleaned here: every control or
line-break character becomes a space and invisible format characters (bidi overrides,
zero-width) are dropped. An address is used only when it is one plain address.
"""

import email.policy
import unicodedata
from email.headerregistry import Address
from email.message import EmailMessage

from fedreg_core.ports.mail import Mail

SPACED = {"Cc", "Zl", "Zp"}  # control characters, line and paragraph separators
DROPPED = {"Cf"}  # format characters: bidi overrides and isolates, zero-width ones


def header_text(value: str) -> str:
    """``value`` on one line: control and line-break characters as spaces, no format ones."""
    kept = []
    for char in value:
        category = unicodedata.category(char)
        if category in SPACED:
            kept.append(" ")
        elif category not in DROPPED:
            kept.append(char)
    return " ".join("".join(kept).split())


def one_address(value: str) -> str:
    """``value`` when it is exactly one address (``ValueError`` otherwise: a list, a display
    name, a line break or a control character would add recipients or headers)."""
    if any(unicodedata.category(char)[0] in "CZ" for char in value):
        raise ValueError("a recipient address may hold no space or control character")
    return Address(addr_spec=value).addr_spec


def build_message(mail: Mail, sender: str) -> EmailMessage:
    """Plain text, or multipart/alternative text + HTML when the mail has HTML."""
    message = EmailMessage(policy=email.policy.default)
    message["From"] = sender
    message["To"] = one_address(mail.to)
    message["Subject"] = header_text(mail.subject)
    message.set_content(mail.body)
    if mail.html is not None:
        message.add_alternative(mail.html, subtype="html")
    return message
