"""What the signed-in user may do on a club's pages and a tournament's (docs/product.md,
Permissions), for the webapp's buttons and panels: answered by the very predicates the
services' guards ask (``domain/permissions.py``, ``domain/tournament_state.py``), so that the
browser repeats none of them."""

from dataclasses import dataclass
from datetime import datetime

from fedreg_core.domain.entities import Club, Settings, Tournament, User
from fedreg_core.domain.enums import Variant
from fedreg_core.domain.permissions import (
    discipline_overview_is_open,
    may_change_registrations,
    may_create_members,
    may_delete_club,
    may_edit_members,
    may_manage_club,
    may_manage_tournaments,
    may_set_admin_fields,
    may_set_no_pay,
    tournament_info_is_shown,
)
from fedreg_core.domain.tournament_state import archive_refusal, tournament_is_active


@dataclass(frozen=True, slots=True)
class PeopleActions:
    """The add, edit and delete buttons of a people panel."""

    add: bool
    edit: bool
    remove: bool


@dataclass(frozen=True, slots=True)
class ClubCapabilities:
    manage: bool
    """Edit the club, change its people, import them (``may_manage_club``)."""
    delete: bool
    set_no_pay: bool
    set_always_pays: bool
    members: PeopleActions
    """Also locked for non-admins by the settings disableCreate and disableEdit."""
    coaches: PeopleActions
    referees: PeopleActions
    officials: PeopleActions


def club_capabilities(actor: User, club: Club, settings: Settings) -> ClubCapabilities:
    """What ``actor`` may do on ``club``'s page: the people services' guards, asked here."""
    manage = may_manage_club(actor, club)
    anyone = PeopleActions(manage, manage, manage)
    edit_members = manage and may_edit_members(actor, settings)
    add_members = manage and may_create_members(actor, settings)
    members = PeopleActions(add_members, edit_members, edit_members)
    return ClubCapabilities(
        manage=manage,
        delete=may_delete_club(actor, club.id),
        set_no_pay=may_set_no_pay(actor, settings),
        set_always_pays=may_set_admin_fields(actor),
        members=members,
        coaches=anyone,
        referees=anyone,
        officials=anyone,
    )


@dataclass(frozen=True, slots=True)
class TournamentCapabilities:
    archive: bool
    """Archive it now (admins; not archived, not active)."""
    tournament_info: bool
    """See the tournament's info panel."""
    discipline_overview: bool
    """See the discipline overview."""


def tournament_capabilities(
    actor: User, tournament: Tournament, settings: Settings, variant: Variant, now: datetime
) -> TournamentCapabilities:
    overview = discipline_overview_is_open(actor, variant) or settings.show_disciplines
    return TournamentCapabilities(
        archive=may_manage_tournaments(actor) and archive_refusal(tournament, now) is None,
        tournament_info=tournament_info_is_shown(actor, variant),
        discipline_overview=overview,
    )


def may_change_entries_of(actor: User, club: Club, tournament: Tournament, now: datetime) -> bool:
    """Register, change or remove ``club``'s entries in ``tournament`` now: what
    ``registration_access.changeable_tournament`` lets through (not archived, a club the
    actor manages, ``may_change_registrations``)."""
    if tournament.is_archived or not may_manage_club(actor, club):
        return False
    return may_change_registrations(actor, club, tournament_is_active(tournament, now))
