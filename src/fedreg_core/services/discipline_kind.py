"""A discipline keeps its kind (individual or team) while a tournament lists it as that kind.

A tournament lists its individual and its team disciplines apart, and registrations enter
each by its kind: a discipline that changed kind would stand in the wrong list.
"""

from fedreg_core.domain.entities import Discipline
from fedreg_core.domain.rules import Validation
from fedreg_core.ports.unit_of_work import CatalogWork

KIND_FIELD = "isTeam"


async def ensure_kind_fits_tournaments(
    uow: CatalogWork, before: Discipline, after: Discipline, field: str = KIND_FIELD
) -> None:
    """``RuleBroken`` on ``field``, naming the tournaments, when ``after`` changes the kind
    of a stored discipline that tournaments list as its kind ``before`` (one statement
    when the kind changes, none otherwise)."""
    if before.id is None or before.is_team == after.is_team:
        return
    names = await uow.tournaments.names_listing(before.id, as_team=before.is_team)
    key = "error_listed_as_team" if before.is_team else "error_listed_as_individual"
    v = Validation()
    v.check(field, not names, key, {"names": ", ".join(names)})
    v.raise_if_broken()
