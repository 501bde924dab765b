"""Registration read models of the core to answer Structs."""

from typing import Any, TypeVar

import msgspec

from adapters.http.file_links import FileLinks
from adapters.http.schemas.administration import ClubRefOut
from adapters.http.schemas.conversion.from_core import answer_from
from adapters.http.schemas.registrations import (
    ClubFeeOut,
    ClubFeeTotalsOut,
    ClubRegistrationsOut,
    CompetitorCountOut,
    CompetitorOut,
    CompetitorPersonOut,
    FeeLineOut,
    HistoryOut,
    ListedCompetitorOut,
    NamedOut,
    OverviewOut,
    RegisteredCategoryOut,
    RegistrationsOut,
    StaffPersonOut,
    TeamCountOut,
    TeamOut,
    TournamentFeesOut,
    TournamentPersonOut,
    TournamentStaffOut,
    WaitingRefOut,
)
from fedreg_core.domain.collation import serbian_key
from fedreg_core.domain.entities import (
    CategoryEntry,
    CompetitorRegistration,
    HistoryEntry,
    Member,
    TeamRegistration,
    TournamentPerson,
    User,
)
from fedreg_core.domain.entry_validity import rules_broken
from fedreg_core.domain.enums import EntryRule, SeenSex, TeamType
from fedreg_core.domain.permissions import may_see_private_fields
from fedreg_core.ports.registration_lists import RegistrationOverview, RegistrationPage
from fedreg_core.ports.registrations import RegistrationSnapshot
from fedreg_core.services.fee_report import ClubFeeReport, ClubFeeTotals, TournamentFeeReport
from fedreg_core.services.registration_views import judged_fields, limits_of, members_of

C = TypeVar("C", bound=CompetitorOut)


def club_ref(snapshot: RegistrationSnapshot, club_id: int) -> ClubRefOut:
    club = snapshot.clubs.get(club_id)
    return ClubRefOut(id=club_id, name=club.name if club is not None else "")


def _named(item_id: int, thing: object) -> NamedOut:
    return NamedOut(id=item_id, name=str(getattr(thing, "name", "")))


def categories_out(
    snapshot: RegistrationSnapshot, entries: list[CategoryEntry]
) -> list[RegisteredCategoryOut]:
    return [
        RegisteredCategoryOut(
            id=entry.category_id,
            name=_named(entry.category_id, snapshot.categories.get(entry.category_id)).name,
            disciplines=[_named(d, snapshot.disciplines.get(d)) for d in entry.discipline_ids],
        )
        for entry in entries
    ]


def person_out(
    member: Member | None, member_id: int, private: bool, links: FileLinks
) -> CompetitorPersonOut:
    """``private``: whether the actor sees the member's private fields (the photo as a
    signed link)."""
    if member is None:
        return CompetitorPersonOut(id=member_id, first_name="", last_name="", belt="")
    if private:
        return answer_from(
            CompetitorPersonOut, member, id=member_id, avatar=links.link(member.avatar)
        )
    return CompetitorPersonOut(
        id=member_id, first_name=member.first_name, last_name=member.last_name, belt=member.belt
    )


class Shared:
    """Answer pieces that repeat across one snapshot's registrations, each made once: lists
    of thousands of registrations name the same clubs, members and category choices over and
    over.
    Shared Structs are only encoded, never changed."""

    def __init__(self, actor: User, snapshot: RegistrationSnapshot, links: FileLinks) -> None:
        self.actor, self.snapshot, self.links = actor, snapshot, links
        self._clubs: dict[int, ClubRefOut] = {}
        self._choices: dict[tuple[int, ...], RegisteredCategoryOut] = {}
        self._private: dict[int, bool] = {}
        self._broken: dict[tuple[object, ...], list[EntryRule]] = {}
        self._people: dict[int, CompetitorPersonOut] = {}
        self.limits = limits_of(snapshot)

    def person(self, member_id: int) -> CompetitorPersonOut:
        found = self._people.get(member_id)
        if found is None:
            found = self._people[member_id] = self._person(member_id)
        return found

    def _person(self, member_id: int) -> CompetitorPersonOut:
        member = self.snapshot.members.get(member_id)
        if member is None:
            return person_out(member, member_id, False, self.links)
        return person_out(member, member_id, self.sees_private(member.club_id), self.links)

    def sees_private(self, club_id: int) -> bool:
        found = self._private.get(club_id)
        if found is None:
            found = self._private[club_id] = may_see_private_fields(self.actor, club_id)
        return found

    def rules_of(
        self,
        registration: CompetitorRegistration | TeamRegistration,
        member_ids: list[int],
        team_type: TeamType | None = None,
    ) -> dict[str, list[EntryRule]]:
        """``broken_rules`` and ``overridden_rules`` of an answer: the rules broken now
        (``entry_validity.rules_broken``), apart as an admin's override let them through at
        entry or not. Shown to those who see the club's members' private fields (they tell
        them); judged once per members' judged fields, type and choices."""
        found: list[EntryRule] = []
        if self.sees_private(registration.club_id):
            members = members_of(self.snapshot, member_ids)
            choices = tuple((e.category_id, *e.discipline_ids) for e in registration.categories)
            key = (team_type, tuple(judged_fields(m) for m in members), choices)
            cached = self._broken.get(key)
            if cached is None:
                cached = rules_broken(registration.categories, self.limits, members, team_type)
                self._broken[key] = cached
            found = cached
        overridden = registration.overridden
        return {
            "broken_rules": [rule for rule in found if rule not in overridden],
            "overridden_rules": [rule for rule in found if rule in overridden],
        }

    def club(self, club_id: int) -> ClubRefOut:
        found = self._clubs.get(club_id)
        if found is None:
            found = self._clubs[club_id] = club_ref(self.snapshot, club_id)
        return found

    def categories(self, entries: list[CategoryEntry]) -> list[RegisteredCategoryOut]:
        shown = []
        for entry in entries:
            key = (entry.category_id, *entry.discipline_ids)
            found = self._choices.get(key)
            if found is None:
                found = self._choices[key] = categories_out(self.snapshot, [entry])[0]
            shown.append(found)
        return shown


def _competitor(kind: type[C], r: CompetitorRegistration, shared: Shared, **more: Any) -> C:
    """A ``CompetitorOut`` or a subclass of it (``more``: the subclass's fields)."""
    assert r.id is not None
    return kind(
        id=r.id,
        tournament_id=r.tournament_id,
        competitor_id=r.member_id,
        competitor=shared.person(r.member_id),
        assigned_number=r.assigned_number,
        club=shared.club(r.club_id),
        categories=shared.categories(r.categories),
        created_at=r.created_at,
        withdrawn_at=r.withdrawn_at,
        **shared.rules_of(r, [r.member_id]),
        waiting=waiting_refs(r.waiting),
        **more,
    )


def waiting_refs(waiting: list[tuple[int, int]]) -> list[WaitingRefOut]:
    return [WaitingRefOut(category_id=c, discipline_id=d) for c, d in waiting]


def team_out(shared: Shared, t: TeamRegistration) -> TeamOut:
    return answer_from(
        TeamOut,
        t,
        member_ids=list(t.member_ids),
        members=[shared.person(m) for m in t.member_ids],
        club=shared.club(t.club_id),
        categories=shared.categories(t.categories),
        **shared.rules_of(t, t.member_ids, t.type),
        waiting=waiting_refs(t.waiting),
    )


def competitors_out(
    shared: Shared, registrations: list[CompetitorRegistration]
) -> list[CompetitorOut]:
    return [_competitor(CompetitorOut, r, shared) for r in registrations]


def listed_competitors_out(
    actor: User, page: RegistrationPage, links: FileLinks
) -> list[ListedCompetitorOut]:
    """A competitor page's registrations, each with the sex the page's reader sees."""
    shared = Shared(actor, page.snapshot, links)
    return [
        _competitor(ListedCompetitorOut, r, shared, sex=page.sexes[r.id or 0])
        for r in page.snapshot.competitors
    ]


def teams_out(
    actor: User, snapshot: RegistrationSnapshot, teams: list[TeamRegistration], links: FileLinks
) -> list[TeamOut]:
    shared = Shared(actor, snapshot, links)
    return [team_out(shared, t) for t in teams]


def _people(links: list[TournamentPerson], people: dict[int, object]) -> list[TournamentPersonOut]:
    shown = []
    for link in links:
        assert link.id is not None
        person = people.get(link.person_id)
        shown.append(
            TournamentPersonOut(
                id=link.id,
                tournament_id=link.tournament_id,
                club_id=link.club_id,
                person_id=link.person_id,
                first_name=str(getattr(person, "first_name", "")),
                last_name=str(getattr(person, "last_name", "")),
            )
        )
    return shown


def _staff(
    snapshot: RegistrationSnapshot, links: list[TournamentPerson], people: dict[int, object]
) -> list[StaffPersonOut]:
    clubs = snapshot.clubs
    shown = [
        StaffPersonOut(
            **msgspec.structs.asdict(person),
            club_name=clubs[person.club_id].name if person.club_id in clubs else "",
        )
        for person in _people(links, people)
    ]
    return sorted(
        shown,
        key=lambda p: (
            serbian_key(p.club_name),
            serbian_key(p.last_name),
            serbian_key(p.first_name),
            p.id,
        ),
    )


def tournament_staff_out(snapshot: RegistrationSnapshot) -> TournamentStaffOut:
    tournament_id = snapshot.tournament.id
    assert tournament_id is not None
    return TournamentStaffOut(
        tournament_id=tournament_id,
        coaches=_staff(snapshot, snapshot.coaches, dict(snapshot.coach_people)),
        referees=_staff(snapshot, snapshot.referees, dict(snapshot.referee_people)),
        officials=_staff(snapshot, snapshot.officials, dict(snapshot.official_people)),
    )


def registrations_out(
    actor: User, snapshot: RegistrationSnapshot, club_id: int | None, links: FileLinks
) -> RegistrationsOut:
    tournament_id = snapshot.tournament.id
    assert tournament_id is not None
    shared = Shared(actor, snapshot, links)
    return RegistrationsOut(
        tournament_id=tournament_id,
        club_id=club_id,
        competitors=competitors_out(shared, snapshot.competitors),
        teams=[team_out(shared, t) for t in snapshot.teams],
        coaches=_people(snapshot.coaches, dict(snapshot.coach_people)),
        referees=_people(snapshot.referees, dict(snapshot.referee_people)),
        officials=_people(snapshot.officials, dict(snapshot.official_people)),
    )


def club_fee_totals_out(report: ClubFeeTotals) -> ClubFeeTotalsOut:
    fee = report.fee
    return answer_from(
        ClubFeeTotalsOut,
        fee,
        club=ClubRefOut(id=report.club.id, name=report.club.name),
        deduction=fee.deduction_percent,
        competitors=report.competitors,
        teams=report.teams,
    )


def club_fee_out(report: ClubFeeReport) -> ClubFeeOut:
    totals = club_fee_totals_out(report.totals)
    return ClubFeeOut(
        **msgspec.structs.asdict(totals),
        lines=[
            answer_from(
                FeeLineOut,
                line.fee,
                kind=line.kind,
                registration_id=line.registration_id,
                label=line.label,
                withdrawn=line.withdrawn,
            )
            for line in report.lines
        ],
    )


def club_registrations_out(
    actor: User,
    snapshot: RegistrationSnapshot,
    club_id: int,
    fee: ClubFeeReport,
    links: FileLinks,
) -> ClubRegistrationsOut:
    base = registrations_out(actor, snapshot, club_id, links)
    return answer_from(ClubRegistrationsOut, base, club_id=club_id, fee=club_fee_out(fee))


def tournament_fees_out(report: TournamentFeeReport) -> TournamentFeesOut:
    return answer_from(
        TournamentFeesOut, report, clubs=[club_fee_totals_out(club) for club in report.clubs]
    )


def overview_out(overview: RegistrationOverview) -> OverviewOut:
    return OverviewOut(
        competitors=[
            answer_from(CompetitorCountOut, c, sex=SeenSex(c.kind)) for c in overview.competitors
        ],
        teams=[answer_from(TeamCountOut, t, type=TeamType(t.kind)) for t in overview.teams],
    )


def history_out(entry: HistoryEntry) -> HistoryOut:
    return answer_from(HistoryOut, entry, user=entry.user_name)
