"""The resource ClubDeductions (admins): a club's fee deduction in percent per tournament."""

from adapters.http.resources.resource import Create, Resource, Update
from adapters.http.schemas.conversion.convert_changes import deduction_changes
from adapters.http.schemas.conversion.convert_creates import new_deduction
from adapters.http.schemas.conversion.updates import ClubDeductionUpdate
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
    get=lambda c, actor, item_id, _origin: tournament_records.get_deduction(
        c.uow(), actor, item_id
    ),
    create=Create(
        ClubDeductionCreate,
        lambda c, actor, body: tournament_records.create_deduction(
            c.uow(), actor, new_deduction(body)
        ),
    ),
    update=Update(
        ClubDeductionUpdate,
        lambda c, actor, item_id, body: tournament_records.update_deduction(
            c.uow(), actor, item_id, deduction_changes(body)
        ),
    ),
    delete=lambda c, actor, item_id: tournament_records.delete_deduction(c.uow(), actor, item_id),
    conflicts=frozenset({"create", "update"}),  # one per club and tournament
)
