"""Hatchling build hook: ships the repository's ``src/fedreg_core`` as the package ``fedreg_core``.

The core keeps living in the application's ``src/``. Built inside the repository, the wheel and
the sdist take its ``.py`` files and ``py.typed`` from ``../../src/fedreg_core``; the sdist holds
them at ``fedreg_core/``, so a wheel built from the sdist takes them from there. Only those files
are shipped (no ``__pycache__``). An editable install ships no copy: its ``.pth`` file points at
the repository's ``src/`` (``dev-mode-dirs`` in ``pyproject.toml``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

PACKAGE = "fedreg_core"


def package_files(package_dir: Path) -> dict[str, str]:
    """Each ``.py`` file and ``py.typed`` under ``package_dir``, mapped to its path in the build."""
    shipped = sorted(package_dir.rglob("*.py")) + sorted(package_dir.rglob("py.typed"))
    return {
        str(path): f"{PACKAGE}/{path.relative_to(package_dir).as_posix()}"
        for path in shipped
        if "__pycache__" not in path.parts
    }


class CorePackageHook(BuildHookInterface):  # type: ignore[type-arg]
    """Adds the core's files to the wheel and the sdist (not to an editable wheel)."""

    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if version == "editable":
            return
        in_repository = Path(self.root, "..", "..", "src", PACKAGE).resolve()
        in_sdist = Path(self.root, PACKAGE)
        package_dir = in_repository if in_repository.is_dir() else in_sdist
        if not (package_dir / "__init__.py").is_file():
            message = f"{PACKAGE} not found at {in_repository} nor at {in_sdist}"
            raise FileNotFoundError(message)
        build_data["force_include"].update(package_files(package_dir))
