"""The deployment's check (tools/deploy_check.py) finds what would fail on the server: a
misspelt systemd key, a fedreg command or option that does not exist."""

import shutil
from pathlib import Path

import pytest
from tools.deploy_check import fedreg_commands, problems_of_command, problems_of_units

UNITS = Path(__file__).resolve().parents[2] / "deploy" / "systemd"
HAS_SYSTEMD = shutil.which("systemd-analyze") is not None


def test_the_fedreg_commands_of_a_unit_are_found_also_through_a_shell() -> None:
    text = (UNITS / "fedreg-backup.service").read_text(encoding="utf-8")
    notify = (UNITS / "fedreg-notify.service").read_text(encoding="utf-8")

    assert fedreg_commands(text) == [
        ["backup", "/srv/fedreg-backups/fedreg-$(date +%Y-%m-%d).tar.gz", "--force"]
    ]
    assert fedreg_commands(notify) == [
        ["notify", "deadlines", "--days", "3"],
        ["notify", "payments"],
        ["notify", "send"],
    ]


def test_a_command_or_option_that_does_not_exist_is_a_problem() -> None:
    assert problems_of_command("x.service", ["notify", "deadlines", "--days", "3"]) == []
    [wrong_option] = problems_of_command("x.service", ["notify", "deadlines", "--weeks", "3"])
    [wrong_command] = problems_of_command("x.service", ["notify", "everyone"])
    assert "--weeks" in wrong_option
    assert "everyone" in wrong_command


@pytest.mark.skipif(not HAS_SYSTEMD, reason="systemd-analyze is not installed")
def test_a_misspelt_key_fails_the_check(tmp_path: Path) -> None:
    text = (UNITS / "fedreg.service").read_text(encoding="utf-8")
    (tmp_path / "fedreg.service").write_text(text.replace("KillSignal=", "KilSignal="))

    [problem] = problems_of_units(tmp_path)

    assert "KilSignal" in problem
