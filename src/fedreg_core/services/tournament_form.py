"""The tournament form applied to a tournament: fees, sanitized description, disciplines.

The eight fee fields come flat (``single_fee_1``, ...) and are checked before the
``FeeSchedule`` is made; the description is cleaned by the ``HtmlSanitizer`` port before
the rules see it; disciplines newly linked must exist and not be archived.
"""

from collections.abc import Iterable
from dataclasses import asdict

from fedreg_core.domain.catalog_rules import FEE_FIELDS, check_fees, check_tournament
from fedreg_core.domain.entities import Tournament
from fedreg_core.domain.errors import RuleBroken
from fedreg_core.domain.rules import Validation
from fedreg_core.fees import FeeSchedule
from fedreg_core.ports.html import HtmlSanitizer
from fedreg_core.ports.unit_of_work import UnitOfWork
from fedreg_core.services.editing import Changes, ensure_valid, with_changes

DISCIPLINE_LISTS = (
    ("discipline_ids", "disciplineIds"),
    ("team_discipline_ids", "teamDisciplineIds"),
)


def _fees(current: FeeSchedule, changes: Changes) -> FeeSchedule:
    """The schedule with the fee fields of ``changes``; ``RuleBroken`` per broken field."""
    amounts: dict[str, int] = asdict(current)
    v = Validation()
    for name in FEE_FIELDS:
        value = changes.get(name, amounts[name])
        whole = isinstance(value, int) and not isinstance(value, bool)
        if v.check(name, whole, "integer") and isinstance(value, int):
            amounts[name] = value
    v.raise_if_broken()
    check_fees(v, amounts)
    v.raise_if_broken()
    return FeeSchedule(**amounts)


def with_form(tournament: Tournament, changes: Changes, html: HtmlSanitizer) -> Tournament:
    """A copy of the tournament with the sent fields; ``RuleBroken`` for broken ones."""
    fees = _fees(tournament.fees, changes)
    others = {name: value for name, value in changes.items() if name not in FEE_FIELDS}
    if isinstance(description := others.get("description"), str):
        others["description"] = html.clean(description)
    changed = with_changes(tournament, {**others, "fees": fees})
    ensure_valid(check_tournament, changed)
    return changed


def _added(before: Iterable[int], after: Iterable[int]) -> set[int]:
    return set(after) - set(before)


async def ensure_disciplines_available(
    uow: UnitOfWork, before: Tournament, after: Tournament
) -> None:
    """Disciplines linked by this save exist and are not archived (links kept stay valid)."""
    errors = {}
    for field, api_name in DISCIPLINE_LISTS:
        added = _added(getattr(before, field), getattr(after, field))
        usable = [d for d in await uow.disciplines.get_many(added) if not d.is_archived]
        if len(usable) != len(added):
            errors[api_name] = "discipline_unavailable"
    if errors:
        raise RuleBroken(errors)
