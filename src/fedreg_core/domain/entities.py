"""Entities (docs/product.md, Entities) as plain dataclasses.

A tournament's fees are the fee engine's ``FeeSchedule`` (one definition, validated there).

``id`` is ``None`` until a repository stores the entity. Money is whole RSD (``int``).
"""

from dataclasses import dataclass, field
from datetime import date, datetime

from fedreg_core.domain.access import PersonRef
from fedreg_core.domain.adulthood import coming_of_age
from fedreg_core.domain.enums import (
    AgeBy,
    DrawFormat,
    EntryRule,
    ForSex,
    HistoryType,
    RefereeRang,
    TeamType,
)
from fedreg_core.domain.plain_fields import PlainText, plain_text
from fedreg_core.fees import FeeSchedule, LatePer, LateRule


@dataclass(slots=True)
class Club:
    name: str
    short_name: str
    city: str
    address: str
    email: str
    contact: str
    mobile: str
    website: str = ""
    logo: str | None = None
    is_blocked: bool = False
    is_deleted: bool = False
    id: int | None = None


@dataclass(slots=True)
class User:
    name: str
    email: str
    password_hash: str
    club_id: int | None = None
    avatar: str | None = None
    is_admin: bool = False
    is_blocked: bool = False
    token_version: int = 0
    id: int | None = None
    language: str | None = None
    """The UI language the user chose (``sr``/``en``); ``None``: the site's default."""
    mail_applications_open: bool = True
    """Mail the applications-open notices (each kind on unless turned off in the profile)."""
    mail_entry_confirmation: bool = True
    mail_deadline_reminder: bool = True


@dataclass(slots=True)
class Member:
    club_id: int
    first_name: str
    last_name: str
    born: date
    is_male: bool
    belt: str
    no_pay: bool = False
    always_pays: bool = False
    avatar: str | None = None
    id: int | None = None
    weight_hg: int | None = None
    """Weight in hectograms (tenths of a kilogram: 61.5 kg is 615)."""
    medical_valid_until: date | None = None
    licence_number: str | None = None
    """Unique within the federation when set."""
    nationality: str | None = plain_text(
        PlainText(
            header_key="sheet_nationality",
            rule_key="nationality_code",
            max_length=3,
            pattern="[A-Z]{3}",
            aliases=("country", "drzavljanstvo", "zemlja", "nat", "noc"),
            upper=True,
        )
    )
    """The country the member competes for, as WKF entries name it: three capitals (``SRB``)."""
    consent_date: date | None = None
    """The day a parent gave their consent to the minor's competing (``parental_consent``)."""
    consent_by: str | None = None
    """Who gave it: the parent's name, as written (set with ``consent_date``)."""
    consent_document: str | None = None
    """The scanned consent's stored path (a private file kind, served by signed links)."""
    erased_at: datetime | None = None
    """When an admin erased the person (``domain.erasure``): no change is accepted since."""

    @property
    def weight(self) -> float | None:
        """``weight_hg`` in kilograms, as the API shows it."""
        return None if self.weight_hg is None else self.weight_hg / 10

    @property
    def adult_from(self) -> date:
        """The day the member comes of age (``adulthood.coming_of_age``)."""
        return coming_of_age(self.born)


@dataclass(slots=True)
class Coach:
    club_id: int
    first_name: str
    last_name: str
    no_certificate_wff: str = ""
    no_fudokan_passport: str = ""
    avatar: str | None = None
    id: int | None = None
    erased_at: datetime | None = None


@dataclass(slots=True)
class Referee:
    club_id: int
    first_name: str
    last_name: str
    dan: int
    rang: RefereeRang
    rang_other: str = ""
    no_certificate_wff: str = ""
    no_referee_certificate_wff: str = ""
    no_fudokan_passport: str = ""
    avatar: str | None = None
    id: int | None = None
    erased_at: datetime | None = None


@dataclass(slots=True)
class Official:
    club_id: int
    first_name: str
    last_name: str
    funct: str
    avatar: str | None = None
    id: int | None = None
    erased_at: datetime | None = None


@dataclass(slots=True)
class Settings:
    title: str
    description: str
    logo: str | None = None
    disable_edit: bool = False
    disable_create: bool = False
    show_disciplines: bool = False
    active_tournament_id: int | None = None
    clubs_may_set_no_pay: bool = True
    """Clubs mark their own members and teams "no pay"; off, only admins do."""
    retention_years: int = 3
    """``fedreg privacy purge`` removes the photos and medical dates of people with no entry
    in this many years."""
    admins_need_second_factor: bool = False
    """An admin without a second factor signs in only to switch one on."""
    parental_consent_required: bool = False
    """Minors (under 18 on the event date) enter only with a recorded parental consent."""
    id: int | None = None


DEFAULT_SETTINGS = Settings(title="fedreg", description="")
"""The settings until an administrator saves some: the row is made of them when first read."""


@dataclass(slots=True)
class Category:
    name: str
    no_pay: bool = False
    is_archived: bool = False
    id: int | None = None
    min_age: int | None = None
    """Whole years, inclusive, as ``age_by`` counts them (so is ``max_age``)."""
    max_age: int | None = None
    age_by: AgeBy = AgeBy.DATE
    min_belt: str | None = None
    """Lowest belt allowed, in ``BELT_RANK`` order (so is ``max_belt``, the highest)."""
    max_belt: str | None = None


TEAM_MEMBERS_FEWEST, TEAM_MEMBERS_MOST = 1, 7
"""The bounds of any team discipline's member range (WKF: men's team kumite up to 7)."""
DEFAULT_TEAM_MEMBERS = (2, 4)
"""The member range of a team discipline that sets none."""


@dataclass(slots=True)
class Discipline:
    name: str
    category_ids: list[int] = field(default_factory=list)
    for_sex: ForSex | None = None
    no_pay: bool = False
    always_pay: bool = False
    is_kata_a: bool = False
    is_kata_b: bool = False
    is_archived: bool = False
    is_deleted: bool = False
    id: int | None = None
    min_weight_hg: int | None = None
    """Exclusive lower weight limit in hectograms (``+84 kg``: over 840)."""
    max_weight_hg: int | None = None
    """Inclusive upper weight limit in hectograms (``-60 kg``: up to 600)."""
    draw_format: DrawFormat | None = None
    """The format of its draws; ``None``: chosen by each group's size."""
    is_team: bool = False
    """Entered by teams (a tournament's team disciplines), not by single competitors."""
    team_min_members: int = DEFAULT_TEAM_MEMBERS[0]
    """The fewest members a team entering it has (a team discipline's; so is the most)."""
    team_max_members: int = DEFAULT_TEAM_MEMBERS[1]


def no_fees() -> FeeSchedule:
    """A schedule of zeros: a tournament that charges nothing (yet)."""
    return FeeSchedule(0, 0, 0, 0, 0, 0, 0, 0)


@dataclass(slots=True)
class TournamentFile:
    """A tournament image or document: the record first, the file uploaded after by id."""

    tournament_id: int
    name: str = ""
    path: str | None = None
    size: int = 0
    id: int | None = None


@dataclass(slots=True)
class Tournament:
    name: str
    description: str
    start_date: datetime
    end_date: datetime | None = None
    registration_open: bool = False
    """The admin's switch: used when ``registration_by_clock`` is off (open or closed now)."""
    registration_by_clock: bool = False
    """Applications open at ``start_date`` and close at ``end_date`` by themselves."""
    is_archived: bool = False
    is_public: bool = False
    """Shown on the public pages (while not archived)."""
    public_entries: bool = False
    """The public page lists the entries too (names, clubs, categories, disciplines)."""
    cover: str | None = None
    fees: FeeSchedule = field(default_factory=no_fees)
    discipline_ids: list[int] = field(default_factory=list)
    team_discipline_ids: list[int] = field(default_factory=list)
    created_at: datetime | None = None
    id: int | None = None
    event_date: date | None = None
    """The first day of competition; ages are counted on it."""
    require_medical: bool = False
    """Members enter only with a medical certificate valid on the event date."""
    place: str = ""
    """Where the competition is held (a venue, a city), as typed; ``""`` when not given."""
    late_from: datetime | None = None
    """Entries from then on pay ``late_fee`` (within the application window); ``None``: none."""
    late_fee: int = 0
    late_per: LatePer = LatePer.ENTRY
    withdrawal_deadline: datetime | None = None
    """From then on a withdrawn entry stays, marked withdrawn and billable; ``None``: never."""

    def late_rule(self) -> LateRule | None:
        """The fee engine's late rule of the tournament, when it has a late period."""
        if self.late_from is None:
            return None
        return LateRule(self.late_from, self.late_fee, self.late_per)


@dataclass(slots=True)
class CategoryEntry:
    """One category of a registration with the disciplines chosen in it."""

    category_id: int
    discipline_ids: list[int]


@dataclass(slots=True)
class CompetitorRegistration:
    tournament_id: int
    club_id: int
    member_id: int
    categories: list[CategoryEntry]
    assigned_number: int | None = None
    created_at: datetime | None = None
    id: int | None = None
    overridden: tuple[EntryRule, ...] = ()
    """The eligibility rules an admin's override let through at entry."""
    withdrawn_at: datetime | None = None
    """Withdrawn after the withdrawal deadline: kept, billable, not drawn."""
    waiting: list[tuple[int, int]] = field(default_factory=list)
    """The (category, discipline) entries on the waiting list (past a cap): neither charged
    nor drawn. Filled by the reads that price entries."""


@dataclass(slots=True)
class TeamRegistration:
    tournament_id: int
    club_id: int
    type: TeamType
    member_ids: list[int]
    categories: list[CategoryEntry]
    no_pay: bool = False
    always_pays: bool = False
    created_at: datetime | None = None
    id: int | None = None
    overridden: tuple[EntryRule, ...] = ()
    """The eligibility rules an admin's override let through at entry."""
    withdrawn_at: datetime | None = None
    """Withdrawn after the withdrawal deadline: kept, billable, not drawn."""
    waiting: list[tuple[int, int]] = field(default_factory=list)
    """The (category, discipline) entries on the waiting list (past a cap): neither charged
    nor drawn. Filled by the reads that price entries."""


@dataclass(slots=True)
class TournamentPerson:
    """A coach, referee or official attached to a tournament by their club."""

    tournament_id: int
    club_id: int
    person_id: int
    id: int | None = None


@dataclass(slots=True)
class ClubDeduction:
    tournament_id: int
    club_id: int
    deduction: int
    id: int | None = None


@dataclass(slots=True)
class HistoryEntry:
    tournament_id: int
    type: HistoryType
    item: str
    user_id: int | None
    created_at: datetime
    user_name: str | None = None
    id: int | None = None
    people: tuple[PersonRef, ...] | None = None
    """The people the entry is about (none: about nobody); ``None``: its writer does not say,
    and only its text tells (erasure and a person's export then go by the name)."""


@dataclass(frozen=True, slots=True)
class SignInSession:
    """Where a user is signed in: one per sign-in, named by a random ``id`` that the token
    carries; ended by deleting it (signing out there, a password change, a reset)."""

    id: str
    user_id: int
    created_at: datetime
    address: str
    """The client's address at sign-in."""
    user_agent: str
    """What the browser said it is (cut to ``USER_AGENT_KEPT`` signs)."""


@dataclass(slots=True)
class PasswordReset:
    """A single-use password-reset token, stored as its SHA-256 digest."""

    user_id: int
    token_digest: str
    expires_at: datetime
    used_at: datetime | None = None
    id: int | None = None


@dataclass(slots=True)
class SecondFactor:
    """A user's TOTP secret (RFC 6238), switched on once a first code confirmed it;
    ``last_step``: the time step of the last code accepted (a code is accepted once)."""

    user_id: int
    secret: str
    """Sealed (``OneTimePasswords.new_secret().stored``): only the adapter that made it opens
    it."""
    enabled: bool = False
    last_step: int | None = None


@dataclass(slots=True)
class RecoveryCode:
    """One of a user's one-time recovery codes: found by its ``selector`` (the first signs
    of its digest), checked against ``code_hash`` (its SHA-256 digest), used once."""

    user_id: int
    selector: str
    code_hash: str
    used_at: datetime | None = None
    id: int | None = None
