"""Lists in the order of the Serbian alphabet on SQLite and PostgreSQL alike: ``Čolić`` and
``Ćirić`` after ``Cvetić``, ``Đorđević`` after ``Džajić``, ``Šarić`` after ``Sabić``,
``Žikić`` after ``Zec`` (not after ``Vasić``, as by code point); ``lj``, ``nj``, ``dž`` are
letters of their own; Cyrillic after Latin, in its own alphabet. PostgreSQL orders by ICU's
``sr-Latn-x-icu``, SQLite by the core's ``serbian_key``: the same order, checked here."""

import json
import random
from dataclasses import replace
from datetime import date
from pathlib import Path

from sqlalchemy import String, literal, select, union_all
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.sql.serbian_order import serbian_order
from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core.domain.collation import serbian_key
from fedreg_core.domain.entities import Member
from fedreg_core.ports.listing import ListQuery
from tests.integration.sql_samples import new_club

SHARED = json.loads((Path(__file__).parents[1] / "data" / "serbian-names.json").read_text())
IN_ORDER: list[str] = SHARED["order"]
"""Real surnames in the order the lists show them; the browser's ``Intl.Collator('sr-Latn')``
orders the same file the same way (webapp/src/lib/serbian.test.ts)."""

# Case and other accents decide only between names that are otherwise the same.
TIES_IN_ORDER = ["ana", "Ana", "ANA", "Ána", "ana marija", "Ana-Marija", "Anamarija", "ANAMARIJA"]
# lj, nj and dž are letters after l, n and d: "lz" (l, z) comes before "lj".
DIGRAPHS_IN_ORDER = ["dz", "dž", "Dž", "DŽ", "đ", "lz", "lj", "Lj", "LJ", "lja", "Lja", "LJA",
                     "nz", "nj", "Nj", "NJ"]  # fmt: skip


async def ordered(engine: AsyncEngine, texts: list[str]) -> list[str]:
    """``texts`` as the database orders them by ``serbian_order``."""
    rows = union_all(*(select(literal(text, String).label("text")) for text in texts)).subquery()
    async with engine.connect() as connection:
        found = await connection.execute(select(rows.c.text).order_by(serbian_order(rows.c.text)))
    return list(found.scalars())


async def test_names_in_both_scripts_in_the_serbian_alphabets_order(engine: AsyncEngine) -> None:
    shuffled = random.Random(7).sample(IN_ORDER, len(IN_ORDER))
    assert await ordered(engine, shuffled) == IN_ORDER
    assert sorted(shuffled, key=serbian_key) == IN_ORDER


async def test_case_accents_and_digraphs_decide_as_icu_does(engine: AsyncEngine) -> None:
    for in_order in (TIES_IN_ORDER, DIGRAPHS_IN_ORDER):
        backwards = list(reversed(in_order))
        assert await ordered(engine, backwards) == in_order
        assert sorted(backwards, key=serbian_key) == in_order


async def test_the_core_key_orders_as_the_database_does(engine: AsyncEngine) -> None:
    """Random names of Serbian letters of both scripts, digraphs, accents, case, spaces and
    punctuation: on PostgreSQL ICU's order is the key's (on SQLite it is the key)."""
    letters = "aAcCčČćĆdDžŽđĐlLjJnNzZsSšŠ -'1éÉЉљђЂжЖ.o"
    rng = random.Random(2026)
    texts = sorted(
        {"".join(rng.choice(letters) for _ in range(rng.randint(1, 6))) for _ in range(400)}
    )
    assert await ordered(engine, texts) == sorted(texts, key=serbian_key)


async def test_members_are_listed_by_last_then_first_name_in_serbian_order(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    names = [("Žarko", "Žikić"), ("Vasa", "Vasić"), ("Đorđe", "Đorđević"), ("Ćira", "Ćirić"),
             ("Čedomir", "Čolić"), ("Šaban", "Šarić"), ("Ljubica", "Lukić"), ("Lazar", "Lukić"),
             ("Јелена", "Ђорђевић"), ("Ana", "Anić")]  # fmt: skip
    async with uow_factory() as uow:
        club = await uow.clubs.add(new_club())
        assert club.id is not None
        for first, last in names:
            await uow.members.add(Member(club.id, first, last, date(2010, 3, 5), True, "BELI"))
        await uow.commit()
    query = ListQuery(order_by=("last_name", "first_name"))
    async with uow_factory() as uow:
        page = await uow.members.page(query)
        second = await uow.members.page(replace(query, skip=4, limit=3))
    shown = [f"{m.first_name} {m.last_name}" for m in page.items]
    assert shown == [
        "Ana Anić", "Čedomir Čolić", "Ćira Ćirić", "Đorđe Đorđević", "Lazar Lukić",
        "Ljubica Lukić", "Šaban Šarić", "Vasa Vasić", "Žarko Žikić", "Јелена Ђорђевић",
    ]  # fmt: skip
    assert [m.first_name for m in second.items] == ["Lazar", "Ljubica", "Šaban"]
