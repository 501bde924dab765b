"""The eligibility limits at entry: a registration that breaks one is refused (``RuleBroken``
naming each category, discipline or member and why), unless an admin overrides it; the
override is recorded in the tournament's history with the reasons."""

from collections.abc import Sequence
from dataclasses import dataclass

from fedreg_core.domain.eligibility import Breach, event_of
from fedreg_core.domain.entities import CategoryEntry, Member, Tournament, User
from fedreg_core.domain.entry_validity import Limits, broken_entries, entry_field
from fedreg_core.domain.enums import HistoryType, TeamType
from fedreg_core.domain.errors import Forbidden
from fedreg_core.domain.registration_rules import Offer
from fedreg_core.domain.rules import Validation
from fedreg_core.messages import translate
from fedreg_core.permissions import may_override_eligibility
from fedreg_core.ports.clock import Clock
from fedreg_core.ports.unit_of_work import UnitOfWork
from fedreg_core.services.registration_access import write_history


@dataclass(frozen=True, slots=True)
class Entrants:
    """Who enters and as what: one member (``team_type`` None) or a team's members;
    ``member_field`` names them in the request; ``override``: an admin's ``override``."""

    members: Sequence[Member]
    label: str
    team_type: TeamType | None = None
    member_field: str = "memberId"
    override: bool = False


def breaches_at_entry(
    tournament: Tournament, offer: Offer, entries: Sequence[CategoryEntry], entrants: Entrants
) -> dict[str, Breach]:
    """The first broken limit per request field (the entry rules of ``entry_validity``)."""
    limits = Limits(offer.categories, offer.disciplines, event_of(tournament))
    found: dict[str, Breach] = {}
    for broken in broken_entries(entries, limits, entrants.members, entrants.team_type):
        if broken.breach is not None:
            found.setdefault(entry_field(broken, entrants.member_field), broken.breach)
    return found


async def check_eligibility(
    uow: UnitOfWork,
    clock: Clock,
    actor: User,
    tournament: Tournament,
    offer: Offer,
    entries: Sequence[CategoryEntry],
    entrants: Entrants,
) -> None:
    """Refuse the entries that break a limit, or record an admin's override of them."""
    found = breaches_at_entry(tournament, offer, entries, entrants)
    if not found:
        return
    if not entrants.override:
        v = Validation()
        for field, breach in found.items():
            v.check(field, False, breach.message_key, breach.values)
        v.raise_if_broken()
    if not may_override_eligibility(actor):
        raise Forbidden("error_admin_only_field")
    reasons = " ".join(
        dict.fromkeys(translate(b.message_key, values=b.values) for b in found.values())
    )
    assert tournament.id is not None
    item = f"{entrants.label}: {reasons}"
    await write_history(uow, clock, actor, tournament.id, HistoryType.ELIGIBILITY_OVERRIDE, item)
