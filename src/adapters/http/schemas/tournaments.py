"""Shapes of tournaments, their discipline links, images and documents (docs/product.md, API).

Date-times are naive local ISO 8601 (``2026-03-01T10:00:00``); the eight fee fields keep
their snake_case names in JSON.
"""

from dataclasses import asdict
from datetime import date, datetime
from typing import Annotated, Any

import msgspec
from msgspec import UNSET, UnsetType

from adapters.http.resources.structs import without
from adapters.http.schemas.accounts import NO_NUL, Body, Text
from adapters.http.schemas.catalog import DisciplineOut, Id, Ids, discipline_out
from adapters.http.schemas.conversion.from_core import answer_from
from fedreg_core.fees import DEFAULT_FEES, LatePer
from fedreg_core.ports.views import LinkedDiscipline
from fedreg_core.services.listing import Visible
from fedreg_core.services.tournament_reads import ShownTournament

LocalDateTime = Annotated[datetime, msgspec.Meta(tz=False)]
Html = Annotated[str, msgspec.Meta(max_length=100_000, pattern=NO_NUL)]
Fee = Annotated[int, msgspec.Meta(ge=0, le=1_000_000_000)]


class Fees(msgspec.Struct, kw_only=True):
    """Whole RSD; each ``*_break`` is the discount on its fee (at most the fee)."""

    single_fee_1: Fee = msgspec.field(name="single_fee_1")
    single_fee_1_break: Fee = msgspec.field(name="single_fee_1_break")
    single_fee_2: Fee = msgspec.field(name="single_fee_2")
    single_fee_2_break: Fee = msgspec.field(name="single_fee_2_break")
    single_fee_other: Fee = msgspec.field(name="single_fee_other")
    single_fee_other_break: Fee = msgspec.field(name="single_fee_other_break")
    team_fee: Fee = msgspec.field(name="team_fee")
    team_fee_break: Fee = msgspec.field(name="team_fee_break")


def _fee(name: str) -> Any:
    """A fee field under its snake_case name, ``DEFAULT_FEES``' amount when left out."""
    return msgspec.field(default=getattr(DEFAULT_FEES, name), name=name)


class NewFees(msgspec.Struct, kw_only=True):
    """``Fees`` of a new tournament: each left out is ``DEFAULT_FEES``' (the usual prices,
    no discounts)."""

    single_fee_1: Fee = _fee("single_fee_1")
    single_fee_1_break: Fee = _fee("single_fee_1_break")
    single_fee_2: Fee = _fee("single_fee_2")
    single_fee_2_break: Fee = _fee("single_fee_2_break")
    single_fee_other: Fee = _fee("single_fee_other")
    single_fee_other_break: Fee = _fee("single_fee_other_break")
    team_fee: Fee = _fee("team_fee")
    team_fee_break: Fee = _fee("team_fee_break")


class TournamentForm(Body, NewFees, kw_only=True):
    """The tournament form; ``description`` is HTML, cleaned on save."""

    name: Text
    description: Html
    start_date: LocalDateTime
    end_date: LocalDateTime | None = None
    registration_open: bool = False
    """The admin's switch: open or closed now, when ``registrationByClock`` is off."""
    registration_by_clock: bool = False
    """Applications open at ``startDate`` and close at ``endDate`` by themselves."""
    event_date: date | None = None
    """The first day of competition (ages and medical certificates count on it)."""
    require_medical: bool = False
    place: Text = ""
    """Where the competition is held (a venue, a city); ``""``: not given."""
    late_from: LocalDateTime | None = None
    """Entries from then on pay ``lateFee`` (within the application window); null: none."""
    late_fee: Fee = 0
    late_per: LatePer = LatePer.ENTRY
    """The late fee is paid once per entry (a competitor or team) or per discipline."""
    withdrawal_deadline: LocalDateTime | None = None
    """From then on a withdrawn entry stays, marked withdrawn and billable; null: never."""
    is_public: bool = False
    """Shown on the public pages (``/api/public/tournaments``) while not archived."""
    public_entries: bool = False
    """The public page lists the entries too."""
    discipline_ids: Ids
    team_discipline_ids: Ids


class TournamentLinkOut(msgspec.Struct, rename="camel"):
    """A (team) discipline of a tournament: the link's id and the discipline."""

    id: int
    discipline_id: int
    discipline: DisciplineOut


class TournamentFileOut(msgspec.Struct, rename="camel"):
    """An image or document; ``path`` is ``null`` until the file is uploaded."""

    id: int
    tournament_id: int
    name: str
    path: str | None
    size: int


class TournamentDeductionOut(msgspec.Struct, rename="camel"):
    id: int
    club_id: int
    tournament_id: int
    deduction: int


class TournamentOut(Fees, rename="camel", kw_only=True):
    """``isActive``: applications open now; ``clubDeductions`` for admins only. The counts
    are every club's: registrations, clubs with one, and the (category, discipline) entries
    of the competitors and of the teams."""

    id: int
    name: str
    description: str
    start_date: datetime
    end_date: datetime | None
    registration_open: bool
    registration_by_clock: bool
    is_active: bool
    is_archived: bool
    is_public: bool
    public_entries: bool
    cover: str | None
    disciplines: list[TournamentLinkOut]
    team_disciplines: list[TournamentLinkOut]
    images: list[TournamentFileOut]
    documents: list[TournamentFileOut]
    competitors_count: int
    clubs_count: int
    teams_count: int
    competitor_entries_count: int
    team_entries_count: int
    event_date: date | None = None
    require_medical: bool = False
    place: str = ""
    late_from: datetime | None = None
    late_fee: int = 0
    late_per: LatePer = LatePer.ENTRY
    withdrawal_deadline: datetime | None = None
    club_deductions: list[TournamentDeductionOut] | UnsetType = UNSET


def _links(links: tuple[LinkedDiscipline, ...]) -> list[TournamentLinkOut]:
    return [
        TournamentLinkOut(link.link_id, out.id, out)
        for link in links
        for out in [discipline_out(link.discipline)]
    ]


def tournament_out(visible: Visible[ShownTournament]) -> TournamentOut:
    view = visible.item.view
    t = view.tournament
    out = answer_from(
        TournamentOut,
        t,
        is_active=visible.item.is_active,
        disciplines=_links(view.disciplines),
        team_disciplines=_links(view.team_disciplines),
        images=msgspec.convert(view.images, list[TournamentFileOut], from_attributes=True),
        documents=msgspec.convert(view.documents, list[TournamentFileOut], from_attributes=True),
        competitors_count=view.competitors_count,
        clubs_count=view.clubs_count,
        teams_count=view.teams_count,
        competitor_entries_count=view.competitor_entries_count,
        team_entries_count=view.team_entries_count,
        club_deductions=msgspec.convert(
            view.club_deductions, list[TournamentDeductionOut], from_attributes=True
        ),
        **asdict(t.fees),
    )
    return without(out, visible.hidden)


class TournamentLinkIn(Body, kw_only=True):
    tournament_id: Id
    discipline_id: Id


class TournamentLinkRowOut(msgspec.Struct, rename="camel"):
    """A row of TournamentDisciplines or TournamentTeamDisciplines."""

    id: int
    tournament_id: int
    discipline_id: int


class TournamentFileIn(Body, kw_only=True):
    """The record of an image or document; the file is uploaded to it by id after."""

    tournament_id: Id
    name: Text = ""
