"""Revision 0008 on SQLite and PostgreSQL: the team entries stored before it get their copies
(tournament, type, member key), and of the same team entered twice the first keeps the entry
(a later registration left without entries goes, with its members)."""

from typing import Any

import pytest
import sqlalchemy as sa
from alembic import command

from adapters.sql.engine import create_engine, session_factory
from adapters.sql.migrate import alembic_config, upgrade
from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core.domain.entities import CategoryEntry
from fedreg_core.domain.registration_rules import team_member_key
from tests.integration.sql_support import run_in_thread
from tests.integration.test_sql_registrations import NOW, add_members, set_up


async def _add_team(
    connection: Any, values: dict[str, Any], members: list[int], entries: list[tuple[int, int]]
) -> int:
    """A team as revision 0007 stores it."""
    row = {"no_pay": False, "always_pays": False, "created_at": NOW, **values}
    team_id = (
        await connection.execute(
            sa.text(
                "INSERT INTO team_registrations"
                " (tournament_id, club_id, type, no_pay, always_pays, created_at)"
                " VALUES (:tournament_id, :club_id, :type, :no_pay, :always_pays, :created_at)"
                " RETURNING id"
            ),
            row,
        )
    ).scalar_one()
    for position, member_id in enumerate(members):
        await connection.execute(
            sa.text("INSERT INTO team_members (team_id, member_id, position) VALUES (:t, :m, :p)"),
            {"t": team_id, "m": member_id, "p": position},
        )
    for category_id, discipline_id in entries:
        await connection.execute(
            sa.text(
                "INSERT INTO team_entries (team_id, category_id, discipline_id) VALUES (:t, :c, :d)"
            ),
            {"t": team_id, "c": category_id, "d": discipline_id},
        )
    return int(team_id)


async def connection_scalar(engine: Any, query: str) -> Any:
    async with engine.connect() as connection:
        return (await connection.execute(sa.text(query))).scalar_one()


async def test_0008_fills_the_copies_and_keeps_the_first_of_a_team_entered_twice(
    empty_database_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The club, catalogue, tournament and members are made at the head (the models write the
    head's columns), then the database goes back to 0007 for the teams."""
    monkeypatch.delenv("FEDREG_VARIANT", raising=False)  # 0025 names Kata's team copy "(tim)"
    await upgrade(empty_database_url)
    engine = create_engine(empty_database_url)
    try:
        uow_factory = SqlUnitOfWorkFactory(session_factory(engine))
        s = await set_up(uow_factory)
        ana, maja = await add_members(uow_factory, s, 2)
        run_in_thread(command.downgrade, alembic_config(empty_database_url), "0007")
        kata, _, team = s.discipline_ids
        c = s.category_id
        mix = {"tournament_id": s.tournament_id, "club_id": s.club_id, "type": "MIX"}
        async with engine.begin() as connection:
            first = await _add_team(connection, mix, [ana, maja], [(c, team)])
            later = await _add_team(connection, mix, [maja, ana], [(c, team), (c, kata)])
            again = await _add_team(connection, mix, [ana, maja], [(c, team)])
            women = await _add_team(connection, {**mix, "type": "WOMEN"}, [ana, maja], [(c, team)])
        await upgrade(empty_database_url)
        async with engine.connect() as connection:
            copies = (
                await connection.execute(
                    sa.text(
                        "SELECT team_id, tournament_id, team_type, member_key FROM team_entries"
                        " ORDER BY id"
                    )
                )
            ).all()
        key = team_member_key([ana, maja])
        assert [tuple(row) for row in copies] == [
            (first, s.tournament_id, "MIX", key),
            (later, s.tournament_id, "MIX", key),  # its kata entry: the team one was first's
            (women, s.tournament_id, "WOMEN", key),
        ]
        # 0025 gave the team's kata entry to Kata's team copy
        kata_team = await connection_scalar(
            engine, "SELECT id FROM disciplines WHERE name = 'Kata (tim)'"
        )
        async with uow_factory() as uow:
            assert await uow.team_registrations.get(again) is None
            kept = await uow.team_registrations.get(later)
            assert kept is not None
            assert (kept.member_ids, kept.categories) == (
                [maja, ana],
                [CategoryEntry(c, [kata_team])],
            )
    finally:
        await engine.dispose()
