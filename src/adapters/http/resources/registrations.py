"""The resource ClubDeductions (admins): a club's fee deduction in percent per tournament."""

from adapters.http.resources.resource import Resource, Update, WithBody
from adapters.http.resources.structs import sent_fields
from adapters.http.schemas.registrations import ClubDeductionCreate, ClubDeductionOut
from adapters.http.schemas.updates import ClubDeductionUpdate
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
    update=Update(
        ClubDeductionUpdate,
        lambda c, actor, item_id, body: tournament_records.update_deduction(
            c.uow(), actor, item_id, sent_fields(body)
        ),
    ),
    delete=lambda c, actor, item_id: tournament_records.delete_deduction(c.uow(), actor, item_id),
    conflicts=frozenset({"create", "update"}),  # one per club and tournament
)
