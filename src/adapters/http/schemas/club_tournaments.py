"""The answer of a club's tournaments list."""

from datetime import date, datetime

from adapters.http.schemas.conversion.from_core import answer_from
from adapters.http.schemas.registrations import Out
from fedreg_core.services.club_tournaments import ClubTournament


class ClubTournamentFeeOut(Out):
    """The club's fee there (docs/product.md, Fees): sums, deduction percent, rounded total."""

    gross: int
    discounts: int
    net: int
    deduction: int
    total: int


class ClubTournamentOut(Out):
    """A tournament that is not archived, as one club's list shows it: its application
    window (``startDate``, ``endDate``), the competition's day and place (``""``: not given),
    whether applications are open now (``isActive``), and the club's own registrations
    counted (competitors, teams and the entries of each) with the club's fee."""

    id: int
    name: str
    start_date: datetime
    end_date: datetime | None
    event_date: date | None
    place: str
    registration_open: bool
    registration_by_clock: bool
    """Applications open at ``startDate`` by themselves (the webapp counts down to it)."""
    is_active: bool
    is_public: bool
    """Shown in public: its page ``/events/{id}`` is open to anyone."""
    competitors: int
    teams: int
    competitor_entries: int
    team_entries: int
    fee: ClubTournamentFeeOut


def club_tournament_out(found: ClubTournament) -> ClubTournamentOut:
    t, counts, fee = found.tournament.view.tournament, found.counts, found.fee
    return answer_from(
        ClubTournamentOut,
        t,
        is_active=found.tournament.is_active,
        competitors=counts.competitors,
        teams=counts.teams,
        competitor_entries=counts.competitor_entries,
        team_entries=counts.team_entries,
        fee=answer_from(ClubTournamentFeeOut, fee, deduction=fee.deduction_percent),
    )
