"""The Python examples of a Markdown document and the repository files it names.

Each ```python block of the document is the whole text of one file in the examples folder,
and the ```text block right after it (if any) is what that file prints. Every example file
appears in the document. ``named_files`` lists the repository paths the document names (in
backticks or as link targets) so a check can ask that each of them exists.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

_FENCE = re.compile(r"^```(\w*)\n(.*?)^```$", re.MULTILINE | re.DOTALL)
_CODE_SPAN = re.compile(r"`([^`\s]+)`")
_LINK_TARGET = re.compile(r"\]\(([^)#\s]+)")
_REPOSITORY_PATH = re.compile(r"^[\w.-]+(/[\w.-]+)*/[\w.-]+\.\w+$|^[\w-]+/([\w.-]+/)*$")


@dataclass(frozen=True)
class Example:
    """One example file and the output the document shows for it (None: shows none)."""

    path: Path
    expected_output: str | None


def documented_examples(document: Path, examples_dir: Path) -> list[Example]:
    """The examples of ``document``, in its order; ``ValueError`` when document and files differ."""
    files = {path.read_text(encoding="utf-8"): path for path in sorted(examples_dir.glob("*.py"))}
    blocks = _FENCE.findall(document.read_text(encoding="utf-8"))
    examples: list[Example] = []
    for index, (language, body) in enumerate(blocks):
        if language != "python":
            continue
        path = files.pop(body, None)
        if path is None:
            first_line = body.splitlines()[0] if body else ""
            message = f"{document}: no file in {examples_dir} is this block ({first_line!r}...)"
            raise ValueError(message)
        after = blocks[index + 1] if index + 1 < len(blocks) else ("", "")
        examples.append(Example(path, after[1] if after[0] == "text" else None))
    if files:
        names = ", ".join(str(path) for path in files.values())
        message = f"{document} does not show {names}"
        raise ValueError(message)
    return examples


def named_files(document: Path) -> list[str]:
    """The repository paths (``docs/x.md``, ``src/pkg/``) that ``document`` names."""
    text = document.read_text(encoding="utf-8")
    candidates = _CODE_SPAN.findall(text) + _LINK_TARGET.findall(text)
    return sorted({name for name in candidates if _REPOSITORY_PATH.match(name)})
