"""Typed changes of clubs, settings, the catalogue, tournaments and deductions: sent fields
change, the others are kept; bodies become them (and new entities) field by field."""

from dataclasses import replace
from datetime import datetime

from adapters.http.schemas.catalog import DisciplineForm
from adapters.http.schemas.conversion.convert_catalog_changes import (
    discipline_changes,
    tournament_changes,
)
from adapters.http.schemas.conversion.convert_changes import settings_changes
from adapters.http.schemas.conversion.convert_creates import new_discipline
from adapters.http.schemas.conversion.updates import (
    DisciplineUpdate,
    SettingsUpdate,
    TournamentUpdate,
)
from fedreg_core.domain.catalog_changes import DisciplineChanges
from fedreg_core.domain.club_changes import ClubChanges, SettingsChanges
from fedreg_core.domain.entities import Club, ClubDeduction, Discipline, Settings, Tournament
from fedreg_core.domain.enums import ForSex
from fedreg_core.domain.tournament_changes import ClubDeductionChanges, TournamentChanges
from fedreg_core.fees import FeeSchedule

SOKOL = Club("Sokol", "SOK", "Niš", "Ulica 1", "a@b.rs", "Ana", "061", id=3)
SETTINGS = Settings("fedreg", "", id=1)
CUP = Tournament("Kup", "<p>Kup</p>", datetime(2026, 3, 1, 9), fees=FeeSchedule(*range(8, 0, -1)))


def test_fields_not_sent_are_kept() -> None:
    assert ClubChanges().applied_to(SOKOL) == SOKOL
    assert SettingsChanges().applied_to(SETTINGS) == SETTINGS
    assert TournamentChanges().applied_to(CUP) == CUP


def test_sent_fields_change_one_by_one() -> None:
    assert ClubChanges(city="Beograd", is_blocked=True).applied_to(SOKOL) == replace(
        SOKOL, city="Beograd", is_blocked=True
    )
    changed = TournamentChanges(team_fee=9, end_date=None, is_archived=True).applied_to(CUP)
    assert changed == replace(CUP, fees=replace(CUP.fees, team_fee=9), is_archived=True)


def test_settings_changes_tell_which_fields_were_sent() -> None:
    assert SettingsChanges(show_disciplines=True).sent() == {"show_disciplines"}
    assert SettingsChanges().sent() == frozenset()


def test_the_fee_amounts_keep_the_fees_not_sent() -> None:
    amounts = TournamentChanges(single_fee_2_break=0).fee_amounts(CUP.fees)
    assert FeeSchedule(**amounts) == replace(CUP.fees, single_fee_2_break=0)
    deduction = ClubDeduction(tournament_id=1, club_id=3, deduction=10, id=4)
    assert ClubDeductionChanges(deduction=5).applied_to(deduction) == replace(
        deduction, deduction=5
    )


def test_update_bodies_become_the_cores_changes() -> None:
    assert settings_changes(SettingsUpdate(title="Savez")) == SettingsChanges(title="Savez")
    body = DisciplineUpdate(for_sex=None, category_ids=[2])
    assert discipline_changes(body) == DisciplineChanges(for_sex=None, category_ids=[2])
    assert tournament_changes(TournamentUpdate(team_fee=7)) == TournamentChanges(team_fee=7)


def test_a_create_body_becomes_the_new_entity_with_its_defaults() -> None:
    body = DisciplineForm(name="Kata", category_ids=[1], for_sex=ForSex.WOMEN)
    assert new_discipline(body) == Discipline("Kata", [1], for_sex=ForSex.WOMEN)
