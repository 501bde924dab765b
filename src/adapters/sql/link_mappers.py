"""Mappers of the rows read and written on their own: catalogue and tournament links,
tournament images and documents (see mappers.py for how a ``RowMapper`` works)."""

from adapters.sql.mappers import RowMapper
from adapters.sql.models import (
    DisciplineCategoryRow,
    DocumentRow,
    TournamentDisciplineRow,
    TournamentImageRow,
    TournamentTeamDisciplineRow,
)
from fedreg_core.domain.entities import TournamentFile
from fedreg_core.domain.links import DisciplineCategory, TournamentDiscipline

DISCIPLINE_CATEGORIES = RowMapper(DisciplineCategory, DisciplineCategoryRow)
TOURNAMENT_DISCIPLINES = RowMapper(TournamentDiscipline, TournamentDisciplineRow)
TOURNAMENT_TEAM_DISCIPLINES = RowMapper(TournamentDiscipline, TournamentTeamDisciplineRow)
TOURNAMENT_IMAGES = RowMapper(TournamentFile, TournamentImageRow)
DOCUMENTS = RowMapper(TournamentFile, DocumentRow)
