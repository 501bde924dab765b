"""Create bodies into the core's new entities, field by field: the entity's defaults apply
only to the fields a body does not have (``id``, pictures, flags set by other calls)."""

from adapters.http.schemas.catalog import CategoryForm, DisciplineCategoryIn, DisciplineForm
from adapters.http.schemas.limits import hectograms, licence
from adapters.http.schemas.people import (
    CoachCreate,
    MemberCreateFields,
    OfficialCreate,
    RefereeCreate,
)
from adapters.http.schemas.plain_fields import plain_values
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
    return Member(
        club_id=body.club_id,
        first_name=body.first_name,
        last_name=body.last_name,
        born=body.born,
        is_male=body.is_male,
        belt=body.belt,
        no_pay=body.no_pay,
        always_pays=body.always_pays,
        weight_hg=hectograms(body.weight),
        medical_valid_until=body.medical_valid_until,
        licence_number=licence(body.licence_number),
        **plain_values(body, Member),
    )


def new_coach(body: CoachCreate) -> Coach:
    return Coach(
        club_id=body.club_id,
        first_name=body.first_name,
        last_name=body.last_name,
        no_certificate_wff=body.no_certificate_wff,
        no_fudokan_passport=body.no_fudokan_passport,
    )


def new_referee(body: RefereeCreate) -> Referee:
    return Referee(
        club_id=body.club_id,
        first_name=body.first_name,
        last_name=body.last_name,
        dan=body.dan,
        rang=body.rang,
        rang_other=body.rang_other,
        no_certificate_wff=body.no_certificate_wff,
        no_referee_certificate_wff=body.no_referee_certificate_wff,
        no_fudokan_passport=body.no_fudokan_passport,
    )


def new_official(body: OfficialCreate) -> Official:
    return Official(
        club_id=body.club_id,
        first_name=body.first_name,
        last_name=body.last_name,
        funct=body.funct,
    )


def new_category(body: CategoryForm) -> Category:
    return Category(
        name=body.name,
        no_pay=body.no_pay,
        is_archived=body.is_archived,
        min_age=body.min_age,
        max_age=body.max_age,
        age_by=body.age_by,
        min_belt=body.min_belt,
        max_belt=body.max_belt,
    )


def new_discipline(body: DisciplineForm) -> Discipline:
    return Discipline(
        name=body.name,
        category_ids=body.category_ids,
        for_sex=body.for_sex,
        no_pay=body.no_pay,
        always_pay=body.always_pay,
        is_kata_a=body.is_kata_a,
        is_kata_b=body.is_kata_b,
        is_archived=body.is_archived,
        min_weight_hg=hectograms(body.min_weight),
        max_weight_hg=hectograms(body.max_weight),
        draw_format=body.draw_format,
        is_team=body.is_team,
        team_min_members=body.team_min_members,
        team_max_members=body.team_max_members,
    )


def new_discipline_category(body: DisciplineCategoryIn) -> DisciplineCategory:
    return DisciplineCategory(discipline_id=body.discipline_id, category_id=body.category_id)


def new_tournament_discipline(body: TournamentLinkIn) -> TournamentDiscipline:
    return TournamentDiscipline(tournament_id=body.tournament_id, discipline_id=body.discipline_id)


def new_tournament_file(body: TournamentFileIn) -> TournamentFile:
    return TournamentFile(tournament_id=body.tournament_id, name=body.name)


def new_deduction(body: ClubDeductionCreate) -> ClubDeduction:
    return ClubDeduction(
        tournament_id=body.tournament_id, club_id=body.club_id, deduction=body.deduction
    )
