"""Category, discipline and tournament bodies into the core's typed changes.

A tournament is created from its whole form: the create body gives every field but
``is_archived``, which a new tournament keeps ``False``.
"""

from adapters.http.schemas.convert_changes import sent, sent_as
from adapters.http.schemas.limits import hectograms
from adapters.http.schemas.tournaments import TournamentForm
from adapters.http.schemas.updates import CategoryUpdate, DisciplineUpdate, TournamentUpdate
from fedreg_core.domain.catalog_changes import CategoryChanges, DisciplineChanges
from fedreg_core.domain.tournament_changes import TournamentChanges


def category_changes(body: CategoryUpdate) -> CategoryChanges:
    return CategoryChanges(
        name=sent(body.name),
        no_pay=sent(body.no_pay),
        is_archived=sent(body.is_archived),
        min_age=sent(body.min_age),
        max_age=sent(body.max_age),
        age_by=sent(body.age_by),
        min_belt=sent(body.min_belt),
        max_belt=sent(body.max_belt),
    )


def discipline_changes(body: DisciplineUpdate) -> DisciplineChanges:
    return DisciplineChanges(
        name=sent(body.name),
        category_ids=sent(body.category_ids),
        for_sex=sent(body.for_sex),
        no_pay=sent(body.no_pay),
        always_pay=sent(body.always_pay),
        is_kata_a=sent(body.is_kata_a),
        is_kata_b=sent(body.is_kata_b),
        is_archived=sent(body.is_archived),
        min_weight_hg=sent_as(hectograms, body.min_weight),
        max_weight_hg=sent_as(hectograms, body.max_weight),
        draw_format=sent(body.draw_format),
        is_team=sent(body.is_team),
        team_min_members=sent(body.team_min_members),
        team_max_members=sent(body.team_max_members),
    )


def tournament_changes(body: TournamentUpdate) -> TournamentChanges:
    return TournamentChanges(
        single_fee_1=sent(body.single_fee_1),
        single_fee_1_break=sent(body.single_fee_1_break),
        single_fee_2=sent(body.single_fee_2),
        single_fee_2_break=sent(body.single_fee_2_break),
        single_fee_other=sent(body.single_fee_other),
        single_fee_other_break=sent(body.single_fee_other_break),
        team_fee=sent(body.team_fee),
        team_fee_break=sent(body.team_fee_break),
        name=sent(body.name),
        description=sent(body.description),
        start_date=sent(body.start_date),
        end_date=sent(body.end_date),
        registration_open=sent(body.registration_open),
        is_public=sent(body.is_public),
        public_entries=sent(body.public_entries),
        discipline_ids=sent(body.discipline_ids),
        team_discipline_ids=sent(body.team_discipline_ids),
        is_archived=sent(body.is_archived),
        event_date=sent(body.event_date),
        require_medical=sent(body.require_medical),
        place=sent(body.place),
    )


def tournament_form(body: TournamentForm) -> TournamentChanges:
    return TournamentChanges(
        single_fee_1=body.single_fee_1,
        single_fee_1_break=body.single_fee_1_break,
        single_fee_2=body.single_fee_2,
        single_fee_2_break=body.single_fee_2_break,
        single_fee_other=body.single_fee_other,
        single_fee_other_break=body.single_fee_other_break,
        team_fee=body.team_fee,
        team_fee_break=body.team_fee_break,
        name=body.name,
        description=body.description,
        start_date=body.start_date,
        end_date=body.end_date,
        registration_open=body.registration_open,
        is_public=body.is_public,
        public_entries=body.public_entries,
        discipline_ids=body.discipline_ids,
        team_discipline_ids=body.team_discipline_ids,
        event_date=body.event_date,
        require_medical=body.require_medical,
        place=body.place,
    )
