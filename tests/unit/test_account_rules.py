"""The rule that blocked users cannot sign in or act, and where it is applied."""

import pytest

from fedreg_core.domain.account_rules import ensure_user_is_not_blocked, user_is_not_blocked
from fedreg_core.domain.entities import User
from fedreg_core.domain.errors import AccountBlocked
from fedreg_core.ports.security import TokenClaims
from fedreg_core.ports.site import Account
from fedreg_core.services.authentication import token_holder


def user(*, blocked: bool) -> User:
    return User(id=1, name="Ana", email="ana@example.com", password_hash="x", is_blocked=blocked)


@pytest.mark.parametrize(("blocked", "holds"), [(False, True), (True, False)])
def test_user_is_not_blocked(blocked: bool, holds: bool) -> None:
    assert user_is_not_blocked(user(blocked=blocked)) is holds


def test_a_blocked_user_is_refused_with_the_rules_message() -> None:
    ensure_user_is_not_blocked(user(blocked=False))
    with pytest.raises(AccountBlocked) as refused:
        ensure_user_is_not_blocked(user(blocked=True))
    assert refused.value.message_key == "error_account_blocked"


def test_a_blocked_users_token_is_refused_by_the_rule() -> None:
    blocked = user(blocked=True)
    claims = TokenClaims(user_id=1, token_version=blocked.token_version)
    with pytest.raises(AccountBlocked):
        token_holder(Account(blocked, None), claims)
