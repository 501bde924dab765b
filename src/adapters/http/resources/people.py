"""The resources Members, Coaches, Referees and Officials: one definition for all four."""

from typing import Any, TypeVar

import msgspec

from adapters.http.context import HttpContext
from adapters.http.resources.resource import Fields, Resource, WithBody
from adapters.http.schemas.accounts import Body
from adapters.http.schemas.people import (
    CoachCreate,
    CoachOut,
    MemberCreate,
    MemberOut,
    OfficialCreate,
    OfficialOut,
    RefereeCreate,
    RefereeOut,
)
from fedreg_core.domain.entities import Coach, Member, Official, Referee
from fedreg_core.domain.enums import BELTS
from fedreg_core.services import people
from fedreg_core.services.person_kinds import (
    COACHES,
    MEMBERS,
    OFFICIALS,
    REFEREES,
    FormContext,
    Person,
    PersonKind,
)

P = TypeVar("P", bound=Person)


def form_context(context: HttpContext) -> FormContext:
    """Belts of the running variant and today's date, for the member rules."""
    return FormContext(BELTS[context.variant], context.clock.now().date())


def person_resource(
    kind: PersonKind[P],
    entity: type[P],
    names: tuple[str, str],
    create: type[Body],
    out: type[msgspec.Struct],
) -> Resource[P]:
    """The resource of one kind of person; ``names`` are its plural and singular."""
    plural, singular = names

    def build(fields: Fields) -> P:
        return entity(**fields)

    return Resource(
        name=plural,
        plural=plural,
        singular=singular,
        label=kind.name,
        out=out,
        list=lambda c, actor, request: people.list_people(c.uow(), kind, actor, request),
        get=lambda c, actor, item_id: people.get_person(c.uow(), kind, actor, item_id),
        create=WithBody(
            create,
            lambda c, actor, fields: people.create_person(
                c.uow(), kind, actor, build(fields), form_context(c)
            ),
        ),
        update=WithBody(
            create,
            lambda c, actor, item_id, changes: people.update_person(
                c.uow(), kind, actor, item_id, changes, form_context(c)
            ),
        ),
        delete=lambda c, actor, item_id: people.delete_person(
            c.uow(), c.files, kind, actor, item_id
        ),
        upload=lambda c, actor, item_id, upload: people.upload_person_avatar(
            c.uow(), kind, actor, item_id, upload
        ),
        conflicts=frozenset({"delete"}),  # while registered for a tournament
    )


PEOPLE_RESOURCES: list[Resource[Any]] = [
    person_resource(MEMBERS, Member, ("Members", "Member"), MemberCreate, MemberOut),
    person_resource(COACHES, Coach, ("Coaches", "Coach"), CoachCreate, CoachOut),
    person_resource(REFEREES, Referee, ("Referees", "Referee"), RefereeCreate, RefereeOut),
    person_resource(OFFICIALS, Official, ("Officials", "Official"), OfficialCreate, OfficialOut),
]
