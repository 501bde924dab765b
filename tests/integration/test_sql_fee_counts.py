"""The database counts chargeable entries as the fee engine does, on SQLite and PostgreSQL.

A tournament whose disciplines hold every combination of the payment flags, both kinds of
category, members and teams with every pair of their own flags, each registration entering
a random handful: ``fee_counts`` (the rule made an SQL condition) and the engine's count of
the same stored registrations (``FeeCatalogue.counted``) agree, and so do the report's
totals with ``fees.club_totals`` line by line; registrations entered a second before the
tournament's late period, at its start and after it are counted late as the engine says.
"""

import itertools
import random
from collections import Counter
from datetime import date, datetime, timedelta

import pytest

from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core import fees
from fedreg_core.domain.entities import (
    Category,
    CategoryEntry,
    Club,
    CompetitorRegistration,
    Discipline,
    Member,
    TeamRegistration,
    Tournament,
)
from fedreg_core.domain.enums import TeamType
from fedreg_core.services.fee_report import read_tournament_fees

FLAGS = [False, True]
SCHEDULE = fees.FeeSchedule(2000, 100, 3500, 300, 4500, 500, 3000, 250)
LATE_FROM = datetime(2027, 3, 10)
ENTERED = (LATE_FROM - timedelta(seconds=1), LATE_FROM, LATE_FROM + timedelta(days=1))


async def _seed(uow_factory: SqlUnitOfWorkFactory, rng: random.Random, per: fees.LatePer) -> int:
    async with uow_factory() as uow:
        await uow.settings.get()
        clubs = [
            (
                await uow.clubs.add(
                    Club(name, name[:5], "Niš", "Ulica 1", "k@example.com", "Đorđe", "060")
                )
            ).id
            or 0
            for name in ("Karate klub Šumadija", "Карате клуб Ниш", "KK Čukarički")
        ]
        categories = [
            (await uow.categories.add(Category(f"Kategorija {n}", no_pay=no_pay))).id or 0
            for n, no_pay in enumerate(FLAGS)
        ]
        disciplines = []
        for n, (no_pay, always, kata_a, kata_b) in enumerate(itertools.product(FLAGS, repeat=4)):
            discipline = Discipline(
                f"Disciplina {n}", categories, None, no_pay, always, kata_a, kata_b
            )
            disciplines.append((await uow.disciplines.add(discipline)).id or 0)
        tournament = Tournament(
            "Kup Srbije", "", datetime(2027, 3, 6, 9), fees=SCHEDULE,
            discipline_ids=disciplines, team_discipline_ids=disciplines,
            late_from=LATE_FROM, late_fee=700, late_per=per,
        )  # fmt: skip
        tournament_id = (await uow.tournaments.add(tournament)).id or 0

        def chosen() -> list[CategoryEntry]:
            pairs = rng.sample([(c, d) for c in categories for d in disciplines], rng.randint(0, 4))
            by_category: dict[int, list[int]] = {}
            for category, discipline in pairs:
                by_category.setdefault(category, []).append(discipline)
            return [CategoryEntry(c, ds) for c, ds in by_category.items()]

        members = []
        for n in range(60):
            club = rng.choice(clubs)
            no_pay, always = rng.choice(FLAGS), rng.choice(FLAGS)
            member = Member(
                club, "Ana", f"Žižić {n}", date(2005, 1, 1), False, "PLAVI", no_pay, always
            )
            member_id = (await uow.members.add(member)).id or 0
            members.append((club, member_id))
            registration = CompetitorRegistration(
                tournament_id, club, member_id, chosen(), created_at=rng.choice(ENTERED)
            )
            await uow.competitor_registrations.add(registration)
        for club, member_id in rng.sample(members, 25):
            team = TeamRegistration(
                tournament_id, club, TeamType.WOMEN, [member_id], chosen(),
                no_pay=rng.choice(FLAGS), always_pays=rng.choice(FLAGS),
                created_at=rng.choice(ENTERED),
            )  # fmt: skip
            await uow.team_registrations.add(team)
        await uow.commit()
    return tournament_id


@pytest.mark.parametrize("per", list(fees.LatePer))
async def test_the_database_counts_chargeable_entries_as_the_engine_does(
    uow_factory: SqlUnitOfWorkFactory, per: fees.LatePer
) -> None:
    tournament_id = await _seed(uow_factory, random.Random(35), per)
    async with uow_factory() as uow, uow.read_only():
        lists = uow.registration_lists
        counted = await lists.fee_counts(tournament_id)
        stored = await lists.fee_registrations(tournament_id)
        catalogue = await lists.fee_catalogue()
        tournament = await lists.tournament(tournament_id)
        report = await read_tournament_fees(uow, tournament)
    late = tournament.late_rule()
    assert Counter(counted) == Counter(catalogue.counted(stored, late))
    assert {g.alike.chargeable for g in counted} >= {0, 1, 2, 3}
    assert {g.alike.late for g in counted} == {False, True}
    by_club: dict[int, list[fees.Registration]] = {}
    for r, registration in zip(stored, catalogue.registrations(stored), strict=True):
        by_club.setdefault(r.club_id, []).append(registration)
    assert {c.club.id: c.fee for c in report.clubs} == {
        club: fees.club_totals(registrations, SCHEDULE, late=late)
        for club, registrations in by_club.items()
    }
