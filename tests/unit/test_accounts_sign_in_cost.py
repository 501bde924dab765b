"""Every sign-in costs one password check, whether the account exists, is blocked or not: the
time of an answer does not tell which e-mails have accounts (issue 15)."""

import pytest

from fedreg_core.domain.errors import AccountBlocked, WrongCredentials
from fedreg_core.services.accounts import login
from tests.fakes import FakePasswordHasher
from tests.unit.accounts_setup import PASSWORD, World


class CountingHasher(FakePasswordHasher):
    """Notes the stored hash of every check."""

    def __init__(self) -> None:
        self.checked: list[str | None] = []

    async def verify(self, password: str, password_hash: str | None) -> bool:
        self.checked.append(password_hash)
        return await super().verify(password, password_hash)


@pytest.mark.parametrize(
    ("email", "password", "blocked", "refusal", "checked"),
    [
        pytest.param("nobody@klub.rs", PASSWORD, False, WrongCredentials, None, id="unknown"),
        pytest.param("ana@klub.rs", "pogresna", False, WrongCredentials, "hashed:" + PASSWORD,
                     id="wrong-password"),
        pytest.param("ana@klub.rs", "pogresna", True, WrongCredentials, "hashed:" + PASSWORD,
                     id="blocked-wrong-password"),
        pytest.param("ana@klub.rs", PASSWORD, True, AccountBlocked, "hashed:" + PASSWORD,
                     id="blocked-right-password"),
    ],
)  # fmt: skip
async def test_every_refused_sign_in_checks_one_password(
    email: str,
    password: str,
    blocked: bool,
    refusal: type[Exception],
    checked: str | None,
) -> None:
    world = World()
    await world.add_user("ana@klub.rs", blocked=blocked)
    hasher = CountingHasher()

    with pytest.raises(refusal):
        await login(world.uow, hasher, world.tokens, email, password, opening=world.opening)

    assert hasher.checked == [checked]
