"""Tournaments as rows of ``fedreg tournaments list`` and ``show``."""

from datetime import datetime
from typing import Any

from adapters.cli.output import Column
from fedreg_core.domain.catalog_rules import FEE_FIELDS
from fedreg_core.ports.views import LinkedDiscipline
from fedreg_core.services.tournament_reads import ShownTournament

LIST_COLUMNS = (
    Column("id", "Id"),
    Column("name", "Name"),
    Column("startDate", "Start"),
    Column("endDate", "End"),
    Column("applications", "Applications"),
    Column("competitors", "Competitors"),
    Column("competitorEntries", "Entries"),
    Column("teams", "Teams"),
    Column("teamEntries", "Team entries"),
    Column("clubs", "Clubs"),
)
LIST_HEADER = tuple(column.title for column in LIST_COLUMNS)
DETAIL_COLUMNS = (
    *LIST_COLUMNS[:5],
    Column("isArchived", "Archived"),
    Column("disciplines", "Disciplines"),
    Column("teamDisciplines", "Team disciplines"),
    *(Column(name, name) for name in FEE_FIELDS),
    *LIST_COLUMNS[5:],
    Column("description", "Description"),
)


def moment(value: datetime | None) -> str:
    return f"{value:%Y-%m-%d %H:%M}" if value is not None else ""


def _names(links: tuple[LinkedDiscipline, ...]) -> str:
    return ", ".join(link.discipline.discipline.name for link in links)


def tournament_row(shown: ShownTournament) -> dict[str, Any]:
    view, tournament = shown.view, shown.view.tournament
    state = "open" if shown.is_active else "closed"
    return {
        "id": tournament.id,
        "name": tournament.name,
        "startDate": moment(tournament.start_date),
        "endDate": moment(tournament.end_date),
        "applications": "archived" if tournament.is_archived else state,
        "isArchived": tournament.is_archived,
        "disciplines": _names(view.disciplines),
        "teamDisciplines": _names(view.team_disciplines),
        **{name: getattr(tournament.fees, name) for name in FEE_FIELDS},
        "competitors": view.competitors_count,
        "competitorEntries": view.competitor_entries_count,
        "teams": view.teams_count,
        "teamEntries": view.team_entries_count,
        "clubs": view.clubs_count,
        "description": tournament.description,
    }
