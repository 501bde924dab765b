"""Whether the parental-consent rule applies to some members' entries in a tournament.

The rule is the site's setting (``parental_consent_required``) and bears only on members
under 18 on the event date (``eligibility.consent_breach``): the setting is read only when
one of the members is such a minor, so reads of adults' entries cost no statement more.
"""

from collections.abc import Iterable

from fedreg_core.domain.adulthood import is_minor_on
from fedreg_core.domain.eligibility import Event, event_of
from fedreg_core.domain.entities import Member, Tournament
from fedreg_core.ports.registrations import RegistrationSnapshot
from fedreg_core.ports.repositories import SettingsRepository


async def consent_required(
    settings: SettingsRepository, tournament: Tournament, members: Iterable[Member]
) -> bool:
    """The site requires a consent and one of ``members`` is a minor on the event date."""
    day = tournament.event_date
    if day is None or not any(is_minor_on(member.born, day) for member in members):
        return False
    return (await settings.get()).parental_consent_required


async def judged_event(
    settings: SettingsRepository, tournament: Tournament, members: Iterable[Member]
) -> Event:
    """What the members' entries in the tournament are judged on, the consent rule with it."""
    return event_of(tournament, await consent_required(settings, tournament, members))


async def with_consent_rule(
    settings: SettingsRepository, snapshot: RegistrationSnapshot
) -> RegistrationSnapshot:
    """The snapshot, told whether its entries are judged on the consent rule."""
    members = snapshot.members.values()
    snapshot.consent_required = await consent_required(settings, snapshot.tournament, members)
    return snapshot
