"""``fedreg users``: accounts from the command line, through the users use cases of the API.

A USER is an id or an e-mail address. The command line acts as an admin (``OPERATOR``).
"""

from typing import Any

import typer

from adapters.cli.context import CliContext, CliWiring
from adapters.cli.language import LANGUAGE_OPTION, language_of
from adapters.cli.operator import OPERATOR
from adapters.cli.output import FORMAT_OPTION, Column, Format, listing_text, record_text
from adapters.cli.pages import run_every_listed
from adapters.cli.running import run_use_case
from fedreg_core.domain.entities import User
from fedreg_core.domain.errors import NotFound
from fedreg_core.ports.listing import UserSummary
from fedreg_core.services.accounts import request_password_reset, reset_url_of
from fedreg_core.services.admins import create_admin
from fedreg_core.services.listing import ListRequest
from fedreg_core.services.second_factor import reset_second_factor
from fedreg_core.services.users import StatusChange, change_user_status, get_user, list_users

COLUMNS = (
    Column("id", "Id"),
    Column("name", "Name"),
    Column("email", "E-mail"),
    Column("clubId", "Club id"),
    Column("club", "Club"),
    Column("isAdmin", "Admin"),
    Column("isBlocked", "Blocked"),
)
USER_ARGUMENT: Any = typer.Argument(..., help="The user's id or e-mail address.")


def user_row(user: UserSummary) -> dict[str, Any]:
    return {
        "id": user.id,
        "name": user.name,
        "email": user.email,
        "clubId": user.club.id if user.club else None,
        "club": user.club.name if user.club else None,
        "isAdmin": user.is_admin,
        "isBlocked": user.is_blocked,
    }


async def user_id_of(context: CliContext, user: str) -> int:
    """The id of the user named by id or e-mail (``NotFound`` for an unknown e-mail)."""
    if user.isdigit():
        return int(user)
    wanted = user.strip().casefold()
    page = await list_users(context.uow(), OPERATOR, ListRequest(text=wanted))
    for shown in page.items:
        if shown.item.email.casefold() == wanted:
            return shown.item.id
    raise NotFound(what="user", key=user)


def build(wiring: CliWiring) -> typer.Typer:
    app = typer.Typer(help="User accounts: list, block, admin rights, passwords.")

    @app.command("list")
    def list_command(
        search: str = typer.Option("", "--search", help="Words of the name or e-mail."),
        club: int | None = typer.Option(None, "--club", help="Users of this club id."),
        admin: bool | None = typer.Option(None, "--admin/--not-admin", help="Admins or not."),
        blocked: bool | None = typer.Option(
            None, "--blocked/--not-blocked", help="Blocked or not."
        ),
        output: Format = FORMAT_OPTION,
    ) -> None:
        """Users by name with their club and flags."""
        wanted = {"clubId": club, "isAdmin": admin, "isBlocked": blocked}
        by = {name: value for name, value in wanted.items() if value is not None}

        users = run_every_listed(
            wiring, lambda c, request: list_users(c.uow(), OPERATOR, request), search, by
        )
        typer.echo(listing_text(COLUMNS, [user_row(u) for u in users], output, "No users."))

    @app.command("show")
    def show_command(user: str = USER_ARGUMENT, output: Format = FORMAT_OPTION) -> None:
        """One user with their club and flags."""

        async def use_case(context: CliContext) -> UserSummary:
            return (await get_user(context.uow(), OPERATOR, await user_id_of(context, user))).item

        typer.echo(record_text(COLUMNS, user_row(run_use_case(wiring, use_case)), output))

    def change(user: str, status: StatusChange, done: str) -> None:
        async def use_case(context: CliContext) -> UserSummary:
            user_id = await user_id_of(context, user)
            return (await change_user_status(context.uow(), OPERATOR, user_id, status)).item

        changed = run_use_case(wiring, use_case)
        typer.echo(f"{changed.name} <{changed.email}> {done}.")

    @app.command("block")
    def block_command(user: str = USER_ARGUMENT) -> None:
        """Block a user: they cannot sign in and their sessions end."""
        change(user, StatusChange(is_blocked=True), "is blocked")

    @app.command("unblock")
    def unblock_command(user: str = USER_ARGUMENT) -> None:
        """Unblock a user."""
        change(user, StatusChange(is_blocked=False), "is unblocked")

    @app.command("set-admin")
    def set_admin_command(user: str = USER_ARGUMENT) -> None:
        """Give a user admin rights."""
        change(user, StatusChange(is_admin=True), "is an admin")

    @app.command("unset-admin")
    def unset_admin_command(user: str = USER_ARGUMENT) -> None:
        """Take admin rights away from a user."""
        change(user, StatusChange(is_admin=False), "is no longer an admin")

    @app.command("reset-password")
    def reset_password_command(
        user: str = USER_ARGUMENT, language: str | None = LANGUAGE_OPTION
    ) -> None:
        """Mail the user a link to set a new password (valid 60 minutes, works once), as the
        sign-in page's "forgotten password" does. Without FEDREG_SMTP_URL the mail is
        written to the data folder's outbox/."""

        async def use_case(context: CliContext) -> str:
            found = await get_user(context.uow(), OPERATOR, await user_id_of(context, user))
            email = found.item.email
            reset_url = reset_url_of(context.public_url)
            await request_password_reset(
                context.uow(),
                context.clock,
                context.mailer,
                email,
                reset_url,
                language_of(context.variant, language),
            )
            return email

        email = run_use_case(wiring, use_case)
        typer.echo(f"A link to set a new password was mailed to {email} (valid 60 minutes).")

    @app.command("reset-2fa")
    def reset_second_factor_command(user: str = USER_ARGUMENT) -> None:
        """Turn a locked-out user's second factor off: their recovery codes are deleted and
        every session of theirs ends. They sign in with the password alone (an admin, while
        admins must have one, then only to switch a new one on)."""

        async def use_case(context: CliContext) -> UserSummary:
            user_id = await user_id_of(context, user)
            await reset_second_factor(context.uow(), user_id)
            return (await get_user(context.uow(), OPERATOR, user_id)).item

        reset = run_use_case(wiring, use_case)
        typer.echo(f"{reset.name} <{reset.email}>: second factor off, every session ended.")

    @app.command("create-admin")
    def create_admin_command(
        email: str = typer.Argument(..., help="E-mail the admin signs in with."),
        name: str = typer.Option(..., "--name", help="The admin's name."),
        password: str = typer.Option(
            ..., "--password", help="At least 6 characters.", prompt=True, hide_input=True
        ),
    ) -> None:
        """Create an admin account (no club)."""

        async def use_case(context: CliContext) -> User:
            return await create_admin(context.uow(), context.hasher, email, name, password)

        created = run_use_case(wiring, use_case)
        typer.echo(f"Admin {created.name} <{created.email}> created (id {created.id}).")

    return app
