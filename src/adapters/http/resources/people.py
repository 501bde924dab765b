"""The resources Members, Coaches, Referees and Officials: one definition for all four."""

from collections.abc import Callable
from typing import Any, TypeVar

import msgspec

from adapters.http.context import HttpContext
from adapters.http.resources.resource import Fields, Resource, Update, WithBody
from adapters.http.schemas.accounts import Body
from adapters.http.schemas.convert_changes import (
    coach_changes,
    member_changes,
    official_changes,
    referee_changes,
)
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
from adapters.http.schemas.updates import CoachUpdate, MemberUpdate, OfficialUpdate, RefereeUpdate
from fedreg_core.domain.changes import ChangesTo
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
U = TypeVar("U", bound=Body)


def form_context(context: HttpContext) -> FormContext:
    """Belts of the running variant and today's date, for the member rules."""
    return FormContext(BELTS[context.variant], context.clock.now().date())


def person_resource(
    kind: PersonKind[P],
    entity: type[P],
    names: tuple[str, str],
    bodies: tuple[type[Body], type[U]],
    changes: Callable[[U], ChangesTo[P]],
    out: type[msgspec.Struct],
) -> Resource[P]:
    """The resource of one kind of person; ``names`` are its plural and singular, ``bodies``
    its create and update bodies, ``changes`` reads an update body into the core's changes."""
    create, update = bodies
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
        update=Update(
            update,
            lambda c, actor, item_id, body: people.update_person(
                c.uow(), kind, actor, item_id, changes(body), form_context(c)
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
    person_resource(
        MEMBERS,
        Member,
        ("Members", "Member"),
        (MemberCreate, MemberUpdate),
        member_changes,
        MemberOut,
    ),
    person_resource(
        COACHES, Coach, ("Coaches", "Coach"), (CoachCreate, CoachUpdate), coach_changes, CoachOut
    ),
    person_resource(
        REFEREES,
        Referee,
        ("Referees", "Referee"),
        (RefereeCreate, RefereeUpdate),
        referee_changes,
        RefereeOut,
    ),
    person_resource(
        OFFICIALS,
        Official,
        ("Officials", "Official"),
        (OfficialCreate, OfficialUpdate),
        official_changes,
        OfficialOut,
    ),
]
