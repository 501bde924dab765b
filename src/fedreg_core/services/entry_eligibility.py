"""The eligibility limits at entry: a registration that breaks one is refused (``RuleBroken``
naming each category, discipline or member and why), unless an admin overrides it; the
override is recorded in the tournament's history with the reasons, and the registration
keeps the rules it let through (its entries are then admitted by override, not "no longer
eligible")."""

from collections.abc import Sequence
from dataclasses import dataclass

from fedreg_core.domain.eligibility import Breach, Event
from fedreg_core.domain.entities import CategoryEntry, Member, Tournament, User
from fedreg_core.domain.entry_validity import Limits, broken_entries, entry_field
from fedreg_core.domain.enums import EntryRule, HistoryType, TeamType
from fedreg_core.domain.errors import Forbidden
from fedreg_core.domain.permissions import may_override_eligibility
from fedreg_core.domain.registration_rules import Offer
from fedreg_core.domain.rules import Validation
from fedreg_core.messages import MessageParts, translate
from fedreg_core.ports.clock import Clock
from fedreg_core.ports.unit_of_work import EntriesWork
from fedreg_core.services.consent_rule import judged_event
from fedreg_core.services.registration_access import members_named, write_history


@dataclass(frozen=True, slots=True)
class Entrants:
    """Who enters and as what: one member (``team_type`` None) or a team's members;
    ``member_field`` names them in the request; ``override``: an admin's ``override``."""

    members: Sequence[Member]
    label: str
    team_type: TeamType | None = None
    member_field: str = "memberId"
    override: bool = False


def _key(breach: Breach) -> tuple[str, tuple[tuple[str, str], ...]]:
    return breach.message_key, tuple(sorted((k, str(v)) for k, v in breach.values.items()))


def _one(breaches: list[Breach]) -> Breach:
    """A field's breaches as one: itself when alone, else every reason (each once) in one
    message, so that each member a team's rule refuses is named."""
    distinct = list({_key(breach): breach for breach in breaches}.values())
    if len(distinct) == 1:
        return distinct[0]
    parts = MessageParts((breach.message_key, breach.values) for breach in distinct)
    return Breach(distinct[0].rule, "eligibility_reasons", {"reasons": parts})


def breaches_at_entry(
    event: Event, offer: Offer, entries: Sequence[CategoryEntry], entrants: Entrants
) -> dict[str, Breach]:
    """The broken limits per request field (the entry rules of ``entry_validity``): a team's
    members' on the member field, each named."""
    limits = Limits(offer.categories, offer.disciplines, event)
    found: dict[str, list[Breach]] = {}
    for broken in broken_entries(entries, limits, entrants.members, entrants.team_type):
        if broken.breach is not None:
            found.setdefault(entry_field(broken, entrants.member_field), []).append(broken.breach)
    return {field: _one(breaches) for field, breaches in found.items()}


async def check_eligibility(
    uow: EntriesWork,
    clock: Clock,
    actor: User,
    tournament: Tournament,
    offer: Offer,
    entries: Sequence[CategoryEntry],
    entrants: Entrants,
) -> tuple[EntryRule, ...]:
    """Refuse the entries that break a limit, or record an admin's override of them:
    answers the rules the override lets through (the registration keeps them), none when
    nothing is broken."""
    event = await judged_event(uow.settings, tournament, entrants.members)
    found = breaches_at_entry(event, offer, entries, entrants)
    if not found:
        return ()
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
    named = members_named(m.id for m in entrants.members if m.id is not None)
    await write_history(
        uow.history, clock, actor, tournament.id, HistoryType.ELIGIBILITY_OVERRIDE, item, named
    )
    return _overridden(event, offer, entries, entrants)


def _overridden(
    event: Event, offer: Offer, entries: Sequence[CategoryEntry], entrants: Entrants
) -> tuple[EntryRule, ...]:
    """Every eligibility rule the entries break (in ``EntryRule``'s order)."""
    limits = Limits(offer.categories, offer.disciplines, event)
    broken = broken_entries(entries, limits, entrants.members, entrants.team_type)
    rules = {b.rule for b in broken if b.breach is not None}
    return tuple(rule for rule in EntryRule if rule in rules)
