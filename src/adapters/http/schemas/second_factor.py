"""Request and answer shapes of the second factor at sign-in (docs/security.md)."""

from typing import Annotated

import msgspec

from adapters.http.schemas.accounts import Body, Password, UserOut

Code = Annotated[
    str,
    msgspec.Meta(
        max_length=40,
        description="A six-digit TOTP code, or a recovery code (XXXX-XXXX-XXXX).",
        examples=["123456"],
    ),
]


class SecondStepIn(Body):
    challenge: Annotated[str, msgspec.Meta(max_length=2000)]
    code: Code


class SecondFactorNeededOut(msgspec.Struct, rename="camel"):
    """The password was right; send ``challenge`` with a code to ``signInSecondFactor``."""

    second_factor_required: bool
    challenge: str


class SecondFactorStateOut(msgspec.Struct, rename="camel"):
    enabled: bool
    recovery_codes_left: int


class EnrolmentOut(msgspec.Struct, rename="camel"):
    """The secret to enter by hand, the otpauth URI and its QR code (SVG)."""

    secret: str
    uri: str
    qr_svg: str


class ConfirmEnrolmentIn(Body):
    code: Code


class EnrolledOut(msgspec.Struct, rename="camel"):
    """Switched on: the recovery codes (shown this once) and a fresh token."""

    user: UserOut
    token: str
    recovery_codes: list[str]


class TurnOffIn(Body):
    password: Password
    code: Code
