"""Users by e-mail, the settings row and password resets on both databases."""

import asyncio
from dataclasses import replace
from datetime import datetime

import pytest
from sqlalchemy import func, select

from adapters.sql.models import SettingsRow
from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core.domain.entities import PasswordReset, Settings
from fedreg_core.domain.errors import Conflict
from tests.integration.sql_samples import new_tournament, new_user


async def test_email_is_stored_lower_case_and_found_ignoring_case(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    async with uow_factory() as uow:
        user = await uow.users.add(new_user("Ana.Anic@Example.COM"))
        await uow.commit()
    assert user.email == "ana.anic@example.com"
    async with uow_factory() as uow:
        assert await uow.users.get_by_email("ANA.anic@example.com") == user
        assert await uow.users.get_by_email("someone@example.com") is None


@pytest.mark.parametrize("second", ["ana@example.com", "ANA@Example.com"])
async def test_a_taken_email_is_a_conflict_on_the_email_field(
    uow_factory: SqlUnitOfWorkFactory, second: str
) -> None:
    async with uow_factory() as uow:
        await uow.users.add(new_user("ana@example.com"))
        await uow.commit()
    async with uow_factory() as uow:
        with pytest.raises(Conflict) as raised:
            await uow.users.add(new_user(second))
    assert raised.value.field == "email"
    assert raised.value.message_key == "error_email_taken"


async def test_settings_are_the_defaults_until_the_first_update_stores_the_row(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    async with uow_factory() as uow:
        assert await uow.settings.get() == Settings("fedreg", "", id=1)
        await uow.commit()
    async with uow_factory() as uow:  # reading stores nothing
        assert await uow.session.scalar(select(func.count()).select_from(SettingsRow)) == 0
        first = await uow.settings.get()
        first.title = "Savez"
        await uow.settings.update(first)
        await uow.commit()
    async with uow_factory() as uow:
        assert await uow.session.scalar(select(func.count()).select_from(SettingsRow)) == 1
        assert (await uow.settings.get()).title == "Savez"


async def test_concurrent_first_updates_share_one_settings_row(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    async def first_update(title: str) -> Settings:
        async with uow_factory() as uow:
            settings = await uow.settings.get()
            await asyncio.sleep(0.05)  # both transactions are open before either commits
            settings.title = title
            stored = await uow.settings.update(settings)
            await uow.commit()
        return stored

    stored = await asyncio.gather(first_update("Savez A"), first_update("Savez B"))
    assert [s.id for s in stored] == [1, 1]
    async with uow_factory() as uow:
        assert await uow.session.scalar(select(func.count()).select_from(SettingsRow)) == 1
        assert (await uow.settings.get()).title in {"Savez A", "Savez B"}


async def test_settings_update_persists_and_active_tournament_is_cleared_on_delete(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    async with uow_factory() as uow:
        tournament = await uow.tournaments.add(new_tournament())
        wanted = Settings("Savez", "<p>Opis</p>", "logo.png", True, True, True, tournament.id)
        assert await uow.settings.update(wanted) == replace(wanted, id=1)
        await uow.commit()
    async with uow_factory() as uow:
        assert await uow.settings.get() == replace(wanted, id=1)
        assert tournament.id is not None
        await uow.tournaments.delete(tournament.id)
        await uow.commit()
    async with uow_factory() as uow:
        assert (await uow.settings.get()).active_tournament_id is None


async def test_password_reset_is_found_by_digest_and_marked_used(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    async with uow_factory() as uow:
        user = await uow.users.add(new_user())
        assert user.id is not None
        reset = await uow.password_resets.add(
            PasswordReset(user.id, "a" * 64, datetime(2026, 11, 21, 12, 0))
        )
        await uow.commit()
    assert reset.id is not None
    async with uow_factory() as uow:
        found = await uow.password_resets.get_by_digest("a" * 64)
        assert found == reset
        found.used_at = datetime(2026, 11, 21, 11, 30)
        await uow.password_resets.update(found)
        await uow.commit()
    async with uow_factory() as uow:
        assert await uow.password_resets.get_by_digest("a" * 64) == found
        assert await uow.password_resets.get_by_digest("b" * 64) is None
        with pytest.raises(Conflict):
            await uow.password_resets.add(PasswordReset(user.id, "a" * 64, datetime(2026, 1, 1)))


async def test_the_unused_resets_of_a_user_are_used_up_once_even_concurrently(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    issued, earlier, at = (
        datetime(2026, 11, 21, 12),
        datetime(2026, 11, 21, 11),
        datetime(2026, 11, 21, 11, 30),
    )
    async with uow_factory() as uow:
        ana = await uow.users.add(new_user())
        bob = await uow.users.add(new_user("bob@example.com"))
        assert ana.id is not None and bob.id is not None
        unused = [
            await uow.password_resets.add(PasswordReset(ana.id, d * 64, issued)) for d in "ab"
        ]
        await uow.password_resets.add(PasswordReset(ana.id, "c" * 64, issued, used_at=earlier))
        await uow.password_resets.add(PasswordReset(bob.id, "d" * 64, issued))
        await uow.commit()

    async def use_up() -> list[int]:
        async with uow_factory() as uow:
            assert ana.id is not None
            marked = await uow.password_resets.use_all_of(ana.id, at)
            await asyncio.sleep(0.05)  # the other call runs while this one holds its rows
            await uow.commit()
        return marked

    first, second = await asyncio.gather(use_up(), use_up())
    assert sorted([first, second]) == [[], sorted(r.id for r in unused if r.id is not None)]
    async with uow_factory() as uow:
        used_at = {
            d: reset.used_at
            for d in "abcd"
            if (reset := await uow.password_resets.get_by_digest(d * 64)) is not None
        }
    assert used_at == {"a": at, "b": at, "c": earlier, "d": None}
