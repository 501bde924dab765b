"""`fedreg users`: create an admin, list, show, block, promote and reset, by id or e-mail."""

import csv
import io
import json

from adapters.unit_of_work import Factory
from fedreg_core.domain.entities import Club, RecoveryCode, SecondFactor, User
from tests.integration.cli.conftest import Fedreg
from tests.integration.cli.test_cli_setup import one_error_line


async def coach_of_sloga(uows: Factory) -> int:
    async with uows() as uow:
        club = await uow.clubs.add(Club("Sloga", "SL", "Beograd", "U 1", "s@k.rs", "Ana", "06"))
        coach = await uow.users.add(User("Ana Coach", "ana@sloga.rs", "x", club.id))
        await uow.commit()
    assert coach.id is not None
    return coach.id


def test_create_admin_then_list_and_show_in_every_format(fedreg: Fedreg) -> None:
    created = fedreg.ok(
        "users", "create-admin", "Boss@Fed.rs", "--name", "Boss", "--password", "secret12"
    )
    assert "Admin Boss <boss@fed.rs> created" in created
    again = fedreg("users", "create-admin", "boss@fed.rs", "--name", "B", "--password", "secret12")
    assert one_error_line(again) == "Error: email: An account with this email already exists."
    short = fedreg("users", "create-admin", "x@fed.rs", "--name", "X", "--password", "123")
    assert "password: More characters needed: at least 6." in one_error_line(short)
    coach = fedreg.seed(coach_of_sloga)

    table = fedreg.ok("users", "list").splitlines()
    assert table[0].split() == ["Id", "Name", "E-mail", "Club", "id", "Club", "Admin", "Blocked"]
    assert [line.split()[1] for line in table[2:]] == ["Ana", "Boss"]
    rows = list(csv.DictReader(io.StringIO(fedreg.ok("users", "list", "--format", "csv"))))
    assert rows[0] == {
        "id": str(coach),
        "name": "Ana Coach",
        "email": "ana@sloga.rs",
        "clubId": rows[0]["clubId"],
        "club": "Sloga",
        "isAdmin": "no",
        "isBlocked": "no",
    }
    admins = json.loads(fedreg.ok("users", "list", "--admin", "--format", "json"))
    assert [(u["email"], u["isAdmin"], u["club"]) for u in admins] == [("boss@fed.rs", True, None)]
    shown = json.loads(fedreg.ok("users", "show", "ANA@sloga.rs", "--format", "json"))
    assert (shown["id"], shown["club"]) == (coach, "Sloga")
    assert "Name:    Ana Coach" in fedreg.ok("users", "show", str(coach))


def test_block_unblock_and_admin_rights(fedreg: Fedreg) -> None:
    coach = fedreg.seed(coach_of_sloga)
    assert "is blocked" in fedreg.ok("users", "block", "ana@sloga.rs")
    blocked = json.loads(fedreg.ok("users", "list", "--blocked", "--format", "json"))
    assert [u["id"] for u in blocked] == [coach]
    assert "is unblocked" in fedreg.ok("users", "unblock", str(coach))
    assert json.loads(fedreg.ok("users", "list", "--blocked", "--format", "json")) == []
    assert "is an admin" in fedreg.ok("users", "set-admin", str(coach))
    assert json.loads(fedreg.ok("users", "show", str(coach), "--format", "json"))["isAdmin"]
    assert "is no longer an admin" in fedreg.ok("users", "unset-admin", str(coach))
    assert not json.loads(fedreg.ok("users", "show", str(coach), "--format", "json"))["isAdmin"]


def test_reset_password_mails_a_link_to_the_outbox(fedreg: Fedreg) -> None:
    fedreg.seed(coach_of_sloga)
    said = fedreg.ok("users", "reset-password", "ana@sloga.rs", "--language", "en")
    assert "mailed to ana@sloga.rs" in said
    (mail,) = (fedreg.data_dir / "outbox").glob("*.eml")
    text = mail.read_text(encoding="utf-8")
    assert "To: ana@sloga.rs" in text
    assert "https://fed.example/reset-password/" in text
    assert "Password reset" in text
    assert fedreg("users", "reset-password", "ana@sloga.rs", "--language", "de").exit_code == 2


async def admin_with_second_factor(uows: Factory) -> int:
    """An admin whose second factor is on, with two recovery codes left."""
    async with uows() as uow:
        admin = await uow.users.add(User("Čedomir Đukić", "cedo@savez.rs", "x", is_admin=True))
        assert admin.id is not None
        await uow.second_factors.save(SecondFactor(admin.id, "JBSWY3DPEHPK3PXP", True, 5))
        codes = [RecoveryCode(admin.id, s, f"hash-{s}") for s in ("K7QM", "2XWP")]
        await uow.second_factors.replace_recovery_codes(admin.id, codes)
        await uow.commit()
    return admin.id


def test_reset_2fa_turns_the_factor_off_and_ends_every_session(fedreg: Fedreg) -> None:
    admin = fedreg.seed(admin_with_second_factor)

    said = fedreg.ok("users", "reset-2fa", "CEDO@savez.rs")

    assert said.strip() == "Čedomir Đukić <cedo@savez.rs>: second factor off, every session ended."

    async def stored(uows: Factory) -> tuple[object, int, int]:
        async with uows() as uow:
            factor = await uow.second_factors.get(admin)
            left = await uow.second_factors.recovery_codes_left(admin)
            user = await uow.users.get(admin)
        assert user is not None
        return factor, left, user.token_version

    assert fedreg.seed(stored) == (None, 0, 1)
    assert one_error_line(fedreg("users", "reset-2fa", "nobody@savez.rs")).startswith("Error:")
