"""Creating and changing tournaments over fakes: fees, sanitized description, disciplines."""

from datetime import datetime

import pytest

from fedreg_core.domain.entities import Discipline
from fedreg_core.domain.errors import Forbidden, RuleBroken
from fedreg_core.domain.tournament_changes import TournamentChanges
from fedreg_core.fees import FeeSchedule
from fedreg_core.services import tournaments
from tests.unit.catalog_setup import Catalog, tournament_id


async def test_create_stores_the_form_with_fees_and_disciplines(catalog: Catalog) -> None:
    shown = await catalog.create()
    view = shown.item.view
    stored = view.tournament
    assert stored.fees == FeeSchedule(2000, 500, 3500, 500, 4500, 1000, 3000, 0)
    assert (stored.created_at, stored.registration_open, stored.is_archived) == (
        catalog.clock.now(),
        False,
        False,
    )
    assert [d.discipline.discipline.name for d in view.disciplines] == ["Kata", "Kumite"]
    assert [d.discipline.discipline.name for d in view.team_disciplines] == ["Kata tim"]
    assert (view.competitors_count, view.clubs_count, view.images, view.documents) == (0, 0, (), ())


async def test_the_description_goes_through_the_sanitizer_port(catalog: Catalog) -> None:
    html = "<p>Dobro došli</p><script>alert(1)</script>"
    shown = await catalog.create(description=html)
    assert catalog.html.cleaned == [html]
    assert shown.item.view.tournament.description == "<p>Dobro došli</p>"
    await catalog.update(tournament_id(shown), registration_open=True)
    assert catalog.html.cleaned == [html]  # not sent, not cleaned again
    with pytest.raises(RuleBroken) as raised:
        await catalog.update(tournament_id(shown), description="<script>x</script>")
    assert raised.value.errors == {"description": "required"}


@pytest.mark.parametrize(
    ("changes", "errors"),
    [
        pytest.param(
            {"single_fee_1_break": 2500}, {"single_fee_1_break": "break_over_fee"}, id="break"
        ),
        pytest.param({"team_fee_break": -1}, {"team_fee_break": "not_negative"}, id="negative"),
        pytest.param(
            {"start_date": datetime(2026, 4, 1)}, {"endDate": "end_before_start"}, id="dates"
        ),
        pytest.param({"discipline_ids": []}, {"disciplineIds": "required"}, id="no-disciplines"),
        pytest.param({"name": " "}, {"name": "required"}, id="name"),
    ],
)
async def test_broken_forms_store_nothing(
    catalog: Catalog, changes: dict[str, object], errors: dict[str, str]
) -> None:
    with pytest.raises(RuleBroken) as raised:
        await catalog.create(**changes)
    assert raised.value.errors == errors
    assert catalog.db.tournaments.all() == []


async def test_new_links_need_usable_disciplines_kept_ones_stay(catalog: Catalog) -> None:
    shown = await catalog.create()
    kata = await catalog.db.disciplines.get(catalog.kata)
    assert kata is not None
    kata.is_archived = True
    await catalog.db.disciplines.update(kata)
    opened = await catalog.update(tournament_id(shown), registration_open=True)
    assert opened.item.view.tournament.discipline_ids == [catalog.kata, catalog.kumite]
    with pytest.raises(RuleBroken) as raised:
        await catalog.create(discipline_ids=[catalog.kata], team_discipline_ids=[404])
    assert raised.value.errors == {
        "disciplineIds": "discipline_unavailable",
        "teamDisciplineIds": "discipline_unavailable",
    }


async def test_discipline_links_are_synced_from_the_form(catalog: Catalog) -> None:
    shown = await catalog.create()
    links_before = {
        link.discipline_id: link.id or 0 for link in catalog.db.tournament_disciplines.all()
    }
    juniors_kata = await catalog.db.disciplines.add(Discipline("Kata juniori", [catalog.juniors]))
    assert juniors_kata.id is not None
    changed = await catalog.update(
        tournament_id(shown), discipline_ids=[catalog.kumite, juniors_kata.id]
    )
    assert [(d.link_id, d.discipline.discipline.id) for d in changed.item.view.disciplines] == [
        (links_before[catalog.kumite], catalog.kumite),
        (max(links_before.values()) + 1, juniors_kata.id),
    ]
    assert changed.item.view.tournament.name == "Prvenstvo Srbije"  # partial change


async def test_each_list_takes_disciplines_of_its_kind_only(catalog: Catalog) -> None:
    shown = await catalog.create()
    with pytest.raises(RuleBroken) as broken:
        await catalog.update(
            tournament_id(shown),
            discipline_ids=[catalog.kata, catalog.team_kata],
            team_discipline_ids=[catalog.team_kata, catalog.kumite],
        )
    assert broken.value.errors == {
        "disciplineIds": "error_team_disciplines_listed",
        "teamDisciplineIds": "error_individual_disciplines_listed",
    }
    assert broken.value.values == {
        "disciplineIds": {"names": "Kata tim"},
        "teamDisciplineIds": {"names": "Kumite"},
    }


async def test_only_admins_create_change_and_delete(catalog: Catalog) -> None:
    shown = await catalog.create()
    with pytest.raises(Forbidden):
        await tournaments.create_tournament(
            catalog.uow,
            catalog.clock,
            catalog.html,
            catalog.coach,
            TournamentChanges(**catalog.form()),
        )
    with pytest.raises(Forbidden):
        await tournaments.update_tournament(
            catalog.uow,
            catalog.clock,
            catalog.html,
            catalog.coach,
            tournament_id(shown),
            TournamentChanges(),
        )
    with pytest.raises(Forbidden):
        await tournaments.delete_tournament(
            catalog.uow, catalog.files, catalog.coach, tournament_id(shown)
        )
    assert len(catalog.db.tournaments.all()) == 1
