"""TOTP codes (RFC 6238: SHA-1, six digits, 30-second steps) with pyotp; the secrets stored
sealed with AES-GCM under a key derived from the server's secret key (FEDREG_SECRET_KEY), so
that a copy of the database alone makes no codes (docs/security.md, Second factor)."""

import base64
import logging
import os
import time
from collections.abc import Callable

import pyotp
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from pyotp import utils

from fedreg_core.ports.second_factor import NewSecret

STEPS_EITHER_SIDE = 1
"""Codes of the step before and after the current one are good too (a phone's clock a little
off, a code typed as it changes)."""
SEALED = "v1."
"""How a sealed secret begins: the format's version, then the nonce and the ciphertext (base64)."""
NONCE_BYTES = 12
PURPOSE = b"fedreg: second-factor secrets"

log = logging.getLogger(__name__)


class SecretNotOpened(ValueError):
    """A stored secret this key did not seal (the server's secret key changed)."""


def sealing_key(secret_key: str) -> bytes:
    """A 256-bit AES key for the secrets alone, derived from the server's secret key."""
    derive = HKDF(algorithm=hashes.SHA256(), length=32, salt=None, info=PURPOSE)
    return derive.derive(secret_key.encode("utf-8"))


class PyotpOneTimePasswords:
    """Implements ``fedreg_core.ports.second_factor.OneTimePasswords``; ``now`` gives Unix time."""

    def __init__(self, secret_key: str, now: Callable[[], float] = time.time) -> None:
        self._aead = AESGCM(sealing_key(secret_key))
        self._now = now

    def new_secret(self) -> NewSecret:
        shown = pyotp.random_base32()
        return NewSecret(shown, self.seal(shown))

    def enrolment_uri(self, shown: str, account: str, issuer: str) -> str:
        return pyotp.TOTP(shown).provisioning_uri(name=account, issuer_name=issuer)

    def matching_step(self, stored: str, code: str) -> int | None:
        """``None`` too for a secret this key cannot open (the server's secret key changed):
        its owner signs in with a recovery code (stored apart from the key) and enrols again."""
        try:
            totp = pyotp.TOTP(self.open(stored))
        except SecretNotOpened:
            log.warning("a second factor's secret was sealed under another FEDREG_SECRET_KEY")
            return None
        current = totp.timecode(self._now())
        for step in range(current - STEPS_EITHER_SIDE, current + STEPS_EITHER_SIDE + 1):
            if utils.strings_equal(code, totp.generate_otp(step)):
                return step
        return None

    def seal(self, secret: str) -> str:
        nonce = os.urandom(NONCE_BYTES)
        sealed = nonce + self._aead.encrypt(nonce, secret.encode("ascii"), None)
        return SEALED + base64.urlsafe_b64encode(sealed).decode("ascii")

    def open(self, stored: str) -> str:
        if not stored.startswith(SEALED):
            raise SecretNotOpened("not a sealed secret")
        sealed = base64.urlsafe_b64decode(stored.removeprefix(SEALED))
        try:
            secret = self._aead.decrypt(sealed[:NONCE_BYTES], sealed[NONCE_BYTES:], None)
        except Exception as error:  # cryptography's InvalidTag: another key sealed it
            raise SecretNotOpened("sealed under another key") from error
        return secret.decode("ascii")
