"""A tournament's entries as a workbook (admins): every competitor entry, every team entry,
and one sheet per category and discipline with its entrants, named by both (shortened so
that long names still tell the sheets apart: ``sheets/sheet_names.py``).

One read of the registrations (``RegistrationReads.snapshot``, a fixed number of statements).
"""

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass

from fedreg_core.domain.access import AccessKind, AccessOrigin
from fedreg_core.domain.collation import serbian_key
from fedreg_core.domain.entities import CompetitorRegistration, Member, TeamRegistration, User
from fedreg_core.domain.errors import Forbidden
from fedreg_core.domain.permissions import may_manage_tournament_records
from fedreg_core.messages import translate
from fedreg_core.ports.registrations import RegistrationSnapshot
from fedreg_core.ports.spreadsheets import Cell, Sheet, SpreadsheetWriter
from fedreg_core.ports.unit_of_work import EntriesWork
from fedreg_core.services.access_log import record_access
from fedreg_core.services.registration_access import full_name
from fedreg_core.sheets.columns import MEMBER_PLAIN_COLUMNS
from fedreg_core.sheets.sheet_names import entry_sheet_name
from fedreg_core.sheets.values import belt_label, sex_label

COMPETITOR_HEADER = (
    "sheet_number",
    "sheet_first_name",
    "sheet_last_name",
    "sheet_club",
    "sheet_born",
    "sheet_sex",
    "sheet_belt",
    "sheet_weight",
    "sheet_licence_number",
    "sheet_medical_valid_until",
    *(column.header_key for column in MEMBER_PLAIN_COLUMNS),
)
TEAM_HEADER = ("sheet_club", "sheet_team_type", "sheet_team_members")
ENTRY_HEADER = ("sheet_category", "sheet_discipline")


@dataclass(frozen=True, slots=True)
class Entry:
    """One (category, discipline) pair of a registration, named."""

    category: str
    discipline: str


def _entries(
    snapshot: RegistrationSnapshot, registration: CompetitorRegistration | TeamRegistration
) -> list[Entry]:
    return [
        Entry(snapshot.categories[c.category_id].name, snapshot.disciplines[d].name)
        for c in registration.categories
        for d in c.discipline_ids
        if c.category_id in snapshot.categories and d in snapshot.disciplines
    ]


class EntriesBook:
    """The rows of the workbook, made from one snapshot in one language."""

    def __init__(self, snapshot: RegistrationSnapshot, language: str) -> None:
        self.snapshot, self.language = snapshot, language

    def club(self, club_id: int) -> str:
        club = self.snapshot.clubs.get(club_id)
        return club.name if club is not None else ""

    def competitor(self, registration: CompetitorRegistration) -> list[Cell]:
        member: Member = self.snapshot.members[registration.member_id]
        return [
            registration.assigned_number,
            member.first_name,
            member.last_name,
            self.club(registration.club_id),
            member.born,
            sex_label(member.is_male, self.language),
            belt_label(member.belt, self.language),
            member.weight,
            member.licence_number,
            member.medical_valid_until,
            *(getattr(member, column.attribute) for column in MEMBER_PLAIN_COLUMNS),
        ]

    def team(self, team: TeamRegistration) -> list[Cell]:
        members = ", ".join(full_name(self.snapshot.members[m]) for m in team.member_ids)
        kind = translate(f"team_{team.type.value}", self.language)
        return [self.club(team.club_id), kind, members]

    def competitors(self) -> list[CompetitorRegistration]:
        """By number (unnumbered last), then club, last and first name (Serbian order)."""
        members = self.snapshot.members

        def order(r: CompetitorRegistration) -> tuple[object, ...]:
            member = members[r.member_id]
            number = r.assigned_number
            return (number is None, number or 0, serbian_key(self.club(r.club_id)),
                    serbian_key(member.last_name), serbian_key(member.first_name))  # fmt: skip

        return sorted(self.snapshot.competitors, key=order)

    def teams(self) -> list[TeamRegistration]:
        return sorted(
            self.snapshot.teams, key=lambda t: (serbian_key(self.club(t.club_id)), t.id or 0)
        )

    def header(self, keys: Iterable[str]) -> tuple[str, ...]:
        return tuple(translate(key, self.language) for key in keys)

    def sheets(self) -> list[Sheet]:
        """Competitor entries, team entries, then one sheet per category and discipline."""
        entries: list[list[Cell]] = []
        teams: list[list[Cell]] = []
        entrants: dict[Entry, list[list[Cell]]] = defaultdict(list)
        team_entrants: dict[Entry, list[list[Cell]]] = defaultdict(list)
        for registration in self.competitors():
            row = self.competitor(registration)
            for entry in _entries(self.snapshot, registration):
                entries.append([*row, entry.category, entry.discipline])
                entrants[entry].append(row)
        for team in self.teams():
            row = self.team(team)
            for entry in _entries(self.snapshot, team):
                teams.append([*row, entry.category, entry.discipline])
                team_entrants[entry].append(row)
        return [
            self.sheet("sheet_entries", COMPETITOR_HEADER + ENTRY_HEADER, entries),
            self.sheet("sheet_teams", TEAM_HEADER + ENTRY_HEADER, teams),
            *self.entry_sheets(entrants, COMPETITOR_HEADER),
            *self.entry_sheets(team_entrants, TEAM_HEADER),
        ]

    def sheet(self, title_key: str, header: Iterable[str], rows: list[list[Cell]]) -> Sheet:
        return Sheet(translate(title_key, self.language), self.header(header), rows)

    def entry_sheets(
        self, entrants: dict[Entry, list[list[Cell]]], header: Iterable[str]
    ) -> list[Sheet]:
        ordered = sorted(entrants.items(), key=_entry_order)
        named = self.header(header)
        return [
            Sheet(entry_sheet_name(e.category, e.discipline), named, rows) for e, rows in ordered
        ]


def _entry_order(item: tuple[Entry, object]) -> tuple[bytes, bytes]:
    return serbian_key(item[0].category), serbian_key(item[0].discipline)


async def entries_workbook(
    uow: EntriesWork,
    writer: SpreadsheetWriter,
    actor: User,
    tournament_id: int,
    language: str,
    origin: AccessOrigin,
) -> bytes:
    """Every entry of the tournament (admins: dates of birth of every club's members); the
    export goes into the access log."""
    if not may_manage_tournament_records(actor):
        raise Forbidden
    async with uow:
        snapshot = await uow.registration_reads.snapshot(tournament_id)
        what = f"tournament {tournament_id}"
        await record_access(uow.access_log, actor, origin, AccessKind.ENTRIES_EXPORT, what=what)
        await uow.commit()
    return await writer.workbook(EntriesBook(snapshot, language).sheets())
