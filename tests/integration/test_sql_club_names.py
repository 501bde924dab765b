"""Club names unique without case, diacritics and script, on SQLite and PostgreSQL: the unique
index of ``name_key``, sign-ups racing for one name, and migration 0019 on clubs that already
share a name."""

import asyncio
from dataclasses import replace

import pytest
import sqlalchemy as sa
from alembic import command

from adapters.sql.engine import create_engine, session_factory
from adapters.sql.migrate import alembic_config, upgrade
from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core.domain.errors import Conflict
from fedreg_core.services.accounts import register
from tests.fakes import FakePasswordHasher
from tests.integration.sql_samples import new_club
from tests.integration.sql_support import run_in_thread
from tests.unit.accounts_setup import valid_registration

CLUB_COLUMNS = (
    "name, short_name, city, address, email, contact, mobile, website, is_blocked, is_deleted"
)


async def test_the_index_refuses_a_second_club_whose_name_folds_alike(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    async with uow_factory() as uow:
        first = await uow.clubs.add(new_club("Karate klub Đorđević"))
        other = await uow.clubs.add(new_club("Borac"))
        await uow.commit()
    for name in ("KARATE KLUB DJORDJEVIC", "Карате клуб Ђорђевић"):
        with pytest.raises(Conflict) as caught:
            async with uow_factory() as uow:
                await uow.clubs.add(new_club(name))
        assert caught.value.message_key == "error_club_name_taken"
        with pytest.raises(Conflict):
            async with uow_factory() as uow:
                await uow.clubs.update(replace(other, name=name))
    async with uow_factory() as uow:
        found = await uow.clubs.get_by_name("карате  клуб ђорђевић")
        renamed = await uow.clubs.update(replace(first, name="Карате клуб Ђорђевић"))
        await uow.commit()
    assert found is not None and found.id == first.id
    assert renamed.name == "Карате клуб Ђорђевић"


async def test_of_two_sign_ups_racing_for_one_name_one_is_stored(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    async def sign_up(email: str, club_name: str) -> object:
        data = valid_registration(email)
        data.club = replace(data.club, name=club_name)
        return await register(uow_factory(), FakePasswordHasher(), data)

    results = await asyncio.gather(
        sign_up("ana@example.com", "Karate klub Šabac"),
        sign_up("iva@example.com", "КАРАТЕ КЛУБ ШАБАЦ"),
        return_exceptions=True,
    )

    assert sorted(type(result).__name__ for result in results) == ["Account", "Conflict"]
    async with uow_factory() as uow:
        assert await uow.clubs.get_by_name("karate klub sabac") is not None


async def test_0019_keeps_clubs_that_already_shared_a_name(empty_database_url: str) -> None:
    """The first keeps the folded name as its key; a later one keeps working until it takes
    a name that is taken."""
    run_in_thread(command.upgrade, alembic_config(empty_database_url), "0016")
    engine = create_engine(empty_database_url)
    try:
        async with engine.begin() as connection:
            for name in ("Sokol", "SOKOL", "Сокол", "Borac"):
                await connection.execute(
                    sa.text(
                        f"INSERT INTO clubs ({CLUB_COLUMNS}) VALUES"
                        " (:name, 'S', 'Beograd', 'U 1', 's@k.rs', 'Ana', '06', '', false, false)"
                    ),
                    {"name": name},
                )
        await upgrade(empty_database_url)
        async with engine.connect() as connection:
            keys = (await connection.execute(sa.text("SELECT id, name_key FROM clubs"))).all()
        assert sorted(key for _, key in keys) == ["borac", "sokol", "sokol\n2", "sokol\n3"]
        uow_factory = SqlUnitOfWorkFactory(session_factory(engine))
        async with uow_factory() as uow:
            later = await uow.clubs.get(2)
            assert later is not None
            await uow.clubs.update(replace(later, city="Novi Sad", name="Sokol"))
            await uow.commit()
            first = await uow.clubs.get_by_name("СОКОЛ")
        assert first is not None and first.id == 1
        with pytest.raises(Conflict):
            async with uow_factory() as uow:
                await uow.clubs.update(replace(later, name="BORAC"))
    finally:
        await engine.dispose()
