"""Check deploy/ as the machine it is meant for would read it: ``python3 -m tools.deploy_check``.

- The systemd units (``deploy/systemd``): ``systemd-analyze verify`` with the install's path
  (``/srv/fedreg``) pointing at this checkout, so that their commands exist; any warning
  (an unknown key, a missing command) fails the check, not only an error. Each timer has its
  service. Each ``fedreg`` command they run is asked for its ``--help`` with the same
  arguments, so a renamed command or option fails here and not at night on the server.
- The Caddy configuration (``deploy/Caddyfile``): ``caddy validate``.

Debian's ``systemd`` and ``caddy`` packages provide the tools (``.ci/run`` installs caddy
when missing). Without them the check fails when ``FEDREG_REQUIRE_DEPLOY=1`` (CI), and is
skipped with a warning otherwise. Standard library only.
"""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEPLOY = ROOT / "deploy"
INSTALL = "/srv/fedreg"
FEDREG = f"{INSTALL}/.venv/bin/fedreg"


def installed_here(unit_text: str) -> str:
    """The unit as it would read on a server installed where this checkout is."""
    return unit_text.replace(FEDREG, str(ROOT / ".venv" / "bin" / "fedreg"))


def fedreg_commands(unit_text: str) -> list[list[str]]:
    """The arguments of every ``ExecStart``/``ExecStartPre``/``ExecStartPost`` that runs
    fedreg directly or through ``sh -c 'exec fedreg ...'``."""
    found = []
    for line in unit_text.splitlines():
        key, _, value = line.partition("=")
        if not key.startswith("ExecStart"):
            continue
        words = shlex.split(value.replace("%%", "%"))
        if words[:2] == ["/bin/sh", "-c"]:
            words = shlex.split(words[2].removeprefix("exec "))
        if words and words[0] == FEDREG:
            found.append(words[1:])
    return found


def problems_of_units(units: Path) -> list[str]:
    problems = []
    services = {path.stem for path in units.glob("*.service")}
    for timer in units.glob("*.timer"):
        if timer.stem not in services:
            problems.append(f"{timer.name}: no {timer.stem}.service to start")
    with tempfile.TemporaryDirectory() as folder:
        copies = []
        for unit in sorted(units.iterdir()):
            copy = Path(folder) / unit.name
            copy.write_text(installed_here(unit.read_text(encoding="utf-8")), encoding="utf-8")
            copies.append(str(copy))
        done = subprocess.run(  # noqa: S603 (our own files)
            ["systemd-analyze", "verify", "--man=no", *copies],  # noqa: S607
            capture_output=True,
            text=True,
        )
        said = (done.stdout + done.stderr).strip()
        if done.returncode != 0 or said:
            problems.append(f"systemd-analyze verify:\n{said}")
    for unit in sorted(units.glob("*.service")):
        for arguments in fedreg_commands(unit.read_text(encoding="utf-8")):
            problems += problems_of_command(unit.name, arguments)
    return problems


def problems_of_command(unit: str, arguments: list[str]) -> list[str]:
    # the real arguments but the archive's path (a date made by the shell): the command and
    # its options must exist
    asked = [word if not word.startswith("/srv/") else "ARCHIVE" for word in arguments]
    command = [str(ROOT / ".venv" / "bin" / "fedreg"), *asked, "--help"]
    done = subprocess.run(command, capture_output=True, text=True)  # noqa: S603
    if done.returncode != 0:
        return [f"{unit}: fedreg {shlex.join(arguments)}: {(done.stderr or done.stdout).strip()}"]
    return []


def problems_of_caddy(caddyfile: Path) -> list[str]:
    env = {**os.environ, "FEDREG_DOMAIN": "prijave.example.org"}
    done = subprocess.run(  # noqa: S603 (our own file)
        ["caddy", "validate", "--adapter", "caddyfile", "--config", str(caddyfile)],  # noqa: S607
        capture_output=True,
        text=True,
        env=env,
    )
    if done.returncode != 0:
        return [f"caddy validate: {(done.stderr or done.stdout).strip()}"]
    return []


def main() -> int:
    missing = [tool for tool in ("systemd-analyze", "caddy") if shutil.which(tool) is None]
    if missing:
        tools = ", ".join(missing)
        message = f"deploy check: {tools} not installed (Debian: apt-get install systemd caddy)"
        if os.environ.get("FEDREG_REQUIRE_DEPLOY") == "1":
            print(message, file=sys.stderr)
            return 1
        print(f"{message}: skipped", file=sys.stderr)
        return 0
    problems = problems_of_units(DEPLOY / "systemd") + problems_of_caddy(DEPLOY / "Caddyfile")
    for problem in problems:
        print(problem, file=sys.stderr)
    units = len(list((DEPLOY / "systemd").iterdir()))
    print(f"deploy check: {units} systemd units and the Caddyfile: {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
