"""import-linter contract types of this repository (``contract_types`` in ``pyproject.toml``).

- ``standard_library_only``: the source packages import the standard library
  (``sys.stdlib_module_names``) and the allowed packages, nothing else: an allow-list, so a
  new third-party import breaks it without anyone naming that package first.
- ``acyclic_modules``: no import cycle between the modules of the given packages.
- ``no_private_names``: the source packages import no private name (``_name``) and no private
  module of the given packages.

Each reports every offending import with its file line (direct imports: what a module's
author wrote).
"""

from __future__ import annotations

import ast
import importlib.util
import itertools
import sys
from pathlib import Path
from typing import TypedDict, cast

from grimp import ImportGraph
from importlinter.application import output
from importlinter.domain import fields
from importlinter.domain.contract import Contract, ContractCheck


class Offence(TypedDict):
    """One import that breaks a contract, with where it is written."""

    importer: str
    imported: str
    lines: list[str]


def _modules_of(graph: ImportGraph, packages: set[str]) -> set[str]:
    """The internal modules of ``packages`` (each package and its descendants)."""
    found: set[str] = set()
    for package in packages:
        if package not in graph.modules:
            message = f"Module '{package}' does not exist."
            raise ValueError(message)
        found |= {package, *graph.find_descendants(package)}
    return found


def _lines(graph: ImportGraph, importer: str, imported: str) -> list[str]:
    details = graph.get_import_details(importer=importer, imported=imported)
    return [f"l.{detail['line_number']}: {detail['line_contents']}" for detail in details]


def _render(offences: list[Offence], template: str) -> None:
    """Each offence as ``template`` (with ``{importer}`` and ``{imported}``), then its lines."""
    for offence in offences:
        output.print_error(template.format_map(offence) + ":", bold=False)
        output.indent_cursor()
        for line in offence["lines"] or ["(line unknown)"]:
            output.print(f"  {line}")
        output.new_line()


def _package_names(contract: Contract, name: str) -> set[str]:
    expressions = cast("set[object]", getattr(contract, name) or set())
    return {str(expression) for expression in expressions}


class StandardLibraryOnlyContract(Contract):
    """``source_modules`` import only the standard library and ``allowed_modules``."""

    type_name = "standard_library_only"

    source_modules = fields.SetField(subfield=fields.ModuleExpressionField())
    allowed_modules = fields.SetField(subfield=fields.ModuleExpressionField(), required=False)

    def check(self, graph: ImportGraph, verbose: bool) -> ContractCheck:  # noqa: ARG002 (interface)
        sources = _package_names(self, "source_modules")
        allowed = _modules_of(graph, sources | _package_names(self, "allowed_modules"))
        offences: list[Offence] = []
        for importer in sorted(_modules_of(graph, sources)):
            for imported in sorted(graph.find_modules_directly_imported_by(importer)):
                top_level = imported.partition(".")[0]
                if imported in allowed or top_level in sys.stdlib_module_names:
                    continue
                offences.append(
                    Offence(
                        importer=importer,
                        imported=imported,
                        lines=_lines(graph, importer, imported),
                    )
                )
        return ContractCheck(kept=not offences, warnings=None, metadata={"offences": offences})

    def render_broken_contract(self, check: ContractCheck) -> None:
        offences = cast("list[Offence]", check.metadata["offences"])
        _render(offences, "{importer} imports {imported}, not in the standard library")


def _cycles(graph: ImportGraph, modules: set[str]) -> list[list[str]]:
    """Strongly connected groups of ``modules`` with more than one module (Tarjan's algorithm,
    iterative), each as one shortest cycle through its first module."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def successors(module: str) -> list[str]:
        return sorted(graph.find_modules_directly_imported_by(module) & modules)

    for root in sorted(modules):
        if root in index:
            continue
        work = [(root, iter(successors(root)))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            module, pending = work[-1]
            step = next(pending, None)
            if step is not None:
                if step not in index:
                    index[step] = low[step] = len(index)
                    stack.append(step)
                    on_stack.add(step)
                    work.append((step, iter(successors(step))))
                elif step in on_stack:
                    low[module] = min(low[module], index[step])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[module])
            if low[module] == index[module]:
                group: list[str] = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == module:
                        break
                if len(group) > 1:
                    groups.append(sorted(group))
    return [_shortest_cycle(graph, group) for group in sorted(groups)]


def _shortest_cycle(graph: ImportGraph, group: list[str]) -> list[str]:
    """A shortest cycle through ``group[0]`` that stays inside ``group``."""
    start, members = group[0], set(group)
    paths = {start: [start]}
    queue = [start]
    while queue:
        module = queue.pop(0)
        for imported in sorted(graph.find_modules_directly_imported_by(module) & members):
            if imported == start:
                return [*paths[module], start]
            if imported not in paths:
                paths[imported] = [*paths[module], imported]
                queue.append(imported)
    return group  # unreachable for a strongly connected group


class AcyclicModulesContract(Contract):
    """No import cycle between the modules of ``packages``."""

    type_name = "acyclic_modules"

    packages = fields.SetField(subfield=fields.ModuleExpressionField())

    def check(self, graph: ImportGraph, verbose: bool) -> ContractCheck:  # noqa: ARG002 (interface)
        cycles = _cycles(graph, _modules_of(graph, _package_names(self, "packages")))
        details = [
            [
                Offence(
                    importer=importer, imported=imported, lines=_lines(graph, importer, imported)
                )
                for importer, imported in itertools.pairwise(cycle)
            ]
            for cycle in cycles
        ]
        return ContractCheck(kept=not cycles, warnings=None, metadata={"cycles": details})

    def render_broken_contract(self, check: ContractCheck) -> None:
        for cycle in cast("list[list[Offence]]", check.metadata["cycles"]):
            output.print_error(f"Import cycle of {len(cycle)} modules:", bold=True)
            _render(cycle, "{importer} imports {imported}")


def _source_file(module: str) -> Path:
    """The file of ``module``, found from its top-level package (no other module is run)."""
    top_level, *parts = module.split(".")
    spec = importlib.util.find_spec(top_level)
    if spec is None or not spec.submodule_search_locations:
        message = f"no package {top_level}"
        raise ValueError(message)
    folder = Path(next(iter(spec.submodule_search_locations)), *parts)
    return folder / "__init__.py" if folder.is_dir() else folder.with_suffix(".py")


def _private_imports(module: str, targets: set[str]) -> list[Offence]:
    """``from target import _name`` and ``import target._module`` statements of ``module``."""
    tree = ast.parse(_source_file(module).read_text(encoding="utf-8"))
    offences: list[Offence] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module in targets and node.level == 0:
            imported = [f"{node.module}.{alias.name}" for alias in node.names]
        elif isinstance(node, ast.Import):
            imported = [alias.name for alias in node.names if alias.name in targets]
        else:
            continue
        for name in imported:
            if _is_private(name):
                line = f"l.{node.lineno}: {ast.unparse(node)}"
                offences.append(Offence(importer=module, imported=name, lines=[line]))
    return offences


def _is_private(dotted_name: str) -> bool:
    return any(p.startswith("_") and not p.startswith("__") for p in dotted_name.split("."))


class NoPrivateNamesContract(Contract):
    """``source_modules`` import no private name or private module of ``imported_modules``."""

    type_name = "no_private_names"

    source_modules = fields.SetField(subfield=fields.ModuleExpressionField())
    imported_modules = fields.SetField(subfield=fields.ModuleExpressionField())

    def check(self, graph: ImportGraph, verbose: bool) -> ContractCheck:  # noqa: ARG002 (interface)
        targets = _modules_of(graph, _package_names(self, "imported_modules"))
        offences = [
            offence
            for importer in sorted(_modules_of(graph, _package_names(self, "source_modules")))
            if graph.find_modules_directly_imported_by(importer) & targets
            for offence in _private_imports(importer, targets)
        ]
        return ContractCheck(kept=not offences, warnings=None, metadata={"offences": offences})

    def render_broken_contract(self, check: ContractCheck) -> None:
        offences = cast("list[Offence]", check.metadata["offences"])
        _render(offences, "{importer} imports the private {imported}")
