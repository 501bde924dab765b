"""The resource ClubDeductions (admins): a club's fee deduction in percent per tournament."""

from adapters.http.resources.resource import Resource, WithBody
from adapters.http.schemas.registrations import ClubDeductionCreate, ClubDeductionOut
from fedreg_core.domain.entities import ClubDeduction
from fedreg_core.services import tournament_records

CLUB_DEDUCTIONS: Resource[ClubDeduction] = Resource(
    name="ClubDeductions",
    plural="ClubDeductions",
    singular="ClubDeduction",
    label="club deductions (admins; one per club and tournament, 0 to 100 %)",
    out=ClubDeductionOut,
    list=lambda c, actor, request: tournament_records.list_deductions(c.uow(), actor, request),
    get=lambda c, actor, item_id: tournament_records.get_deduction(c.uow(), actor, item_id),
    create=WithBody(
        ClubDeductionCreate,
        lambda c, actor, fields: tournament_records.create_deduction(
            c.uow(), actor, ClubDeduction(**fields)
        ),
    ),
    update=WithBody(
        ClubDeductionCreate,
        lambda c, actor, item_id, changes: tournament_records.update_deduction(
            c.uow(), actor, item_id, changes
        ),
    ),
    delete=lambda c, actor, item_id: tournament_records.delete_deduction(c.uow(), actor, item_id),
    conflicts=frozenset({"create", "update"}),  # one per club and tournament
)
