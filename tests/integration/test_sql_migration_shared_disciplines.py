"""Revision 0025 on SQLite and PostgreSQL: a discipline single competitors and teams both used
before 0015 (which made it individual) is split; its team copy takes over the team links,
entries, draws, seeds and frozen fee inputs; the tournament is edited and its team's entry
changed through the services (a team in an individual discipline is refused)."""

import json
from datetime import datetime
from typing import Any

import pytest
import sqlalchemy as sa
from alembic import command

from adapters.sql.engine import create_engine, session_factory
from adapters.sql.migrate import alembic_config, upgrade
from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core.domain.entities import CategoryEntry, CompetitorRegistration, TeamRegistration
from fedreg_core.domain.enums import TeamType
from fedreg_core.domain.tournament_changes import TournamentChanges
from fedreg_core.services import tournaments
from fedreg_core.services.team_registrations import TeamChoice, update_team
from tests.fakes import FixedClock
from tests.integration.sql_support import run_in_thread
from tests.integration.test_sql_registrations import Setup, add_members, set_up
from tests.unit.catalog_setup import RecordingSanitizer

T = sa.text


async def _entered(uow_factory: SqlUnitOfWorkFactory, s: Setup) -> int:
    """A competitor in Kata, and a team in Team (Kata's team use, once it is merged)."""
    ana, maja = await add_members(uow_factory, s, 2)
    kata, _, team = s.discipline_ids
    async with uow_factory() as uow:
        entry = CategoryEntry(s.category_id, [kata])
        await uow.competitor_registrations.add(
            CompetitorRegistration(s.tournament_id, s.club_id, ana, [entry])
        )
        entry = CategoryEntry(s.category_id, [team])
        stored = await uow.team_registrations.add(
            TeamRegistration(s.tournament_id, s.club_id, TeamType.MIX, [ana, maja], [entry])
        )
        await uow.commit()
    assert stored.id is not None
    return stored.id


async def _share_kata(connection: Any, s: Setup, team_id: int) -> str:
    """As before 0015: Kata is the tournament's team discipline too and the team entered it
    (the Team discipline goes); the team group of Kata is drawn and seeded."""
    kata, _, team = s.discipline_ids
    for table in ("tournament_team_disciplines", "team_entries"):
        await connection.execute(
            T(f"UPDATE {table} SET discipline_id = :kata WHERE discipline_id = :team"),
            {"kata": kata, "team": team},
        )
    await connection.execute(
        T("DELETE FROM discipline_categories WHERE discipline_id = :d"), {"d": team}
    )
    await connection.execute(T("DELETE FROM disciplines WHERE id = :d"), {"d": team})
    key = f"t-{s.category_id}-{kata}-MIX"
    ids = {"t": s.tournament_id, "k": key, "r": team_id}
    await connection.execute(
        T(
            "INSERT INTO draws (tournament_id, group_key, category_id, discipline_id, sex,"
            " team_type, format, seed, lines, fingerprint, made_at) VALUES (:t, :k, :c, :d,"
            " NULL, 'MIX', 'ROUND_ROBIN', 7, 1, 'f', :now)"
        ),
        {**ids, "c": s.category_id, "d": kata, "now": datetime(2026, 3, 2)},
    )
    await connection.execute(
        T(
            "INSERT INTO draw_entrants (tournament_id, group_key, registration_id, line, seed,"
            " name, club_id, club_name) VALUES (:t, :k, :r, 0, 1, 'Anić', NULL, 'KK')"
        ),
        ids,
    )
    await connection.execute(
        T(
            "INSERT INTO draw_seeds (tournament_id, group_key, registration_id, seed)"
            " VALUES (:t, :k, :r, 1)"
        ),
        ids,
    )
    return key


async def _rows(engine: Any, query: str, **params: Any) -> list[tuple[Any, ...]]:
    async with engine.connect() as connection:
        return [tuple(row) for row in (await connection.execute(T(query), params)).all()]


@pytest.mark.parametrize(
    ("variant", "copy_name"),
    [(None, "Kata (tim)"), ("default", "Kata (tim)"), ("wff", "Kata (team)")],
)
async def test_0025_gives_the_team_uses_of_a_shared_discipline_to_a_team_copy(
    empty_database_url: str, monkeypatch: pytest.MonkeyPatch, variant: str | None, copy_name: str
) -> None:
    monkeypatch.delenv("FEDREG_VARIANT", raising=False)
    if variant is not None:
        monkeypatch.setenv("FEDREG_VARIANT", variant)
    await upgrade(empty_database_url)
    engine = create_engine(empty_database_url)
    try:
        uow_factory = SqlUnitOfWorkFactory(session_factory(engine))
        s = await set_up(uow_factory)
        team_id = await _entered(uow_factory, s)
        kata = s.discipline_ids[0]
        run_in_thread(command.downgrade, alembic_config(empty_database_url), "0013")
        async with engine.begin() as connection:
            old_key = await _share_kata(connection, s, team_id)
        run_in_thread(command.upgrade, alembic_config(empty_database_url), "0022")
        frozen = {"registrations": [], "categories": [], "disciplines": [[kata, 0, 1, 1, 0]]}
        async with engine.begin() as connection:
            await connection.execute(
                T("INSERT INTO frozen_fees (tournament_id, inputs) VALUES (:t, :i)"),
                {"t": s.tournament_id, "i": json.dumps(frozen)},
            )
        await upgrade(empty_database_url)

        named = await _rows(engine, "SELECT id, name, is_team FROM disciplines ORDER BY id")
        [(copy, name, is_team)] = [row for row in named if row[0] not in s.discipline_ids]
        assert (name, bool(is_team)) == (copy_name, True)
        flags = "for_sex, no_pay, always_pay, is_kata_a, is_kata_b, draw_format, min_weight_hg"
        same = await _rows(engine, f"SELECT {flags} FROM disciplines WHERE id IN ({kata}, {copy})")
        assert len(same) == 2 and same[0] == same[1]  # the fee and the draw format follow
        assert [(n, bool(t)) for i, n, t in named if i == kata] == [("Kata", False)]
        assert await _rows(
            engine, "SELECT category_id FROM discipline_categories WHERE discipline_id = :d", d=copy
        ) == [(s.category_id,)]
        assert await _rows(engine, "SELECT discipline_id FROM tournament_team_disciplines") == [
            (copy,)
        ]
        assert await _rows(
            engine, "SELECT discipline_id FROM tournament_disciplines ORDER BY 1"
        ) == [
            (kata,),
            (s.discipline_ids[1],),
        ]
        assert await _rows(engine, "SELECT discipline_id FROM team_entries") == [(copy,)]
        assert await _rows(engine, "SELECT discipline_id FROM competitor_entries") == [(kata,)]
        assert old_key == f"t-{s.category_id}-{kata}-MIX"
        new_key = f"t-{s.category_id}-{copy}-MIX"
        assert await _rows(engine, "SELECT group_key, discipline_id FROM draws") == [
            (new_key, copy)
        ]
        for table in ("draw_entrants", "draw_seeds"):
            assert await _rows(engine, f"SELECT group_key FROM {table}") == [(new_key,)]
        [(inputs,)] = await _rows(engine, "SELECT inputs FROM frozen_fees")
        assert json.loads(inputs)["disciplines"] == [[kata, 0, 1, 1, 0], [copy, 0, 1, 1, 0]]

        async with uow_factory() as uow:
            edited = await tournaments.update_tournament(
                uow,
                FixedClock(),
                RecordingSanitizer(),
                s.admin,
                s.tournament_id,
                TournamentChanges(name="Prvenstvo Srbije 2026", team_discipline_ids=[copy]),
            )
        view = edited.item.view
        assert view.tournament.name == "Prvenstvo Srbije 2026"
        assert [d.discipline.discipline.name for d in view.team_disciplines] == [copy_name]
        async with uow_factory() as uow:
            team = await uow.team_registrations.get(team_id)
        assert team is not None and team.categories == [CategoryEntry(s.category_id, [copy])]
        choice = TeamChoice(TeamType.MIX, team.member_ids, team.categories)
        async with uow_factory() as uow:
            await update_team(uow, FixedClock(), s.admin, team_id, choice)  # a team discipline
    finally:
        await engine.dispose()
