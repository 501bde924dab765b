"""`fedreg draws`: make a closed tournament's draws, show one group's, print them all."""

import json
from dataclasses import replace
from datetime import date
from pathlib import Path

from adapters.unit_of_work import Factory
from fedreg_core.domain.entities import CategoryEntry, CompetitorRegistration, Member
from fedreg_core.domain.enums import DrawFormat
from tests.integration.cli.conftest import Fedreg
from tests.integration.cli.test_cli_setup import one_error_line
from tests.integration.registration_list_seed import Field, seed_field


async def closed(uow_factory: Factory, tournament_id: int) -> None:
    """Close applications (the seeded tournament has no description: the CLI would refuse it)."""
    async with uow_factory() as uow:
        tournament = await uow.tournaments.get(tournament_id)
        assert tournament is not None
        tournament.registration_open = False
        await uow.tournaments.update(tournament)
        await uow.commit()


def test_make_show_and_print_the_draws(fedreg: Fedreg, tmp_path: Path) -> None:
    found = fedreg.seed(seed_field)
    cup, ids = str(found.ids["cup"]), found.ids
    refused = fedreg("draws", "make", cup)
    assert refused.exit_code == 1
    assert one_error_line(refused) == "Error: Draws are made only once applications are closed."
    fedreg.seed(lambda uow_factory: closed(uow_factory, found.ids["cup"]))
    made = json.loads(fedreg.ok("draws", "make", cup, "--seed", "5", "--format", "json"))
    named = {row["key"]: row["group"] for row in made}
    women = named[f"i-{ids['Seniors']}-{ids['kumite']}-WOMEN"]
    teams = named[f"t-{ids['Seniors']}-{ids['team']}-WOMEN"]
    assert {row["group"]: row["entrants"] for row in made}[women] == 2
    assert {row["group"]: row["entrants"] for row in made}[teams] == 3
    assert {row["seed"] for row in made} == {5}
    again = fedreg.ok("draws", "make", cup, "--group", women, "--seed", "5")
    assert women in again and teams not in again
    shown = fedreg.ok("draws", "show", cup, women)
    assert shown.startswith(f"{women} (i-{ids['Seniors']}-{ids['kumite']}-WOMEN): ROUND_ROBIN,")
    assert "2 Zoe Zec (Karate klub Sloga)" in shown and "Ana Anić" in shown
    team_bouts = json.loads(fedreg.ok("draws", "show", cup, teams, "--format", "json"))
    assert len(team_bouts) == 3
    missing = fedreg("draws", "show", cup, f"i-{ids['Juniors']}-{ids['kataA']}-MEN")
    assert missing.exit_code == 1
    pdf = tmp_path / "draws.pdf"
    assert "Saved" in fedreg.ok("draws", "pdf", cup, str(pdf), "--lang", "en")
    assert pdf.read_bytes().startswith(b"%PDF-")


async def kata_by_points(uow_factory: Factory, found: Field) -> None:
    """Seniors kata A by points, four more women in it, applications closed."""
    async with uow_factory() as uow:
        kata = await uow.disciplines.get(found.ids["kataA"])
        assert kata is not None
        await uow.disciplines.update(replace(kata, draw_format=DrawFormat.KATA_POINTS))
        for n, last in enumerate(("Šćepanović", "Шћепановић", "Žikić", "Ђорђевић")):
            club = found.ids["sloga" if n % 2 else "borac"]
            member = await uow.members.add(
                Member(club, "Đurđa", last, date(2001, 1, 1), False, "PLAVI")
            )
            entry = CategoryEntry(found.ids["Seniors"], [found.ids["kataA"]])
            await uow.competitor_registrations.add(
                CompetitorRegistration(found.ids["cup"], club, member.id or 0, [entry])
            )
        await uow.commit()
    await closed(uow_factory, found.ids["cup"])


def test_show_lists_kata_by_points_in_round_ones_groups(fedreg: Fedreg) -> None:
    found = fedreg.seed(seed_field)
    fedreg.seed(lambda uow_factory: kata_by_points(uow_factory, found))
    cup, ids = str(found.ids["cup"]), found.ids
    made = json.loads(fedreg.ok("draws", "make", cup, "--seed", "5", "--format", "json"))
    (kata,) = [row for row in made if row["key"] == f"i-{ids['Seniors']}-{ids['kataA']}-WOMEN"]
    assert kata["format"] == "KATA_POINTS" and kata["entrants"] == 5
    shown = json.loads(fedreg.ok("draws", "show", cup, kata["group"], "--format", "json"))
    assert [row["group"] for row in shown] == ["A", "A", "A", "B", "B"]
    assert sorted(row["position"] for row in shown) == [1, 2, 3, 4, 5]
    assert any(row["name"] == "Đurđa Шћепановић (Karate klub Sloga)" for row in shown)
