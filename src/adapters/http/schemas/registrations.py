"""Shapes of the tournament registration calls (docs/product.md, API)."""

from datetime import date, datetime
from typing import Annotated

import msgspec
from msgspec import UNSET, UnsetType

from adapters.http.params import BodyId
from adapters.http.schemas.accounts import Body
from adapters.http.schemas.administration import ClubRefOut
from fedreg_core.domain.enums import EntryRule, HistoryType, SeenSex, TeamType
from fedreg_core.fees import DEDUCTION_MAX, DEDUCTION_MIN

Ids = Annotated[list[BodyId], msgspec.Meta(max_length=50)]
# Documented only (OpenAPI ``extra``): the core checks the range, with its own message.
Percent = Annotated[
    int,
    msgspec.Meta(extra_json_schema={"extra": {"minimum": DEDUCTION_MIN, "maximum": DEDUCTION_MAX}}),
]


class CategoryChoiceIn(Body):
    """One category of a registration and the disciplines chosen in it."""

    id: BodyId
    disciplines: Ids


Categories = Annotated[list[CategoryChoiceIn], msgspec.Meta(max_length=50)]


class CompetitorIn(Body, kw_only=True):
    """``override``: enter despite a broken age, belt, weight or medical limit (admins; the
    history records it)."""

    member_id: BodyId
    categories: Categories
    override: bool = False


class CompetitorChangeIn(Body, kw_only=True):
    categories: Categories
    override: bool = False


class TeamIn(Body, kw_only=True):
    """``override``: enter despite a member's broken age or belt limit (admins)."""

    type: TeamType
    member_ids: Annotated[list[BodyId], msgspec.Meta(max_length=20)]
    categories: Categories
    no_pay: bool = False
    always_pays: bool = False
    override: bool = False


class Out(msgspec.Struct, rename="camel", kw_only=True):
    """An answer: camelCase names."""


class NamedOut(Out):
    id: int
    name: str


class RegisteredCategoryOut(Out):
    """A category of a registration (``id`` is the category's) with its disciplines."""

    id: int
    name: str
    disciplines: list[NamedOut]


class CompetitorPersonOut(Out, omit_defaults=True):
    """A registered member; private fields only for admins and the member's club."""

    id: int
    first_name: str
    last_name: str
    belt: str
    is_male: bool | UnsetType = UNSET
    born: date | UnsetType = UNSET
    no_pay: bool | UnsetType = UNSET
    always_pays: bool | UnsetType = UNSET
    avatar: str | UnsetType | None = UNSET


BROKEN_RULES = (
    "Rules checked at entry that this registration no longer meets, because a member (sex:"
    " by an admin) or a category's or discipline's limits changed since: its entries are no"
    " longer eligible (shown to admins and the registration's club; absent when none)"
)
BrokenRules = Annotated[list[EntryRule], msgspec.Meta(description=BROKEN_RULES)]
OVERRIDDEN_RULES = (
    "Eligibility rules this registration breaks that an admin's override let through at"
    " entry: admitted by override, not no longer eligible (shown to admins and the"
    " registration's club; absent when none)"
)
OverriddenRules = Annotated[list[EntryRule], msgspec.Meta(description=OVERRIDDEN_RULES)]


class WaitingRefOut(Out):
    """An entry of the registration on the waiting list (past a cap)."""

    category_id: int
    discipline_id: int


class CompetitorOut(Out, omit_defaults=True):
    id: int
    tournament_id: int
    competitor_id: int
    competitor: CompetitorPersonOut
    assigned_number: int | None
    club: ClubRefOut
    categories: list[RegisteredCategoryOut]
    created_at: datetime | None
    withdrawn_at: datetime | None = None
    """Withdrawn after the withdrawal deadline: kept and billable, not drawn (left out: not)."""
    broken_rules: BrokenRules = msgspec.field(default_factory=list)
    overridden_rules: OverriddenRules = msgspec.field(default_factory=list)
    waiting: list[WaitingRefOut] = msgspec.field(default_factory=list)
    """Its entries on the waiting list (left out when none waits)."""


class TeamOut(Out, omit_defaults=True):
    id: int
    tournament_id: int
    type: TeamType
    no_pay: bool
    always_pays: bool
    member_ids: list[int]
    members: list[CompetitorPersonOut]
    club: ClubRefOut
    categories: list[RegisteredCategoryOut]
    created_at: datetime | None
    withdrawn_at: datetime | None = None
    """Withdrawn after the withdrawal deadline: kept and billable, not drawn (left out: not)."""
    broken_rules: BrokenRules = msgspec.field(default_factory=list)
    overridden_rules: OverriddenRules = msgspec.field(default_factory=list)
    waiting: list[WaitingRefOut] = msgspec.field(default_factory=list)
    """Its entries on the waiting list (left out when none waits)."""


class TournamentPersonOut(Out):
    """A registered coach, referee or official: ``personId`` is the coach's (...) id."""

    id: int
    tournament_id: int
    club_id: int
    person_id: int
    first_name: str
    last_name: str


class StaffPersonOut(TournamentPersonOut):
    """A registered coach, referee or official with the name of the club that entered them."""

    club_name: str


class TournamentStaffOut(Out):
    """Every club's coaches, referees and officials of a tournament, by club name, then
    last and first name."""

    tournament_id: int
    coaches: list[StaffPersonOut]
    referees: list[StaffPersonOut]
    officials: list[StaffPersonOut]


class RegistrationsOut(Out):
    """A tournament's registrations: one club's (``clubId``), or every club's (``null``)."""

    tournament_id: int
    club_id: int | None
    competitors: list[CompetitorOut]
    teams: list[TeamOut]
    coaches: list[TournamentPersonOut]
    referees: list[TournamentPersonOut]
    officials: list[TournamentPersonOut]


class FeeLineOut(Out):
    kind: str
    registration_id: int
    label: str
    chargeable: int
    price: int
    discount: int
    net: int
    late_fee: int = 0
    """The late entry's surcharge (``net = price + lateFee - discount``)."""
    withdrawn: bool = False
    """Withdrawn after the withdrawal deadline: still billable."""


class ClubFeeTotalsOut(Out):
    """A club's fee (docs/product.md, Fees): sums, deduction percent, rounded total; and how many
    competitor and team registrations the club has."""

    club: ClubRefOut
    gross: int
    discounts: int
    net: int
    deduction: int
    total: int
    competitors: int
    teams: int
    late_fees: int = 0
    """The late entries' surcharges (part of ``gross``)."""


class ClubFeeOut(ClubFeeTotalsOut, kw_only=True):
    """A club's invoice: its fee and every registration's line."""

    lines: list[FeeLineOut]


class ClubRegistrationsOut(RegistrationsOut):
    """One club's registrations with its fee."""

    fee: ClubFeeOut


class TournamentFeesOut(Out):
    """Every club's fee without its lines (those are per club: ``/fees/{clubId}``) and the
    tournament's totals."""

    clubs: list[ClubFeeTotalsOut]
    gross: int
    discounts: int
    net: int
    total: int


class HistoryOut(Out):
    """``user`` is the name of who acted, ``null`` once that user is deleted."""

    id: int
    type: HistoryType
    user: str | None
    item: str
    created_at: datetime


SEEN_SEX = (
    "The competitor's sex as the caller sees it, as the sex filter and the discipline overview"
    " go by: the member's for admins and the member's own club; for other clubs MEN or WOMEN"
    " only when a discipline entered is open to that sex alone, else UNKNOWN"
)


class ListedCompetitorOut(CompetitorOut, kw_only=True):
    """A competitor registration in a list, with the sex the caller sees."""

    sex: Annotated[SeenSex, msgspec.Meta(description=SEEN_SEX)]


class RegistrationListOut(Out):
    items: list[ListedCompetitorOut]
    total: int


class TeamListOut(Out):
    items: list[TeamOut]
    total: int


class CompetitorCountOut(Out):
    """How many competitors entered a discipline in a category, by sex as the caller sees it
    (``UNKNOWN``: another club's member in disciplines open to both sexes)."""

    category_id: int
    discipline_id: int
    sex: SeenSex
    count: int
    waiting: int = 0
    """Of ``count``, the entries on the waiting list."""


class TeamCountOut(Out):
    category_id: int
    discipline_id: int
    type: TeamType
    count: int
    waiting: int = 0
    """Of ``count``, the entries on the waiting list."""


class OverviewOut(Out):
    """The discipline overview's counts (entries, not registrations)."""

    competitors: list[CompetitorCountOut]
    teams: list[TeamCountOut]


class ClubDeductionCreate(Body, kw_only=True):
    club_id: BodyId
    tournament_id: BodyId
    deduction: Percent


class ClubDeductionOut(Out):
    id: int
    club_id: int
    tournament_id: int
    deduction: int


class IneligibleEntryOut(Out):
    """An entry that breaks an eligibility limit now: the registration (a team's when
    ``isTeam``), its club, the competitor's or team members' names, the category and
    discipline, the rule and the reason in the reader's language."""

    registration_id: int
    is_team: bool
    club: ClubRefOut
    label: str
    category: NamedOut
    discipline: NamedOut
    rule: EntryRule
    reason: str
    overridden: bool = False
    """An admin's override let this rule through at entry: admitted by override, not no
    longer eligible."""
