"""The lists' name search finds people, clubs and users in either Serbian script, with
diacritics or without (folded keys, migrations 0023 and 0030), đ typed as dj or as d, on SQLite
and PostgreSQL."""

from dataclasses import replace
from datetime import date

import pytest
import sqlalchemy as sa
from alembic import command

from adapters.sql.engine import create_engine, session_factory
from adapters.sql.migrate import alembic_config, upgrade
from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core.domain.entities import Coach, Member
from fedreg_core.ports.listing import ListQuery
from fedreg_core.ports.registration_lists import RegistrationFilter
from fedreg_core.services import registration_lists
from fedreg_core.services.registration_lists import PageRequest
from tests.integration.registration_list_seed import seed_field
from tests.integration.sql_samples import new_club, new_user
from tests.integration.sql_support import run_in_thread
from tests.integration.test_sql_registration_lists import ADMIN

PEOPLE = ListQuery(search_fields=("first_name", "last_name"), order_by=("last_name", "first_name"))
NAMES = [
    ("Јелена", "Ђорђевић"),
    ("Jelena", "Đorđević"),
    ("JELENA", "DJORDJEVIC"),
    ("Ana", "Njegoš"),
]
ALL_JELENAS = ["Ђорђевић", "Đorđević", "DJORDJEVIC"]
USERS = ListQuery(search_fields=("name", "email"), order_by=("name",))
SEARCHES = [
    ("Djordjevic", ALL_JELENAS),
    ("Dordevic", ALL_JELENAS),  # a keyboard without đ
    ("jelena dord", ALL_JELENAS),
    ("đorđević", ALL_JELENAS),
    ("Ђорђевић", ALL_JELENAS),
    ("јелена ђорђ", ALL_JELENAS),
    ("Његош", ["Njegoš"]),
    ("njegos ana", ["Njegoš"]),
    ("Ана", ["Njegoš"]),
    ("%", []),
]


async def _user_names(uow_factory: SqlUnitOfWorkFactory, text: str) -> list[str]:
    async with uow_factory() as uow:
        page = await uow.users.summary_page(replace(USERS, text=text))
    return [user.name for user in page.items]


async def _last_names(uow_factory: SqlUnitOfWorkFactory, text: str, coaches: bool) -> set[str]:
    async with uow_factory() as uow:
        repository = uow.coaches if coaches else uow.members
        page = await repository.page(replace(PEOPLE, text=text))
    return {person.last_name for person in page.items}


@pytest.mark.parametrize(("text", "found"), SEARCHES)
async def test_members_and_coaches_are_found_in_either_script(
    uow_factory: SqlUnitOfWorkFactory, text: str, found: list[str]
) -> None:
    async with uow_factory() as uow:
        club = await uow.clubs.add(new_club())
        assert club.id is not None
        for first, last in NAMES:
            await uow.members.add(Member(club.id, first, last, date(2010, 3, 5), False, "BELI"))
            await uow.coaches.add(Coach(club.id, first, last))
        await uow.commit()
    assert await _last_names(uow_factory, text, coaches=False) == set(found)
    assert await _last_names(uow_factory, text, coaches=True) == set(found)


async def test_a_renamed_person_is_found_by_the_new_name_only(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    async with uow_factory() as uow:
        club = await uow.clubs.add(new_club())
        assert club.id is not None
        member = await uow.members.add(Member(club.id, "Ana", "Anić", date(2010, 1, 1), False, "B"))
        await uow.commit()
    async with uow_factory() as uow:
        await uow.members.update(replace(member, last_name="Љубић"))
        await uow.commit()
    assert await _last_names(uow_factory, "ljubic", coaches=False) == {"Љубић"}
    assert await _last_names(uow_factory, "anic", coaches=False) == set()


async def test_clubs_are_found_by_their_name_in_either_script(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    async with uow_factory() as uow:
        await uow.clubs.add(replace(new_club("ĐORĐE Karate"), city="Šabac"))
        await uow.commit()
    # the name by its folded key; the city as before, ignoring case only
    for text in ("Ђорђе", "djordje šabac", "đorđe", "Dorde", "DORĐE"):
        async with uow_factory() as uow:
            page = await uow.clubs.page(ListQuery(search_fields=("name", "city"), text=text))
        assert [club.name for club in page.items] == ["ĐORĐE Karate"], text


async def test_users_are_found_by_name_without_diacritics_or_script(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    async with uow_factory() as uow:
        for name, email in (("Jelena Đorđević", "j@example.com"), ("Ђорђе Јовић", "dj@example.com"),
                            ("Iva Ilić", "i@example.com")):  # fmt: skip
            await uow.users.add(replace(new_user(email), name=name))
        await uow.commit()
    assert await _user_names(uow_factory, "Dordevic") == ["Jelena Đorđević"]
    assert await _user_names(uow_factory, "ЂОРЂЕВИЋ jelena") == ["Jelena Đorđević"]
    assert await _user_names(uow_factory, "djordje jovic") == ["Ђорђе Јовић"]
    assert await _user_names(uow_factory, "ilic i@example") == ["Iva Ilić"]
    async with uow_factory() as uow:
        renamed = await uow.users.get_by_email("i@example.com")
        assert renamed is not None
        await uow.users.update(replace(renamed, name="Iva Šarić"))
        await uow.commit()
    assert await _user_names(uow_factory, "saric") == ["Iva Šarić"]


async def test_registration_lists_find_competitors_and_clubs_in_either_script(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    found = await seed_field(uow_factory)

    async def shown(text: str) -> list[str]:
        request = PageRequest(RegistrationFilter(text=text))
        page = await registration_lists.competitor_page(
            uow_factory(), ADMIN, found.ids["cup"], request
        )
        return sorted(found.names([r.id or 0 for r in page.snapshot.competitors]))

    assert await shown("Ћирић") == ["c4"]  # Iva Ćirić
    assert await shown("cir") == ["c4"]
    assert await shown("Ćirić") == ["c4"]
    assert await shown("АНИЋ") == ["c2", "c5"]
    assert await shown("Слога зое") == ["c1"]  # the club's name and a first name


async def test_0023_gives_stored_people_their_keys(empty_database_url: str) -> None:
    await upgrade(empty_database_url)
    engine = create_engine(empty_database_url)
    try:
        uow_factory = SqlUnitOfWorkFactory(session_factory(engine))
        async with uow_factory() as uow:
            club = await uow.clubs.add(new_club())
            await uow.commit()
        run_in_thread(command.downgrade, alembic_config(empty_database_url), "0022")
        async with engine.begin() as connection:
            await connection.execute(
                sa.text(
                    "INSERT INTO members (club_id, first_name, last_name, born, is_male, belt,"
                    " no_pay, always_pays) VALUES (:c, 'Јелена', 'Ђорђевић', :born, false,"
                    " 'BELI', false, false)"
                ),
                {"c": club.id, "born": date(2010, 3, 5)},
            )
            await connection.execute(
                sa.text(
                    "INSERT INTO officials (club_id, first_name, last_name, funct)"
                    " VALUES (:c, 'Đorđe', 'Njegoš', 'x')"
                ),
                {"c": club.id},
            )
        await upgrade(empty_database_url)
        assert await _last_names(uow_factory, "djordjevic", coaches=False) == {"Ђорђевић"}
        async with uow_factory() as uow:
            page = await uow.officials.page(replace(PEOPLE, text="Ђорђе Његош"))
        assert [o.last_name for o in page.items] == ["Njegoš"]
    finally:
        await engine.dispose()


async def test_0030_gives_stored_users_their_keys(empty_database_url: str) -> None:
    await upgrade(empty_database_url)
    run_in_thread(command.downgrade, alembic_config(empty_database_url), "0029")
    engine = create_engine(empty_database_url)
    try:
        async with engine.begin() as connection:
            await connection.execute(
                sa.text(
                    "INSERT INTO users (name, email, password_hash, is_admin, is_blocked,"
                    " token_version) VALUES ('Јелена Ђорђевић', 'j@example.com', 'x', false,"
                    " false, 0)"
                )
            )
        await upgrade(empty_database_url)
        uow_factory = SqlUnitOfWorkFactory(session_factory(engine))
        assert await _user_names(uow_factory, "Dordevic jelena") == ["Јелена Ђорђевић"]
    finally:
        await engine.dispose()
