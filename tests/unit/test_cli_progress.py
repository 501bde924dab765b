"""Progress bars are drawn on a terminal and nowhere else (scripts get the result alone)."""

import io
import sys

import pytest

from adapters.cli.progress import progress_bars


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_bars_are_drawn_on_a_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TERM", "xterm-256color")
    screen = Terminal()
    monkeypatch.setattr(sys, "stderr", screen)
    with progress_bars() as steps:
        steps("records", 1, 4)
        steps("files", 3, 3)
    assert "records" in screen.getvalue()
    assert "3/3" in screen.getvalue()


def test_nothing_is_drawn_off_a_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    piped = io.StringIO()
    monkeypatch.setattr(sys, "stderr", piped)
    with progress_bars() as steps:
        steps("records", 1, 4)
    assert piped.getvalue() == ""
