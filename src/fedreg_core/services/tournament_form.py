"""The tournament form applied to a tournament: fees, sanitized description, disciplines.

The eight fee fields come flat (``single_fee_1``, ...) and are checked before the
``FeeSchedule`` is made; the description is cleaned by the ``HtmlSanitizer`` port and the
place trimmed before the rules see them; disciplines newly linked must exist, not be
archived and be of their list's kind (individual or team); a tournament saved open has its
event date when its entries are judged on it (``needs_event_day``).
"""

from collections.abc import Iterable
from dataclasses import replace

from fedreg_core.domain.catalog_rules import check_fees, check_tournament
from fedreg_core.domain.changes import Keep
from fedreg_core.domain.eligibility import needs_event_day
from fedreg_core.domain.entities import Category, Tournament
from fedreg_core.domain.errors import RuleBroken
from fedreg_core.domain.registration_rules import discipline_kind_error
from fedreg_core.domain.rules import Validation
from fedreg_core.domain.tournament_changes import TournamentChanges
from fedreg_core.domain.tournament_state import may_take_applications
from fedreg_core.ports.html import HtmlSanitizer
from fedreg_core.ports.unit_of_work import TournamentWork
from fedreg_core.services.editing import ensure_valid

DISCIPLINE_LISTS = (
    ("discipline_ids", "disciplineIds", False),
    ("team_discipline_ids", "teamDisciplineIds", True),
)


def _ensure_fees_valid(tournament: Tournament, changes: TournamentChanges) -> None:
    """``RuleBroken`` per broken fee of the schedule the changes make."""
    v = Validation()
    check_fees(v, changes.fee_amounts(tournament.fees))
    v.raise_if_broken()


def with_form(
    tournament: Tournament, changes: TournamentChanges, html: HtmlSanitizer
) -> Tournament:
    """A copy of the tournament with the sent fields; ``RuleBroken`` for broken ones."""
    _ensure_fees_valid(tournament, changes)
    if not isinstance(changes.description, Keep):
        changes = replace(changes, description=html.clean(changes.description))
    if not isinstance(changes.place, Keep):
        changes = replace(changes, place=changes.place.strip())
    changed = changes.applied_to(tournament)
    ensure_valid(check_tournament, changed)
    return changed


def _added(before: Iterable[int], after: Iterable[int]) -> set[int]:
    return set(after) - set(before)


async def ensure_disciplines_available(
    uow: TournamentWork, before: Tournament, after: Tournament
) -> None:
    """Disciplines linked by this save exist, are not archived and are of the list's kind:
    individual ones in ``disciplineIds``, team ones in ``teamDisciplineIds``, naming those
    that are not (links kept stay valid)."""
    v = Validation()
    for field, api_name, is_team in DISCIPLINE_LISTS:
        added = _added(getattr(before, field), getattr(after, field))
        usable = [d for d in await uow.disciplines.get_many(added) if not d.is_archived]
        if not v.check(api_name, len(usable) == len(added), "discipline_unavailable"):
            continue
        wrong = [d for d in usable if discipline_kind_error(d, is_team) is not None]
        names: dict[str, object] = {"names": ", ".join(sorted(d.name for d in wrong))}
        key = "error_individual_disciplines_listed" if is_team else "error_team_disciplines_listed"
        v.check(api_name, not wrong, key, names)
    v.raise_if_broken()


async def ensure_event_day_when_open(uow: TournamentWork, tournament: Tournament) -> None:
    """A tournament that takes applications has its event date when it requires a medical
    certificate, the site requires parental consents, or a category of its disciplines has
    an age limit (``RuleBroken`` on ``eventDate`` otherwise): ages, certificates and consents
    count on that day and no other."""
    if not may_take_applications(tournament) or tournament.event_date is not None:
        return
    consents = (await uow.settings.get()).parental_consent_required
    categories: list[Category] = []
    if not tournament.require_medical and not consents:  # else the categories tell nothing
        linked = [*tournament.discipline_ids, *tournament.team_discipline_ids]
        disciplines = await uow.disciplines.get_many(linked)
        category_ids = {c for d in disciplines for c in d.category_ids}
        categories = await uow.categories.get_many(category_ids)
    if not needs_event_day(tournament, categories, consents):
        return
    raise RuleBroken.single("eventDate", "event_date_needed")
