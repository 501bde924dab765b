"""A tournament's entries that are no longer eligible (admins: every club's; club users:
their own), each with its reason in the reader's language (a competitor's without the name
the line starts with); and what a club's members may be entered in, with the reasons an
option is closed to a member."""

from typing import Any

from litestar import Controller, Request, get

from adapters.http.auth import BEARER_SECURITY, Context, SignedIn
from adapters.http.language import request_language
from adapters.http.openapi import error_responses
from adapters.http.params import PathId
from adapters.http.schemas.conversion.convert_registrations import club_ref
from adapters.http.schemas.entry_options import EntryOptionsOut, entry_options_out
from adapters.http.schemas.registrations import IneligibleEntryOut, NamedOut
from fedreg_core.messages import translate
from fedreg_core.messages.eligibility import unnamed
from fedreg_core.services.eligibility_report import IneligibleEntry, tournament_eligibility
from fedreg_core.services.entry_options import entry_options


class TournamentEligibilityController(Controller):
    path = "/api/tournament"
    tags = ["Tournament registrations"]  # noqa: RUF012 (Litestar declares it an instance variable)
    security = BEARER_SECURITY

    @get(
        "/{id:int}/eligibility",
        operation_id="listIneligibleEntries",
        responses=error_responses(401, 403, 404),
    )
    async def eligibility(
        self, id: PathId, request: Request[Any, Any, Any], account: SignedIn, context: Context
    ) -> list[IneligibleEntryOut]:
        """Entries that break an age, belt, weight or medical limit now (a member or a limit
        changed after entry; ``overridden``: an admin's override let it through at entry):
        every club's for admins, the own club's for club users."""
        language = request_language(request, context.variant)
        snapshot, found = await tournament_eligibility(context.uow(), account.user, id)
        categories, disciplines = snapshot.categories, snapshot.disciplines
        return [
            IneligibleEntryOut(
                registration_id=entry.registration_id,
                is_team=entry.is_team,
                club=club_ref(snapshot, entry.club_id),
                label=entry.label,
                category=_named(categories, entry.category_id),
                discipline=_named(disciplines, entry.discipline_id),
                rule=entry.breach.rule,
                reason=_reason(entry, language),
                overridden=entry.overridden,
            )
            for entry in found
        ]

    @get(
        "/{id:int}/club/{club_id:int}/entry-options",
        operation_id="listEntryOptions",
        responses=error_responses(401, 403, 404),
    )
    async def entry_options(
        self,
        id: PathId,
        club_id: PathId,
        request: Request[Any, Any, Any],
        account: SignedIn,
        context: Context,
    ) -> EntryOptionsOut:
        """What each of the club's members may be entered in, each option with the limits the
        member breaks (admins and that club): the registration dialogs show these."""
        options = await entry_options(context.uow(), account.user, id, club_id)
        return entry_options_out(options, request_language(request, context.variant))


def _reason(entry: IneligibleEntry, language: str) -> str:
    """The breach in words: a competitor's without the name the line starts with; a team's
    with the name of the member who breaks the limit."""
    key = entry.breach.message_key
    return translate(key if entry.is_team else unnamed(key), language, entry.breach.values)


def _named(things: dict[int, Any], thing_id: int) -> NamedOut:
    thing = things.get(thing_id)
    return NamedOut(id=thing_id, name=str(getattr(thing, "name", thing_id)))
