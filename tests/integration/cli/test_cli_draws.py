"""`fedreg draws`: make a closed tournament's draws, show one group's, print them all."""

import json
from pathlib import Path

from adapters.unit_of_work import Factory
from tests.integration.cli.conftest import Fedreg
from tests.integration.cli.test_cli_setup import one_error_line
from tests.integration.registration_list_seed import seed_field


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
