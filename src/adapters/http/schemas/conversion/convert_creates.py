"""Create bodies into the core's new entities, field by field: the entity's defaults apply
only to the fields a body does not have (``id``, pictures, flags set by other calls)."""

from adapters.http.schemas.catalog import CategoryForm, DisciplineCategoryIn, DisciplineForm
from adapters.http.schemas.conversion.convert_catalog_changes import DISCIPLINE_CONVERSIONS
from adapters.http.schemas.conversion.convert_changes import MEMBER_CONVERSIONS, PLAIN_MEMBER_FIELDS
from adapters.http.schemas.conversion.into_core import made_from, values_of
from adapters.http.schemas.conversion.plain_fields import plain_values
from adapters.http.schemas.people import (
    CoachCreate,
    MemberCreateFields,
    OfficialCreate,
    RefereeCreate,
)
from adapters.http.schemas.registrations import ClubDeductionCreate
from adapters.http.schemas.tournaments import TournamentFileIn, TournamentLinkIn
from fedreg_core.domain.entities import (
    Category,
    ClubDeduction,
    Coach,
    Discipline,
    Member,
    Official,
    Referee,
    TournamentFile,
)
from fedreg_core.domain.links import DisciplineCategory, TournamentDiscipline


def new_member(body: MemberCreateFields) -> Member:
    values = values_of(body, MEMBER_CONVERSIONS, leave=PLAIN_MEMBER_FIELDS)
    return Member(**values, **plain_values(body, Member))


def new_coach(body: CoachCreate) -> Coach:
    return made_from(Coach, body)


def new_referee(body: RefereeCreate) -> Referee:
    return made_from(Referee, body)


def new_official(body: OfficialCreate) -> Official:
    return made_from(Official, body)


def new_category(body: CategoryForm) -> Category:
    return made_from(Category, body)


def new_discipline(body: DisciplineForm) -> Discipline:
    return made_from(Discipline, body, **DISCIPLINE_CONVERSIONS)


def new_discipline_category(body: DisciplineCategoryIn) -> DisciplineCategory:
    return DisciplineCategory(discipline_id=body.discipline_id, category_id=body.category_id)


def new_tournament_discipline(body: TournamentLinkIn) -> TournamentDiscipline:
    return TournamentDiscipline(tournament_id=body.tournament_id, discipline_id=body.discipline_id)


def new_tournament_file(body: TournamentFileIn) -> TournamentFile:
    return TournamentFile(tournament_id=body.tournament_id, name=body.name)


def new_deduction(body: ClubDeductionCreate) -> ClubDeduction:
    return made_from(ClubDeduction, body)
