"""Comments point inside the repository: the product's rules are in docs/product.md.

A comment that cites the federation's spec or the decisions file (which live outside the
repository), or a path outside it, fails here with its file and line; and every
``docs/product.md, <Section>`` names a section that exists.
"""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TREES = ("src", "tests", "bench", "tools", "webapp/src", "webapp/e2e", "webapp/bench")
WEBAPP_CONFIGS = ("*.config.*", "eslint.config.*")
SUFFIXES = {".py", ".ts", ".tsx", ".js", ".mjs", ".cjs"}
SKIPPED = {"node_modules", "__pycache__", ".venv", "dist"}
THIS_FILE = Path(__file__).resolve()

OUTSIDE = re.compile(
    r"decisions\.md|decisions §|product-spec|spec §|spec\.md|/shared/|/work/"
    r"|docs/architecture(?!\.md)",
    re.IGNORECASE,
)
# "docs/product.md, Fees", "docs/product.md: API and Security", wrapped over comment lines.
CITATION = re.compile(r"docs/product\.md[,:][\s#*/]*([A-Z][A-Za-z]*(?: [a-z]+)*)")


def scanned_files() -> list[Path]:
    files = [
        path
        for tree in TREES
        if (ROOT / tree).is_dir()
        for path in (ROOT / tree).rglob("*")
        if path.suffix in SUFFIXES
        and path.is_file()
        and not SKIPPED.intersection(path.relative_to(ROOT).parts)
    ]
    files += [path for glob in WEBAPP_CONFIGS for path in (ROOT / "webapp").glob(glob)]
    return sorted(set(files) - {THIS_FILE})


def section_titles() -> list[str]:
    """The headings of docs/product.md without their number and parenthesis."""
    text = (ROOT / "docs" / "product.md").read_text(encoding="utf-8")
    headings = re.findall(r"^## (?:\d+\. )?([^(\n]+)", text, re.MULTILINE)
    return [heading.strip() for heading in headings]


def test_no_comment_points_outside_the_repository() -> None:
    found = [
        f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
        for path in scanned_files()
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if OUTSIDE.search(line)
    ]
    assert not found, "Point to a section of docs/product.md instead:\n" + "\n".join(found)


def test_every_cited_section_of_the_product_rules_exists() -> None:
    titles = section_titles()
    assert {"Fees", "Variants", "Errors", "Security", "Tournament states"} <= set(titles)
    unknown = [
        f"{path.relative_to(ROOT)}: {cited!r}"
        for path in scanned_files()
        for cited in CITATION.findall(path.read_text(encoding="utf-8"))
        if not any(cited.startswith(title) for title in titles)
    ]
    assert not unknown, f"No such section in docs/product.md ({titles}):\n" + "\n".join(unknown)
