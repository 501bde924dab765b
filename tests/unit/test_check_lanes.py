"""``make test`` runs its nox sessions in two lanes side by side (tools/timings.py lanes)."""

import ast
import json
import re
import sys
from pathlib import Path

import pytest
from tools.timings import Part, format_table, lanes, main

ROOT = Path(__file__).resolve().parents[2]


def _default_sessions() -> list[str]:
    tree = ast.parse((ROOT / "noxfile.py").read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and ast.unparse(node.targets[0]) == "nox.options.sessions":
            value = ast.literal_eval(node.value)
            assert isinstance(value, list)
            return [str(name) for name in value]
    raise AssertionError("noxfile.py sets no nox.options.sessions")


def _make_lane(name: str) -> list[str]:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    found = re.search(rf"^{name} := (.*)$", makefile, re.MULTILINE)
    assert found, f"the Makefile defines no {name}"
    return found.group(1).split()


def test_the_lanes_run_every_default_session_once_in_nox_order() -> None:
    python, web = _make_lane("PY_LANE"), _make_lane("WEB_LANE")
    assert sorted(python + web) == sorted(_default_sessions())
    order = _default_sessions()
    for lane in (python, web):
        assert lane == sorted(lane, key=order.index)


def test_lanes_run_side_by_side_prefix_their_lines_and_fail_when_one_fails(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    report = tmp_path / "lanes.json"
    # each lane waits for the other's file: run one after the other, they would never end
    first, second = tmp_path / "first", tmp_path / "second"
    wait = "import pathlib,sys,time\nwhile not pathlib.Path(sys.argv[2]).exists(): time.sleep(0.01)"
    touch = f"import pathlib,sys\npathlib.Path(sys.argv[1]).touch()\n{wait}\nprint('done')"
    status = lanes(
        report,
        {
            "a": [sys.executable, "-c", touch, str(first), str(second)],
            "b": [sys.executable, "-c", f"{touch}\nsys.exit(3)", str(second), str(first)],
        },
    )
    assert status == 1
    printed = capsys.readouterr().out.splitlines()
    assert "[a] done" in printed
    assert "[b] done" in printed
    assert "[b] failed (exit status 3)" in printed
    written = json.loads(report.read_text(encoding="utf-8"))
    assert written["result"] == 0
    [session] = written["sessions"]
    assert session["name"] == "lanes (a | b), side by side"
    assert session["result"] == "failed"


def test_the_table_nests_the_lanes_sessions_and_counts_only_the_clock() -> None:
    table = format_table(
        [
            Part("install", "success", 30.0),
            Part("lanes (py | web), side by side", "success", 300.0),
        ],
        [],
        [Part("tests", "success", 200.0), Part("e2e", "success", 250.0)],
    )
    lines = table.splitlines()
    assert [line.split()[0] for line in lines[2:]] == ["install", "lanes", "tests", "e2e", "total"]
    assert lines[-1].split()[1:] == ["330.0", "5:30"]


def test_the_lines_naming_failures_are_kept_and_printed_after_the_table(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    report = tmp_path / "lanes.json"
    lines = [
        "tests/api/test_x.py .F.   [ 40%]",
        "FAILED tests/api/test_x.py::test_b[postgres] - AssertionError: assert 1 == 2",
        "ERROR tests/integration/test_y.py::test_c - TimeoutError",
        "nox > Session tests failed.",
        "  ✓  3 [parallel] › e2e/a.spec.ts:1:1 › passes (1.0s)",
        "  ✘  4 [parallel] › e2e/b.spec.ts:9:1 › the club enters (30.0s)",
        " × src/rules.test.ts > counts places 5ms",
        "nox > Session webapp was successful in 2 minutes.",
    ]
    program = "import sys\nprint(sys.argv[1])\nsys.exit(1)"
    lanes(report, {"py": [sys.executable, "-c", program, "\n".join(lines)]})
    capsys.readouterr()

    main(["table", str(report), "--failures", str(report.with_suffix(".failures"))])

    printed = capsys.readouterr().out.split("What failed:\n")[1].splitlines()
    assert printed == [
        f"  [py] {line}" for line in (lines[1], lines[2], lines[3], lines[5], lines[6])
    ]
