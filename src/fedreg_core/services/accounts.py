"""Account use cases: register, sign in, password change and reset (the profile:
``services.profile``)."""

import hashlib
import secrets
from dataclasses import dataclass, field, replace
from datetime import timedelta

from fedreg_core.domain.account_rules import ensure_account_is_usable
from fedreg_core.domain.entities import Club, Coach, Official, PasswordReset, Referee, User
from fedreg_core.domain.errors import (
    Conflict,
    NotFound,
    RuleBroken,
    WrongCredentials,
)
from fedreg_core.domain.names import (
    clean_name,
    club_with_clean_names,
    person_with_clean_names,
)
from fedreg_core.domain.rules import (
    Validation,
    check_account,
    check_club,
    check_coach,
    check_each,
    check_official,
    check_referee,
)
from fedreg_core.messages import translate
from fedreg_core.ports.clock import Clock
from fedreg_core.ports.mail import Mail, Mailer
from fedreg_core.ports.security import PasswordHasher, TokenService
from fedreg_core.ports.site import Account
from fedreg_core.ports.unit_of_work import AccountWork
from fedreg_core.services.clubs import ensure_club_name_is_free
from fedreg_core.services.own_password import Asker, check_own_password
from fedreg_core.services.sessions import Opening, keep_only, open_session

RESET_TOKEN_LIFETIME = timedelta(minutes=60)
RESET_MAILS_PER_LIFETIME = 3
"""Reset mails to one account within a token lifetime: a request past them is answered the
same and mails nothing, so strangers cannot flood an inbox (docs/security.md)."""


@dataclass(frozen=True, slots=True)
class SignedIn:
    account: Account
    token: str
    enrolment_only: bool = False
    """The token is good only to switch a second factor on (``services.second_factor``)."""


@dataclass(frozen=True, slots=True)
class SecondFactorNeeded:
    """The password was right; the account asks for its second factor with ``challenge``."""

    challenge: str


@dataclass(slots=True)
class Registration:
    """A new account with its club and the club's first people (their ``club_id`` is set here)."""

    name: str
    email: str
    password: str
    club: Club
    coaches: list[Coach] = field(default_factory=list)
    referees: list[Referee] = field(default_factory=list)
    officials: list[Official] = field(default_factory=list)


def normalize_email(email: str) -> str:
    return email.strip().lower()


async def ensure_email_is_free(uow: AccountWork, email: str, owner_id: int | None = None) -> None:
    existing = await uow.users.get_by_email(normalize_email(email))
    if existing is not None and existing.id != owner_id:
        raise Conflict("error_email_taken", field="email")


async def account_of(uow: AccountWork, user: User) -> Account:
    """The user with their club (one more query when they have one)."""
    club = await uow.clubs.get(user.club_id) if user.club_id is not None else None
    return Account(user, club)


async def validate_registration(uow: AccountWork, name: str, email: str, password: str) -> None:
    """Register step 1, checked by the server before the wizard moves on."""
    v = Validation()
    check_account(v, name, email, password)
    v.raise_if_broken()
    async with uow:
        await ensure_email_is_free(uow, email)


def _with_clean_names(data: Registration) -> Registration:
    """The sign-up with every name of it cleaned (``names.clean_name``)."""
    return replace(
        data,
        name=clean_name(data.name),
        club=club_with_clean_names(data.club),
        coaches=[person_with_clean_names(coach) for coach in data.coaches],
        referees=[person_with_clean_names(referee) for referee in data.referees],
        officials=[person_with_clean_names(official) for official in data.officials],
    )


async def register(uow: AccountWork, hasher: PasswordHasher, data: Registration) -> Account:
    """Create the user, their club and its people in one transaction; the club's name must
    be free."""
    data = _with_clean_names(data)
    v = Validation()
    check_account(v, data.name, data.email, data.password)
    check_club(v, data.club, "club.")
    check_each(v, data.coaches, "coaches", check_coach)
    check_each(v, data.referees, "referees", check_referee)
    check_each(v, data.officials, "officials", check_official)
    v.raise_if_broken()
    password_hash = await hasher.hash(data.password)
    async with uow:
        await ensure_email_is_free(uow, data.email)
        await ensure_club_name_is_free(uow.clubs, data.club.name, field="club.name")
        club = await uow.clubs.add(data.club)
        assert club.id is not None
        for coach in data.coaches:
            coach.club_id = club.id
            await uow.coaches.add(coach)
        for referee in data.referees:
            referee.club_id = club.id
            await uow.referees.add(referee)
        for official in data.officials:
            official.club_id = club.id
            await uow.officials.add(official)
        user = User(data.name, normalize_email(data.email), password_hash, club.id)
        user = await uow.users.add(user)
        await uow.commit()
    return Account(user, club)


async def login(
    uow: AccountWork,
    hasher: PasswordHasher,
    tokens: TokenService,
    email: str,
    password: str,
    opening: Opening,
) -> SignedIn | SecondFactorNeeded:
    """Signed in (a new session of the user's, on ``opening``'s device), or asked for the
    second factor when the account has one on; an admin who must have one
    (``Settings.admins_need_second_factor``) and has none gets a token good only to switch
    one on."""
    v = Validation()
    v.required("email", email)
    v.required("password", password)
    v.raise_if_broken()
    async with uow:  # closed before bcrypt runs (~0.3 s): no connection waits on it
        user = await uow.users.get_by_email(normalize_email(email))
    # An unknown e-mail is checked too (against no hash: as slow as a real check), and
    # nothing else is read before the check: the answer's time does not tell whether an
    # account exists, nor whether it is blocked.
    if not await hasher.verify(password, user.password_hash if user is not None else None):
        raise WrongCredentials
    assert user is not None
    assert user.id is not None
    async with uow:
        account = await account_of(uow, user)
        factor = await uow.second_factors.get(user.id)
        settings = await uow.settings.get() if user.is_admin else None
        ensure_account_is_usable(user, account.club)
        if factor is not None and factor.enabled:
            return SecondFactorNeeded(tokens.issue_challenge(user.id, user.token_version))
        session_id = await open_session(uow.sign_ins, opening.clock, user.id, opening.device)
        await uow.commit()
    enrolment_only = settings is not None and settings.admins_need_second_factor
    token = tokens.issue(
        user.id, user.token_version, enrolment_only=enrolment_only, session_id=session_id
    )
    return SignedIn(replace(account, session_id=session_id), token, enrolment_only)


async def change_password(
    uow: AccountWork,
    hasher: PasswordHasher,
    tokens: TokenService,
    asker: Asker,
    user_id: int,
    current_password: str,
    new_password: str,
    *,
    keep: str | None,
    clock: Clock,
) -> SignedIn:
    """Set a new password; earlier tokens stop working and the user's other sessions end
    (all but ``keep``, the asking one's), a fresh token is answered (of that session; it
    records the second factor when the user has one on: every token of theirs passed it). The
    current password is checked within the attempt limits. No connection is held while
    bcrypt runs: the user is read, checked and hashed for, then written in a second unit of
    work (refused if the password changed meanwhile)."""
    v = Validation()
    v.required("currentPassword", current_password)
    v.new_password("newPassword", new_password)
    v.raise_if_broken()
    async with uow:
        checked = await uow.users.get(user_id)
    if checked is None:
        raise NotFound
    async with hasher.reserve():  # both hashes in one place of the hasher's queue
        await check_own_password(hasher, asker, checked, current_password, "currentPassword")
        password_hash = await hasher.hash(new_password)
    async with uow:
        user = await uow.users.get(user_id)
        if user is None:
            raise NotFound
        if user.password_hash != checked.password_hash:
            raise RuleBroken.single("currentPassword", "error_wrong_current_password")
        user.password_hash = password_hash
        user.token_version += 1
        await uow.users.update(user)
        await keep_only(uow.sign_ins, clock, user_id, keep)
        factor = await uow.second_factors.get(user_id)
        await uow.commit()
        passed = factor is not None and factor.enabled
        token = tokens.issue(
            user_id, user.token_version, second_factor=passed, session_id=keep or ""
        )
        account = replace(await account_of(uow, user), session_id=keep)
        return SignedIn(account, token)


def reset_url_of(public_url: str) -> str:
    """Where the webapp sets a new password; a mailed link is this URL and ``/{token}``."""
    return f"{public_url.rstrip('/')}/reset-password"


def _digest(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


async def request_password_reset(
    uow: AccountWork, clock: Clock, mailer: Mailer, email: str, reset_url: str, language: str
) -> None:
    """Mail a single-use link ``{reset_url}/{token}`` valid for 60 minutes; nothing when the
    account was mailed ``RESET_MAILS_PER_LIFETIME`` links within the last 60 minutes (the
    answer is the same: the links already mailed work)."""
    v = Validation()
    v.email("email", email)
    v.raise_if_broken()
    token = secrets.token_urlsafe(32)
    async with uow:
        user = await uow.users.get_by_email(normalize_email(email))
        if user is None:
            raise NotFound("error_unknown_email")
        assert user.id is not None
        mailed = await uow.password_resets.count_unexpired(user.id, clock.now())
        if mailed >= RESET_MAILS_PER_LIFETIME:
            return
        expires_at = clock.now() + RESET_TOKEN_LIFETIME
        await uow.password_resets.add(PasswordReset(user.id, _digest(token), expires_at))
        await uow.commit()
    body = translate("mail_reset_body", language).format(
        name=user.name, link=f"{reset_url.rstrip('/')}/{token}"
    )
    await mailer.send(Mail(user.email, translate("mail_reset_subject", language), body))


async def reset_password(
    uow: AccountWork, hasher: PasswordHasher, clock: Clock, token: str, password: str
) -> None:
    """Set the password with a mailed token: once, within 60 minutes; every other link the
    user was sent stops working too, and so do the user's sign-in tokens. The token is
    checked, the password hashed with no connection held, and the token used up and the
    password written in a second unit of work."""
    v = Validation()
    v.required("token", token)
    v.new_password("password", password)
    v.raise_if_broken()
    async with uow:
        reset = _usable(await uow.password_resets.get_by_digest(_digest(token)), clock)
    password_hash = await hasher.hash(password)
    async with uow:
        reset = _usable(reset, clock)
        user = await uow.users.get(reset.user_id)
        if user is None or user.id is None:
            raise RuleBroken.single("token", "error_reset_token_invalid")
        # This token and the user's other outstanding ones are used up together; a token
        # a concurrent reset has just used is refused.
        if reset.id not in await uow.password_resets.use_all_of(user.id, clock.now()):
            raise RuleBroken.single("token", "error_reset_token_invalid")
        user.password_hash = password_hash
        user.token_version += 1
        await uow.users.update(user)
        await uow.sign_ins.remove_all_of(user.id)
        await uow.commit()


def _usable(reset: PasswordReset | None, clock: Clock) -> PasswordReset:
    """``reset`` when it is unused and unexpired."""
    if reset is None or reset.used_at is not None or reset.expires_at <= clock.now():
        raise RuleBroken.single("token", "error_reset_token_invalid")
    return reset
