"""What the signed-in user may do on a club's page and a tournament's (``getClubCapabilities``,
``getTournamentCapabilities``, ``getTournamentClubCapabilities``): the webapp's buttons and
panels follow these answers instead of repeating the rules."""

import msgspec

from adapters.http.schemas.registrations import Out
from fedreg_core.domain.capabilities import ClubCapabilities, TournamentCapabilities


class PeopleActionsOut(Out):
    """The add, edit and delete buttons of one people panel."""

    add: bool
    edit: bool
    remove: bool


class ClubCapabilitiesOut(Out):
    """``manage``: edit the club and import its people; ``delete``: remove the club;
    ``setNoPay``, ``setAlwaysPays``: the members' and teams' pay flags; one entry per people
    panel."""

    manage: bool
    delete: bool
    set_no_pay: bool
    set_always_pays: bool
    members: PeopleActionsOut
    coaches: PeopleActionsOut
    referees: PeopleActionsOut
    officials: PeopleActionsOut


class TournamentCapabilitiesOut(Out):
    """``archive``: archive it now; ``tournamentInfo``, ``disciplineOverview``: the panels of
    the tournament page the user sees."""

    archive: bool
    tournament_info: bool
    discipline_overview: bool


class TournamentClubCapabilitiesOut(Out):
    """``changeRegistrations``: register, change and remove the club's entries now."""

    change_registrations: bool


class ClubRowCapabilitiesOut(Out):
    """A row of the clubs list: ``delete``: the signed-in user may delete the club."""

    id: int
    delete: bool


class UserRowCapabilitiesOut(Out):
    """A row of the users list: ``changeStatus``: the signed-in user may block, promote or
    demote the user and set their password."""

    id: int
    change_status: bool


def club_capabilities_out(found: ClubCapabilities) -> ClubCapabilitiesOut:
    return msgspec.convert(found, ClubCapabilitiesOut, from_attributes=True)


def tournament_capabilities_out(found: TournamentCapabilities) -> TournamentCapabilitiesOut:
    return msgspec.convert(found, TournamentCapabilitiesOut, from_attributes=True)
