"""Auth and profile calls: thin, one service call each."""

from typing import Any

from litestar import Controller, Request, Response, get, post, put
from litestar.datastructures import ResponseHeader
from litestar.di import NamedDependency
from litestar.params import JSONBody
from litestar.status_codes import HTTP_200_OK, HTTP_201_CREATED

from adapters.http.auth import BEARER_SECURITY, ENROLMENT_CALL
from adapters.http.context import HttpContext
from adapters.http.forwarded import client_address, device_of
from adapters.http.idempotency import CREATES
from adapters.http.language import request_language
from adapters.http.openapi import error_responses
from adapters.http.request_observation import SIGN_IN
from adapters.http.schemas.accounts import (
    AccountIn,
    ChangePasswordIn,
    LoginIn,
    ProfileIn,
    RegisteredOut,
    RegisterIn,
    ResetPasswordIn,
    ResetRequestIn,
    SignedInOut,
    UserOut,
)
from adapters.http.schemas.common import Empty
from adapters.http.schemas.conversion.convert_accounts import (
    club_out,
    profile_changes,
    registration_from,
    signed_in_out,
    user_out,
)
from adapters.http.schemas.second_factor import SecondFactorNeededOut
from fedreg_core.ports.site import Account
from fedreg_core.services import accounts, profile
from fedreg_core.services.accounts import SecondFactorNeeded
from fedreg_core.services.own_password import Asker
from fedreg_core.services.sign_in import Credentials, sign_in

TOKEN_HEADER = "X-Auth-Token"
REGISTER = "register"
"""The attempts of both registration calls, counted together per address: each tells whether
an e-mail has an account (409)."""


class AccountController(Controller):
    path = "/api"
    tags = ["Auth and profile"]  # noqa: RUF012 (Litestar declares it an instance variable)

    @post(
        "/login",
        operation_id="login",
        opt=SIGN_IN,
        status_code=HTTP_200_OK,
        responses=error_responses(400, 401, 403, 429, 503),
    )
    async def login(
        self,
        request: Request[Any, Any, Any],
        data: JSONBody[LoginIn],
        context: NamedDependency[HttpContext],
    ) -> SignedInOut | SecondFactorNeededOut:
        """Sign in with e-mail and password: the user and a bearer token, or, when the account
        has a second factor, a challenge for signInSecondFactor."""
        credentials = Credentials(data.email, data.password, *device_of(request))
        answer = await sign_in(
            context.uow(),
            context.hasher,
            context.tokens,
            context.attempts,
            credentials,
            context.clock,
        )
        if isinstance(answer, SecondFactorNeeded):
            return SecondFactorNeededOut(second_factor_required=True, challenge=answer.challenge)
        return signed_in_out(answer, context.links)

    @post(
        "/register",
        operation_id="register",
        status_code=HTTP_201_CREATED,
        responses=error_responses(400, 409, 429, 503),
        opt=CREATES,
    )
    async def register(
        self,
        request: Request[Any, Any, Any],
        data: JSONBody[RegisterIn],
        context: NamedDependency[HttpContext],
    ) -> RegisteredOut:
        """Create an account with its club, coaches, referees and officials (not signed in)."""
        async with context.hasher.reserve():  # refused (503) before an attempt is counted
            await context.attempts.hit(REGISTER, client_address(request), "")
            account = await accounts.register(
                context.uow(), context.hasher, registration_from(data)
            )
        assert account.club is not None
        return RegisteredOut(user=user_out(account, context.links), club=club_out(account.club))

    @post(
        "/register/validate",
        operation_id="validateRegistration",
        status_code=HTTP_200_OK,
        responses=error_responses(400, 409, 429),
    )
    async def validate_registration(
        self,
        request: Request[Any, Any, Any],
        data: JSONBody[AccountIn],
        context: NamedDependency[HttpContext],
    ) -> Empty:
        """Check register step 1 (name, e-mail, password) before the wizard moves on."""
        await context.attempts.hit(REGISTER, client_address(request), "")
        await accounts.validate_registration(context.uow(), data.name, data.email, data.password)
        return Empty()

    @get(
        "/me",
        operation_id="currentUser",
        opt=ENROLMENT_CALL,
        security=BEARER_SECURITY,
        responses=error_responses(401, 403),
    )
    async def me(
        self, account: NamedDependency[Account], context: NamedDependency[HttpContext]
    ) -> UserOut:
        """The signed-in user with their club."""
        return user_out(account, context.links)

    @put(
        "/profile",
        operation_id="updateProfile",
        security=BEARER_SECURITY,
        responses=error_responses(400, 401, 403, 409),
    )
    async def update_profile(
        self,
        data: JSONBody[ProfileIn],
        account: NamedDependency[Account],
        context: NamedDependency[HttpContext],
    ) -> UserOut:
        """Change the signed-in user's name, e-mail, language or mail notices (the fields sent)."""
        assert account.user.id is not None
        updated = await profile.update_profile(
            context.uow(), account.user.id, profile_changes(data)
        )
        return user_out(updated, context.links)

    @put(
        "/profile/change-password",
        operation_id="changePassword",
        security=BEARER_SECURITY,
        responses=error_responses(400, 401, 403, 429, 503),
        response_headers=[
            ResponseHeader(
                name=TOKEN_HEADER,
                documentation_only=True,
                description="A fresh token: earlier ones stop working",
            )
        ],
    )
    async def change_password(
        self,
        request: Request[Any, Any, Any],
        data: JSONBody[ChangePasswordIn],
        account: NamedDependency[Account],
        context: NamedDependency[HttpContext],
    ) -> Response[UserOut]:
        """Set a new password; answers the user and a fresh token in X-Auth-Token."""
        assert account.user.id is not None
        signed_in = await accounts.change_password(
            context.uow(),
            context.hasher,
            context.tokens,
            Asker(context.attempts, client_address(request)),
            account.user.id,
            data.current_password,
            data.new_password,
            keep=account.session_id,
            clock=context.clock,
        )
        return Response(
            user_out(signed_in.account, context.links), headers={TOKEN_HEADER: signed_in.token}
        )

    @post(
        "/request-reset-password",
        operation_id="requestPasswordReset",
        status_code=HTTP_200_OK,
        responses=error_responses(400, 404, 429),
    )
    async def request_reset(
        self,
        request: Request[Any, Any, Any],
        data: JSONBody[ResetRequestIn],
        context: NamedDependency[HttpContext],
    ) -> Empty:
        """Mail a single-use link to set a new password (valid 60 minutes)."""
        await context.attempts.hit("reset", client_address(request), "")
        reset_url = accounts.reset_url_of(context.public_url)
        language = request_language(request, context.variant)
        await accounts.request_password_reset(
            context.uow(), context.clock, context.mailer, data.email, reset_url, language
        )
        return Empty()

    @post(
        "/reset-password",
        operation_id="resetPassword",
        status_code=HTTP_200_OK,
        responses=error_responses(400, 429, 503),
    )
    async def reset_password(
        self,
        request: Request[Any, Any, Any],
        data: JSONBody[ResetPasswordIn],
        context: NamedDependency[HttpContext],
    ) -> Empty:
        """Set a new password with the token from the mailed link."""
        async with context.hasher.reserve():  # refused (503) before an attempt is counted
            await context.attempts.hit("reset-token", client_address(request), "")
            await accounts.reset_password(
                context.uow(), context.hasher, context.clock, data.token, data.password
            )
        return Empty()
