"""Typed changes of a club's people: sent fields change, the others are kept."""

from dataclasses import replace
from datetime import date

from adapters.http.schemas.conversion.convert_changes import member_changes
from adapters.http.schemas.conversion.updates import MemberUpdate
from fedreg_core.domain.entities import Member
from fedreg_core.domain.people_changes import MemberChanges

ANA = Member(1, "Ana", "Anić", date(2010, 5, 17), is_male=False, belt="PLAVI", id=7)


def test_fields_not_sent_are_kept() -> None:
    assert MemberChanges().applied_to(ANA) == ANA


def test_sent_fields_change_one_by_one() -> None:
    changes = MemberChanges(belt="CRNI", no_pay=True)
    assert changes.applied_to(ANA) == replace(ANA, belt="CRNI", no_pay=True)


def test_an_update_body_becomes_the_cores_changes() -> None:
    assert member_changes(MemberUpdate(belt="CRNI")) == MemberChanges(belt="CRNI")
