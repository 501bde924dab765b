"""Enumerations and build variants (docs/product.md, Entities and Variants)."""

from enum import StrEnum


class Variant(StrEnum):
    DEFAULT = "default"
    WFF = "wff"


class RefereeRang(StrEnum):
    NATIONAL_A = "NATIONAL_A"
    NATIONAL_B = "NATIONAL_B"
    NATIONAL_C = "NATIONAL_C"
    NATIONAL_D = "NATIONAL_D"
    INTEARNATIONAL_A = "INTEARNATIONAL_A"
    INTEARNATIONAL_B = "INTEARNATIONAL_B"
    INTEARNATIONAL_C = "INTEARNATIONAL_C"
    INTEARNATIONAL_D = "INTEARNATIONAL_D"
    TRAINEE = "TRAINEE"
    ZAPISNICAR = "ZAPISNICAR"
    OTHER = "OTHER"


class DefaultBelt(StrEnum):
    CRNI = "CRNI"
    BRAON = "BRAON"
    LJUBICASTI = "LJUBICASTI"
    PLAVI = "PLAVI"
    ZELENI = "ZELENI"
    CRVENI = "CRVENI"
    ORANZ = "ORANZ"
    ZUTI = "ZUTI"
    BELI = "BELI"


class WffBelt(StrEnum):
    BLACK = "BLACK"
    BROWN = "BROWN"
    PURPLE = "PURPLE"
    BLUE = "BLUE"
    GREEN = "GREEN"
    ORANGE = "ORANGE"
    YELLOW = "YELLOW"
    WHITE = "WHITE"


BELTS: dict[Variant, tuple[str, ...]] = {
    Variant.DEFAULT: tuple(DefaultBelt),
    Variant.WFF: tuple(WffBelt),
}


BELT_RANK: dict[str, int] = {
    belt: len(belts) - index for belts in BELTS.values() for index, belt in enumerate(belts)
}
"""A belt's place in its variant's order: white (or beli) 1, black (or crni) highest."""


class AgeBy(StrEnum):
    """How a category counts a competitor's age: on the event date (WKF), or as the event's
    year minus the birth year."""

    DATE = "DATE"
    YEAR = "YEAR"


class DrawFormat(StrEnum):
    """How a group of a discipline fights (see ``fedreg_core.draws``)."""

    ELIMINATION_REPECHAGE = "ELIMINATION_REPECHAGE"
    ELIMINATION_TWO_BRONZES = "ELIMINATION_TWO_BRONZES"
    ROUND_ROBIN = "ROUND_ROBIN"
    KATA_POINTS = "KATA_POINTS"
    """Kata by points (WKF): groups of 8, the best 4 going on (``draws.kata_points``)."""


class TeamType(StrEnum):
    MEN = "MEN"
    WOMEN = "WOMEN"
    MIX = "MIX"


class ForSex(StrEnum):
    """Who may enter a discipline; ``None`` on the discipline means both."""

    MEN = "1"
    WOMEN = "2"


class SeenSex(StrEnum):
    """A competitor's sex as one reader sees it: from the member when the reader sees the
    member's private fields, else from a discipline of the registration open to one sex
    only, else unknown."""

    MEN = "MEN"
    WOMEN = "WOMEN"
    UNKNOWN = "UNKNOWN"


class HistoryType(StrEnum):
    REGISTER_COMPETITOR = "REGISTER_COMPETITOR"
    COMPETITOR_UPDATE = "COMPETITOR_UPDATE"
    COMPETITOR_DELETE = "COMPETITOR_DELETE"
    REGISTER_TEAM = "REGISTER_TEAM"
    TEAM_UPDATE = "TEAM_UPDATE"
    TEAM_DELETE = "TEAM_DELETE"
    REGISTER_REFEREE = "REGISTER_REFEREE"
    REGISTER_COACH = "REGISTER_COACH"
    REGISTER_OFFICIAL = "REGISTER_OFFICIAL"
    REFEREE_DELETE = "REFEREE_DELETE"
    COACH_DELETE = "COACH_DELETE"
    OFFICIAL_DELETE = "OFFICIAL_DELETE"
    TOURNAMENT_ARCHIVED = "TOURNAMENT_ARCHIVED"
    ELIGIBILITY_OVERRIDE = "ELIGIBILITY_OVERRIDE"
    NO_PAY_SET = "NO_PAY_SET"
    """A club user set a member's or team's "no pay" flag (the item names them)."""
    NO_PAY_CLEARED = "NO_PAY_CLEARED"
    CLUB_DELETED = "CLUB_DELETED"
    """An admin deleted the club named; its entries' withdrawals follow in the history."""
    APPLICATIONS_OPENED = "APPLICATIONS_OPENED"
    """An admin opened applications (the item: the tournament's name)."""
    APPLICATIONS_CLOSED = "APPLICATIONS_CLOSED"
    DRAWS_MADE = "DRAWS_MADE"
    """The item: the seed, then the groups drawn when not all were (``Seniori · Kumite``)."""
    DRAWS_PUBLISHED = "DRAWS_PUBLISHED"
    DRAWS_UNPUBLISHED = "DRAWS_UNPUBLISHED"
    INVOICE_ISSUED = "INVOICE_ISSUED"
    """The item: the number, the club and the amount (``2027-000123 · KK Čačak · 6.300,00 RSD``)."""
    PAYMENT_ASSIGNED = "PAYMENT_ASSIGNED"
    """A payment counted for an invoice: by reference on import, or by an admin's hand."""
    PAYMENT_UNASSIGNED = "PAYMENT_UNASSIGNED"
    RESULT_CORRECTED = "RESULT_CORRECTED"
    """An admin changed or cleared a bout's recorded result (the item: the group, the bout,
    the old and the new winner, and the later bouts reset with it)."""
    DRAW_CONFIRMED = "DRAW_CONFIRMED"
    """An admin kept a stale draw for its group's entries as they are (the item: the group,
    ``-`` each entrant gone from it, ``+`` each entry not in the draw)."""
    WAITING_PROMOTED = "WAITING_PROMOTED"
    """An entry left the waiting list for a place (the item: the entrant, the category and
    discipline; by the admin's hand, or by itself when a place was freed)."""
    WAITING_REMOVED = "WAITING_REMOVED"
    """An admin removed an entry from the waiting list (the item as for a promotion)."""


class BoutEnding(StrEnum):
    """How a bout was decided."""

    POINTS = "POINTS"
    """On the scoreboard: points, or the judges' decision."""
    KIKEN = "KIKEN"
    """The loser withdrew (injury included)."""
    HANSOKU = "HANSOKU"
    """The loser was disqualified from the bout."""
    SHIKKAKU = "SHIKKAKU"
    """The loser was disqualified from the tournament."""
    NO_SHOW = "NO_SHOW"
    """The loser did not come to the tatami when called."""


class SortMode(StrEnum):
    ALPHA = "ALPHA"
    DESC = "DESC"
    ASC = "ASC"
    ASSIGNED_NUMBER = "ASSIGNED_NUMBER"
    CLUB = "CLUB"


class EntryRule(StrEnum):
    """A rule checked at entry that a later change (of a member, or of a category's or
    discipline's limits) can break; the entry is then listed as no longer meeting it."""

    DISCIPLINE_SEX = "DISCIPLINE_SEX"
    """A competitor's sex is not one the discipline is open to."""
    TEAM_TYPE_SEX = "TEAM_TYPE_SEX"
    """The members' sexes do not match the team's type."""
    TEAM_SIZE = "TEAM_SIZE"
    """The team has fewer or more members than a discipline's member range allows."""
    AGE = "AGE"
    """The competitor's age is outside the category's limits."""
    BELT = "BELT"
    """The competitor's belt is outside the category's limits."""
    WEIGHT = "WEIGHT"
    """The competitor's weight is outside the discipline's limits."""
    WEIGHT_MISSING = "WEIGHT_MISSING"
    """The discipline has a weight limit and the member has no weight."""
    MEDICAL = "MEDICAL"
    """The medical certificate ends before the event (the tournament requires one)."""
    MEDICAL_MISSING = "MEDICAL_MISSING"
    """The tournament requires a medical certificate and the member has no date of one."""
    CONSENT_MISSING = "CONSENT_MISSING"
    """The site requires a parental consent for minors and the member, under 18 on the event
    date, has none recorded."""
