"""Category, discipline and tournament bodies into the core's typed changes.

A tournament is created from its whole form: the create body gives every field but
``is_archived``, which a new tournament keeps ``False``.
"""

import msgspec

from adapters.http.schemas.conversion.into_core import Conversion, made_from
from adapters.http.schemas.limits import hectograms
from adapters.http.schemas.tournaments import TournamentForm
from fedreg_core.domain.catalog_changes import CategoryChanges, DisciplineChanges
from fedreg_core.domain.tournament_changes import TournamentChanges

DISCIPLINE_CONVERSIONS: dict[str, Conversion] = {
    "min_weight": ("min_weight_hg", hectograms),
    "max_weight": ("max_weight_hg", hectograms),
}
"""A discipline's weight limits, in kilograms on the wire and hectograms in the core."""


def category_changes(body: msgspec.Struct) -> CategoryChanges:
    return made_from(CategoryChanges, body)


def discipline_changes(body: msgspec.Struct) -> DisciplineChanges:
    return made_from(DisciplineChanges, body, **DISCIPLINE_CONVERSIONS)


def tournament_changes(body: msgspec.Struct) -> TournamentChanges:
    return made_from(TournamentChanges, body)


def tournament_form(body: TournamentForm) -> TournamentChanges:
    return made_from(TournamentChanges, body)
