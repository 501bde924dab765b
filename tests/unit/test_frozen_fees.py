"""Frozen fee inputs: the flags as they were, applied to the stored registrations, and kept
as JSON without loss."""

from adapters.sql.frozen_fees import decoded, encoded
from fedreg_core import fees
from fedreg_core.fees.frozen import FrozenFees
from fedreg_core.fees.inputs import EntryIds, FeeCatalogue, StoredRegistration

KUMITE, KATA_A = EntryIds(1, 10), EntryIds(1, 11)
CATALOGUE = FeeCatalogue(
    {1: fees.Category(1), 2: fees.Category(2, no_pay=True)},
    {10: fees.Discipline(10), 11: fees.Discipline(11, is_kata_a=True), 12: fees.Discipline(12)},
)
ANA = StoredRegistration(5, 1, False, False, False, (KUMITE, KATA_A))
TEAM = StoredRegistration(5, 1, True, False, True, (KUMITE,))  # the same id, a team's


def test_the_flags_then_replace_the_flags_now() -> None:
    frozen = FrozenFees.of([ANA, TEAM], CATALOGUE)
    assert set(frozen.categories) == {1} and set(frozen.disciplines) == {10, 11}  # entered ones
    later = [ANA._replace(no_pay=True), TEAM._replace(always_pays=False)]
    stored, catalogue = frozen.inputs(later)
    assert stored == [ANA, TEAM]
    assert catalogue.registrations(stored) == CATALOGUE.registrations([ANA, TEAM])


def test_a_registration_not_frozen_keeps_its_flags() -> None:
    other = StoredRegistration(6, 1, False, True, False, (KUMITE,))
    stored, _catalogue = FrozenFees.of([ANA], CATALOGUE).inputs([other])
    assert stored == [other]


def test_json_keeps_everything() -> None:
    frozen = FrozenFees.of([ANA, TEAM._replace(no_pay=True, always_pays=False)], CATALOGUE)
    assert decoded(encoded(frozen)) == frozen
