"""What each notice says, in its recipient's language: greeting, the news, the club's whole
entry list with its fee (priced by the fee engine through ``fee_report.price_club``), a link,
and how to stop such mails."""

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date

from fedreg_core.domain.entities import CategoryEntry, Club, Tournament
from fedreg_core.messages import translate
from fedreg_core.messages.letters import Block, Items, Para, as_html, as_text
from fedreg_core.messages.local_formats import printed_date
from fedreg_core.payments.codes import money
from fedreg_core.ports.mail import Mail
from fedreg_core.ports.notices import NoticeKind, Recipient
from fedreg_core.ports.registrations import RegistrationSnapshot
from fedreg_core.services.fee_report import price_club
from fedreg_core.services.invoices import rsd
from fedreg_core.services.registration_access import full_name


@dataclass(frozen=True, slots=True)
class NoticeLinks:
    """Where the mails link to: the webapp at ``public_url``."""

    public_url: str
    default_language: str

    def club_view(self, tournament_id: int, club_id: int) -> str:
        return f"{self.public_url.rstrip('/')}/tournaments/{tournament_id}/view/{club_id}"

    def profile(self) -> str:
        return f"{self.public_url.rstrip('/')}/profile"


@dataclass(frozen=True, slots=True)
class OwedMoney:
    amount: int
    """Minor units."""
    currency: str
    numbers: tuple[str, ...]
    """The invoices' numbers."""
    due_on: date
    """The earliest due date passed."""


@dataclass(frozen=True, slots=True)
class NoticeFacts:
    """What a notice's mails tell: the tournament, the club, its registrations (``None``
    for the applications-open notice, which lists none)."""

    kind: NoticeKind
    tournament: Tournament
    club: Club
    snapshot: RegistrationSnapshot | None
    owed: OwedMoney | None = None
    """For a payment reminder: what the club still owes."""


def _entries(
    snapshot: RegistrationSnapshot,
    categories: list[CategoryEntry],
    waiting: list[tuple[int, int]] | None = None,
    marker: str = "",
) -> str:
    """``Category (Discipline, ...)``; entries on the waiting list carry ``marker``."""
    parts = []
    for entry in categories:
        category = snapshot.categories.get(entry.category_id)
        names = [
            snapshot.disciplines[d].name
            + (marker if waiting and (entry.category_id, d) in waiting else "")
            for d in entry.discipline_ids
            if d in snapshot.disciplines
        ]
        label = category.name if category is not None else ""
        parts.append(f"{label} ({', '.join(names)})" if names else label)
    return "; ".join(parts)


def _entry_list(snapshot: RegistrationSnapshot, club_id: int, language: str) -> list[Block]:
    members = snapshot.members
    marker = f" ({translate('notice_entry_waiting', language)})"
    competitors = tuple(
        f"{full_name(members[r.member_id])}: {_entries(snapshot, r.categories, r.waiting, marker)}"
        for r in snapshot.competitors
        if r.member_id in members
    )
    teams = tuple(
        f"{', '.join(full_name(members[m]) for m in t.member_ids if m in members)}:"
        f" {_entries(snapshot, t.categories, t.waiting, marker)}"
        for t in snapshot.teams
    )

    def staff(kind: str, people: Mapping[int, object], linked: list[int]) -> Items:
        names = tuple(full_name(people[p]) for p in linked if p in people)
        return Items(translate(f"notice_{kind}", language), names)

    fee = price_club(snapshot, club_id).fee
    return [
        Items(translate("notice_competitors", language), competitors),
        Items(translate("notice_teams", language), teams),
        staff("coaches", snapshot.coach_people, [p.person_id for p in snapshot.coaches]),
        staff("referees", snapshot.referee_people, [p.person_id for p in snapshot.referees]),
        staff("officials", snapshot.official_people, [p.person_id for p in snapshot.officials]),
        Para(translate("notice_fee", language, {"total": rsd(fee.total)})),
    ]


def _dates(tournament: Tournament, language: str) -> list[Block]:
    """The applications' start and end and the competition day (``translate`` writes them in
    the language's pattern)."""
    start = tournament.start_date
    if tournament.end_date is None:
        blocks: list[Block] = [Para(translate("notice_dates_no_end", language, {"start": start}))]
    else:
        values = {"start": start, "end": tournament.end_date}
        blocks = [Para(translate("notice_dates", language, values))]
    if tournament.event_date is not None:
        day = tournament.event_date
        blocks.append(Para(translate("notice_event_date", language, {"day": day})))
    return blocks


def _news(facts: NoticeFacts, language: str) -> tuple[str, list[Block]]:
    """The subject and the blocks between the greeting and the link."""
    tournament, club, snapshot = facts.tournament, facts.club, facts.snapshot
    end = tournament.end_date if tournament.end_date is not None else ""
    values = {"tournament": tournament.name, "club": club.name, "end": end}
    if facts.kind is NoticeKind.PAYMENT_REMINDER and facts.owed is not None:
        owed = facts.owed
        subject = translate("notice_payment_subject", language, values)
        facts_of_debt: dict[str, object] = {
            "amount": money(owed.amount, owed.currency),
            "numbers": ", ".join(owed.numbers),
            "due": printed_date(owed.due_on, language),
        }
        return subject, [
            Para(translate("notice_payment_intro", language, {**values, **facts_of_debt}))
        ]
    if facts.kind is NoticeKind.APPLICATIONS_OPEN or snapshot is None:
        subject = translate("notice_open_subject", language, values)
        return subject, [Para(translate("notice_open_intro", language, values))]
    assert club.id is not None
    if facts.kind is NoticeKind.ENTRY_CONFIRMATION:
        subject = translate("notice_entries_subject", language, values)
        intro = Para(translate("notice_entries_intro", language, values))
        return subject, [intro, *_entry_list(snapshot, club.id, language)]
    subject = translate("notice_deadline_subject", language, values)
    if not snapshot.competitors and not snapshot.teams:
        return subject, [Para(translate("notice_deadline_invitation", language, values))]
    intro = Para(translate("notice_deadline_entries", language, values))
    return subject, [intro, *_entry_list(snapshot, club.id, language)]


def notice_mail(facts: NoticeFacts, recipient: Recipient, links: NoticeLinks) -> Mail:
    """One recipient's mail of a notice, text and HTML, in the recipient's language."""
    language = recipient.language or links.default_language
    subject, news = _news(facts, language)
    assert facts.tournament.id is not None
    assert facts.club.id is not None
    link = links.club_view(facts.tournament.id, facts.club.id)
    blocks: list[Block] = [
        Para(translate("notice_greeting", language, {"name": recipient.name})),
        *news,
        *_dates(facts.tournament, language),
        Para(translate("notice_link", language), link),
        Para(translate("notice_stop", language), links.profile()),
    ]
    return Mail(recipient.email, subject, as_text(blocks), as_html(blocks, language))
