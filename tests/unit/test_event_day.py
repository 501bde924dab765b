"""The day ages count on: the event date and no other. A tournament that judges ages (a
category of its disciplines has an age limit) or certificates (it requires one) opens
applications only with its event date."""

from dataclasses import replace
from datetime import date, datetime

import pytest

from fedreg_core.domain.eligibility import (
    Event,
    age_breach,
    event_of,
    medical_breach,
    needs_event_day,
)
from fedreg_core.domain.entities import Category, Member, Tournament
from fedreg_core.domain.enums import EntryRule
from fedreg_core.domain.errors import RuleBroken
from tests.unit.catalog_setup import Catalog, tournament_id

CUP = Tournament("Cup", "", datetime(2027, 2, 1, 9), datetime(2027, 2, 20, 12))
ANA = Member(1, "Ana", "Anić", date(2014, 6, 1), False, "WHITE")


@pytest.mark.parametrize("event_date", [date(2027, 3, 1), None])
def test_ages_count_on_the_event_date_never_on_the_registration_end(
    event_date: date | None,
) -> None:
    assert event_of(replace(CUP, event_date=event_date)).day == event_date


def test_without_an_event_date_ages_and_certificate_dates_are_not_judged() -> None:
    cadets = Category("Kadeti", min_age=14)
    assert age_breach(ANA, cadets, Event(None)) is None
    expired = replace(ANA, medical_valid_until=date(2027, 2, 1))
    assert medical_breach(expired, Event(None, require_medical=True)) is None
    missing = medical_breach(ANA, Event(None, require_medical=True))
    assert missing is not None and missing.rule is EntryRule.MEDICAL_MISSING


@pytest.mark.parametrize(
    ("require_medical", "categories", "needed"),
    [
        (False, [Category("Seniori")], False),
        (False, [Category("Seniori"), Category("Kadeti", min_age=14)], True),
        (False, [Category("Veterani", max_age=60)], True),
        (True, [], True),
        (False, [Category("Seniori", min_belt="YELLOW")], False),
    ],
)
def test_a_tournament_needs_its_event_day_when_it_judges_ages_or_certificates(
    require_medical: bool, categories: list[Category], needed: bool
) -> None:
    tournament = replace(CUP, require_medical=require_medical)
    assert needs_event_day(tournament, categories) is needed


async def _limit_juniors(catalog: Catalog) -> None:
    juniors = await catalog.db.categories.get(catalog.juniors)
    assert juniors is not None
    await catalog.db.categories.update(replace(juniors, max_age=17))


async def test_applications_open_only_with_the_event_date_when_ages_are_judged(
    catalog: Catalog,
) -> None:
    await _limit_juniors(catalog)
    with pytest.raises(RuleBroken) as refused:
        await catalog.create(registration_open=True)
    assert refused.value.errors == {"eventDate": "event_date_needed"}
    closed = tournament_id(await catalog.create())
    with pytest.raises(RuleBroken) as refused:
        await catalog.update(closed, registration_open=True)
    assert refused.value.errors == {"eventDate": "event_date_needed"}
    stored = await catalog.db.tournaments.get(closed)
    assert stored is not None and not stored.registration_open
    opened = await catalog.update(closed, registration_open=True, event_date=date(2026, 3, 21))
    assert opened.item.view.tournament.registration_open
    with pytest.raises(RuleBroken) as refused:
        await catalog.update(closed, event_date=None)
    assert refused.value.errors == {"eventDate": "event_date_needed"}


async def test_a_required_certificate_needs_the_event_date_too(catalog: Catalog) -> None:
    with pytest.raises(RuleBroken) as refused:
        await catalog.create(registration_open=True, require_medical=True)
    assert refused.value.errors == {"eventDate": "event_date_needed"}


async def test_no_age_limit_and_no_certificate_open_without_an_event_date(
    catalog: Catalog,
) -> None:
    shown = await catalog.create(registration_open=True)
    assert shown.item.view.tournament.registration_open
    closed = await catalog.update(tournament_id(shown), registration_open=False)
    assert not closed.item.view.tournament.registration_open
