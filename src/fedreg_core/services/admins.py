"""Creating an admin account from the command line."""

from fedreg_core.domain.entities import User
from fedreg_core.domain.names import clean_name
from fedreg_core.domain.rules import Validation, check_account
from fedreg_core.ports.security import PasswordHasher
from fedreg_core.ports.unit_of_work import AccountWork
from fedreg_core.services.accounts import ensure_email_is_free, normalize_email


async def create_admin(
    uow: AccountWork, hasher: PasswordHasher, email: str, name: str, password: str
) -> User:
    """A new admin without a club; the e-mail must be free."""
    v = Validation()
    check_account(v, name, email, password)
    v.raise_if_broken()
    password_hash = await hasher.hash(password)
    async with uow:
        await ensure_email_is_free(uow, email)
        user = await uow.users.add(
            User(clean_name(name), normalize_email(email), password_hash, is_admin=True)
        )
        await uow.commit()
        return user
