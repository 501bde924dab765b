"""The second factor at sign-in: the second step, and the profile's switching it on and off
(docs/security.md, Second factor). The profile's calls take a token good only to switch one on."""

from typing import Any

from litestar import Controller, Request, get, post
from litestar.di import NamedDependency
from litestar.params import JSONBody
from litestar.status_codes import HTTP_200_OK

from adapters.http.auth import BEARER_SECURITY, ENROLMENT_CALL
from adapters.http.context import HttpContext
from adapters.http.forwarded import client_address, device_of
from adapters.http.openapi import error_responses
from adapters.http.schemas.accounts import SignedInOut
from adapters.http.schemas.common import Empty
from adapters.http.schemas.conversion.convert_accounts import signed_in_out, user_out
from adapters.http.schemas.second_factor import (
    ConfirmEnrolmentIn,
    EnrolledOut,
    EnrolmentOut,
    SecondFactorStateOut,
    SecondStepIn,
    TurnOffIn,
)
from fedreg_core.ports.site import Account
from fedreg_core.services import second_factor
from fedreg_core.services.own_password import Asker
from fedreg_core.services.sign_in import SecondFactorWiring, SecondStep, sign_in_second_step


def _wiring(context: HttpContext) -> SecondFactorWiring:
    return SecondFactorWiring(
        context.hasher, context.tokens, context.attempts, context.otp, context.clock
    )


def _user_id(account: Account) -> int:
    assert account.user.id is not None
    return account.user.id


class SecondFactorController(Controller):
    path = "/api"
    tags = ["Auth and profile"]  # noqa: RUF012 (Litestar declares it an instance variable)

    @post(
        "/login/second-factor",
        operation_id="signInSecondFactor",
        status_code=HTTP_200_OK,
        responses=error_responses(400, 403, 429, 503),
    )
    async def second_step(
        self,
        request: Request[Any, Any, Any],
        data: JSONBody[SecondStepIn],
        context: NamedDependency[HttpContext],
    ) -> SignedInOut:
        """Sign in with the password step's challenge and a TOTP or recovery code."""
        step = SecondStep(data.challenge, data.code, *device_of(request))
        signed_in = await sign_in_second_step(context.uow(), _wiring(context), step)
        return signed_in_out(signed_in, context.links)

    @get(
        "/profile/second-factor",
        operation_id="getSecondFactor",
        security=BEARER_SECURITY,
        responses=error_responses(401, 403),
        opt=ENROLMENT_CALL,
    )
    async def state(
        self, account: NamedDependency[Account], context: NamedDependency[HttpContext]
    ) -> SecondFactorStateOut:
        """Whether the signed-in user's second factor is on, and their recovery codes left."""
        state = await second_factor.second_factor_state(context.uow(), _user_id(account))
        return SecondFactorStateOut(state.enabled, state.recovery_codes_left)

    @post(
        "/profile/second-factor/enrolment",
        operation_id="startSecondFactorEnrolment",
        status_code=HTTP_200_OK,
        security=BEARER_SECURITY,
        responses=error_responses(401, 403, 409),
        opt=ENROLMENT_CALL,
    )
    async def start(
        self, account: NamedDependency[Account], context: NamedDependency[HttpContext]
    ) -> EnrolmentOut:
        """A new secret (off until confirmed) as text, an otpauth URI and its QR code."""
        enrolment = await second_factor.start_enrolment(
            context.uow(), context.otp, _user_id(account)
        )
        picture = context.qr_codes.svg(enrolment.uri)
        return EnrolmentOut(enrolment.secret, enrolment.uri, picture)

    @post(
        "/profile/second-factor/confirm",
        operation_id="confirmSecondFactor",
        status_code=HTTP_200_OK,
        security=BEARER_SECURITY,
        responses=error_responses(400, 401, 403, 409, 503),
        opt=ENROLMENT_CALL,
    )
    async def confirm(
        self,
        data: JSONBody[ConfirmEnrolmentIn],
        account: NamedDependency[Account],
        context: NamedDependency[HttpContext],
    ) -> EnrolledOut:
        """Switch the second factor on with a first code: ten recovery codes (shown once)
        and a fresh token; the user's other tokens end."""
        enrolled = await second_factor.confirm_enrolment(
            context.uow(),
            context.tokens,
            context.otp,
            _user_id(account),
            data.code,
            keep=account.session_id,
            clock=context.clock,
        )
        user = user_out(enrolled.signed_in.account, context.links)
        return EnrolledOut(user, enrolled.signed_in.token, enrolled.recovery_codes)

    @post(
        "/profile/second-factor/off",
        operation_id="turnOffSecondFactor",
        status_code=HTTP_200_OK,
        security=BEARER_SECURITY,
        responses=error_responses(400, 401, 403, 409, 429, 503),
    )
    async def turn_off(
        self,
        request: Request[Any, Any, Any],
        data: JSONBody[TurnOffIn],
        account: NamedDependency[Account],
        context: NamedDependency[HttpContext],
    ) -> Empty:
        """Switch the second factor off with the password and a code; recovery codes go."""
        asker = Asker(context.attempts, client_address(request))
        off = second_factor.TurningOff(_user_id(account), data.password, data.code, asker)
        await second_factor.turn_off(context.uow(), context.hasher, context.otp, context.clock, off)
        return Empty()
