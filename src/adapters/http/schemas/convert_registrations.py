"""Registration read models of the core to answer Structs."""

from adapters.http.schemas.administration import ClubRefOut
from adapters.http.schemas.registrations import (
    ClubFeeOut,
    ClubRegistrationsOut,
    CompetitorOut,
    CompetitorPersonOut,
    FeeLineOut,
    HistoryOut,
    NamedOut,
    RegisteredCategoryOut,
    RegistrationsOut,
    TeamOut,
    TournamentFeesOut,
    TournamentPersonOut,
)
from fedreg_core.domain.entities import (
    CategoryEntry,
    Club,
    CompetitorRegistration,
    HistoryEntry,
    Member,
    TeamRegistration,
    TournamentPerson,
    User,
)
from fedreg_core.permissions import may_see_private_fields
from fedreg_core.ports.registrations import RegistrationSnapshot
from fedreg_core.services.fee_report import ClubFeeReport, TournamentFeeReport


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


def person_out(actor: User, member: Member | None, member_id: int) -> CompetitorPersonOut:
    if member is None:
        return CompetitorPersonOut(id=member_id, first_name="", last_name="", belt="")
    shown = CompetitorPersonOut(
        id=member_id, first_name=member.first_name, last_name=member.last_name, belt=member.belt
    )
    if may_see_private_fields(actor, member.club_id):
        shown.is_male, shown.born, shown.avatar = member.is_male, member.born, member.avatar
        shown.no_pay, shown.always_pays = member.no_pay, member.always_pays
    return shown


def competitor_out(
    actor: User, snapshot: RegistrationSnapshot, r: CompetitorRegistration
) -> CompetitorOut:
    assert r.id is not None
    return CompetitorOut(
        id=r.id,
        tournament_id=r.tournament_id,
        competitor_id=r.member_id,
        competitor=person_out(actor, snapshot.members.get(r.member_id), r.member_id),
        assigned_number=r.assigned_number,
        club=club_ref(snapshot, r.club_id),
        categories=categories_out(snapshot, r.categories),
        created_at=r.created_at,
    )


def team_out(actor: User, snapshot: RegistrationSnapshot, t: TeamRegistration) -> TeamOut:
    assert t.id is not None
    return TeamOut(
        id=t.id,
        tournament_id=t.tournament_id,
        type=t.type,
        no_pay=t.no_pay,
        always_pays=t.always_pays,
        member_ids=list(t.member_ids),
        members=[person_out(actor, snapshot.members.get(m), m) for m in t.member_ids],
        club=club_ref(snapshot, t.club_id),
        categories=categories_out(snapshot, t.categories),
        created_at=t.created_at,
    )


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


def registrations_out(
    actor: User, snapshot: RegistrationSnapshot, club_id: int | None
) -> RegistrationsOut:
    tournament_id = snapshot.tournament.id
    assert tournament_id is not None
    return RegistrationsOut(
        tournament_id=tournament_id,
        club_id=club_id,
        competitors=[competitor_out(actor, snapshot, r) for r in snapshot.competitors],
        teams=[team_out(actor, snapshot, t) for t in snapshot.teams],
        coaches=_people(snapshot.coaches, dict(snapshot.coach_people)),
        referees=_people(snapshot.referees, dict(snapshot.referee_people)),
        officials=_people(snapshot.officials, dict(snapshot.official_people)),
    )


def club_fee_out(report: ClubFeeReport) -> ClubFeeOut:
    club: Club = report.club
    assert club.id is not None
    fee = report.fee
    return ClubFeeOut(
        club=ClubRefOut(id=club.id, name=club.name),
        gross=fee.gross,
        discounts=fee.discounts,
        net=fee.net,
        deduction=fee.deduction_percent,
        total=fee.total,
        lines=[
            FeeLineOut(
                kind=line.kind,
                registration_id=line.registration_id,
                label=line.label,
                chargeable=line.fee.chargeable,
                price=line.fee.price,
                discount=line.fee.discount,
                net=line.fee.net,
            )
            for line in report.lines
        ],
    )


def club_registrations_out(
    actor: User, snapshot: RegistrationSnapshot, club_id: int, fee: ClubFeeReport
) -> ClubRegistrationsOut:
    base = registrations_out(actor, snapshot, club_id)
    return ClubRegistrationsOut(
        tournament_id=base.tournament_id,
        club_id=club_id,
        competitors=base.competitors,
        teams=base.teams,
        coaches=base.coaches,
        referees=base.referees,
        officials=base.officials,
        fee=club_fee_out(fee),
    )


def tournament_fees_out(report: TournamentFeeReport) -> TournamentFeesOut:
    return TournamentFeesOut(
        clubs=[club_fee_out(club) for club in report.clubs],
        gross=report.gross,
        discounts=report.discounts,
        net=report.net,
        total=report.total,
    )


def history_out(entry: HistoryEntry) -> HistoryOut:
    assert entry.id is not None
    return HistoryOut(
        id=entry.id,
        type=entry.type,
        user=entry.user_name,
        item=entry.item,
        created_at=entry.created_at,
    )
