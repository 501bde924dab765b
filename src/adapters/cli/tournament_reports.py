"""``fedreg tournaments fees | assign-numbers | entries``: what is registered and what it costs.

``entries`` reads the same pages as the webapp's lists (``registration_lists``), with the
API's sort modes and filters, a page of 1000 at a time.
"""

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any

import typer

from adapters.cli.context import CliContext, CliWiring
from adapters.cli.operator import OPERATOR
from adapters.cli.output import FORMAT_OPTION, Column, Format, listing_text
from adapters.cli.progress import Steps, progress_bars
from adapters.cli.running import run_use_case
from adapters.cli.tournament_output import club_fee_text, tournament_fee_text
from adapters.unit_of_work import UnitOfWork
from fedreg_core.domain.entities import CategoryEntry, Tournament, User
from fedreg_core.domain.enums import SeenSex, SortMode, TeamType
from fedreg_core.ports.listing import MAX_LIMIT
from fedreg_core.ports.registration_lists import RegistrationFilter, RegistrationPage
from fedreg_core.ports.registrations import RegistrationSnapshot
from fedreg_core.services.fee_report import club_fees, tournament_fees
from fedreg_core.services.registration_access import full_name
from fedreg_core.services.registration_lists import PageRequest, competitor_page, team_page
from fedreg_core.services.tournament_records import assign_numbers

ENTRY_COLUMNS = (
    Column("kind", "Kind"),
    Column("id", "Id"),
    Column("number", "No."),
    Column("name", "Name"),
    Column("clubId", "Club id"),
    Column("club", "Club"),
    Column("sexOrType", "Sex/type"),
    Column("entries", "Entries"),
)


class Kinds(StrEnum):
    BOTH = "both"
    COMPETITORS = "competitors"
    TEAMS = "teams"


def entries_text(snapshot: RegistrationSnapshot, categories: list[CategoryEntry]) -> str:
    """``Category: discipline, discipline; Category: discipline``."""

    def name(table: dict[int, Any], item_id: int) -> str:
        return str(getattr(table.get(item_id), "name", item_id))

    return "; ".join(
        f"{name(snapshot.categories, c.category_id)}: "
        + ", ".join(name(snapshot.disciplines, d) for d in c.discipline_ids)
        for c in categories
    )


def competitor_rows(page: RegistrationPage) -> list[dict[str, Any]]:
    snapshot = page.snapshot
    return [
        {
            "kind": "competitor",
            "id": r.id,
            "number": r.assigned_number,
            "name": full_name(snapshot.members.get(r.member_id)),
            "clubId": r.club_id,
            "club": snapshot.clubs[r.club_id].name if r.club_id in snapshot.clubs else "",
            "sexOrType": page.sexes.get(r.id or 0, SeenSex.UNKNOWN).value,
            "entries": entries_text(snapshot, r.categories),
        }
        for r in snapshot.competitors
    ]


def team_rows(page: RegistrationPage) -> list[dict[str, Any]]:
    snapshot = page.snapshot
    return [
        {
            "kind": "team",
            "id": t.id,
            "number": None,
            "name": ", ".join(full_name(snapshot.members.get(m)) for m in t.member_ids),
            "clubId": t.club_id,
            "club": snapshot.clubs[t.club_id].name if t.club_id in snapshot.clubs else "",
            "sexOrType": t.type.value,
            "entries": entries_text(snapshot, t.categories),
        }
        for t in snapshot.teams
    ]


Rows = list[dict[str, Any]]
PageRead = Callable[[UnitOfWork, User, int, PageRequest], Awaitable[RegistrationPage]]


@dataclass(frozen=True, slots=True)
class EntryList:
    """One of a tournament's registration lists: its use case and its rows."""

    kind: Kinds
    read: PageRead
    rows: Callable[[RegistrationPage], Rows]

    async def every_row(
        self, context: CliContext, tournament_id: int, request: PageRequest, steps: Steps
    ) -> Rows:
        """Every page of the list, as rows, with a progress bar."""
        found: Rows = []
        while True:
            asked = replace(request, skip=len(found))
            page = await self.read(context.uow(), OPERATOR, tournament_id, asked)
            new = self.rows(page)
            found.extend(new)
            steps(self.kind.value, len(found), page.total)
            if not new or len(found) >= page.total:
                return found


ENTRY_LISTS = (
    EntryList(Kinds.COMPETITORS, competitor_page, competitor_rows),
    EntryList(Kinds.TEAMS, team_page, team_rows),
)


def register(app: typer.Typer, wiring: CliWiring) -> None:
    """Add the report commands to the ``tournaments`` group."""

    @app.command("fees")
    def fees_command(
        tournament_id: int = typer.Argument(..., help="Tournament id."),
        club: int | None = typer.Option(None, "--club", help="One club's line-by-line breakdown."),
        output: Format = FORMAT_OPTION,
    ) -> None:
        """Registration fees of every club (or one club) computed by the fee engine; the table
        and the CSV end with a row of totals."""

        async def use_case(context: CliContext) -> str:
            if club is not None:
                report = await club_fees(context.uow(), OPERATOR, tournament_id, club)
                return club_fee_text(report, output)
            whole = await tournament_fees(context.uow(), OPERATOR, tournament_id)
            return tournament_fee_text(whole, output)

        typer.echo(run_use_case(wiring, use_case))

    @app.command("assign-numbers")
    def assign_numbers_command(
        tournament_id: int = typer.Argument(..., help="Tournament id."),
    ) -> None:
        """Number the competitors 1..N by club name, last name, first name."""

        async def use_case(context: CliContext) -> Tournament:
            return await assign_numbers(context.uow(), OPERATOR, tournament_id)

        tournament = run_use_case(wiring, use_case)
        typer.echo(f"Competitors of {tournament.name} are numbered.")

    @app.command("entries")
    def entries_command(
        tournament_id: int = typer.Argument(..., help="Tournament id."),
        kind: Kinds = typer.Option(Kinds.BOTH, "--kind", help="competitors, teams or both."),
        sort: SortMode = typer.Option(
            SortMode.ALPHA, "--sort", help="ALPHA, DESC, ASC (registered), ASSIGNED_NUMBER, CLUB."
        ),
        search: str = typer.Option("", "--search", help="Words of a member's or club's name."),
        club: int | None = typer.Option(None, "--club", help="Of this club id."),
        category: int | None = typer.Option(None, "--category", help="With this category id."),
        discipline: int | None = typer.Option(
            None, "--discipline", help="With this discipline id (in the category, if given)."
        ),
        sex: SeenSex | None = typer.Option(None, "--sex", help="Competitors: MEN, WOMEN, UNKNOWN."),
        team_type: TeamType | None = typer.Option(None, "--type", help="Teams: MEN, WOMEN, MIX."),
        output: Format = FORMAT_OPTION,
    ) -> None:
        """Every club's competitors and teams with their entries, sorted and filtered as the
        webapp's lists are (the same sort modes and filters as the API)."""
        found = RegistrationFilter(search, club, category, discipline, sex, team_type)

        request = PageRequest(found, sort, 0, MAX_LIMIT)
        lists = [listed for listed in ENTRY_LISTS if kind in (listed.kind, Kinds.BOTH)]

        async def use_case(context: CliContext) -> Rows:
            rows: Rows = []
            with progress_bars() as steps:
                for listed in lists:
                    rows += await listed.every_row(context, tournament_id, request, steps)
            return rows

        rows = run_use_case(wiring, use_case)
        typer.echo(listing_text(ENTRY_COLUMNS, rows, output, "No entries."))
