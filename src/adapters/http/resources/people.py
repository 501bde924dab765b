"""The resources Members, Coaches, Referees and Officials: one definition for all four."""

from collections.abc import Callable
from typing import Any, TypeVar

import msgspec

from adapters.http.context import HttpContext
from adapters.http.language import VARIANT_LANGUAGE
from adapters.http.resources.resource import Action, Create, Resource, Update
from adapters.http.schemas.accounts import Body
from adapters.http.schemas.conversion.convert_changes import (
    coach_changes,
    member_changes,
    official_changes,
    referee_changes,
)
from adapters.http.schemas.conversion.convert_creates import (
    new_coach,
    new_member,
    new_official,
    new_referee,
)
from adapters.http.schemas.conversion.updates import (
    CoachUpdate,
    MemberUpdate,
    OfficialUpdate,
    RefereeUpdate,
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
from adapters.http.schemas.privacy import ErasureIn
from fedreg_core.domain.access import AccessOrigin
from fedreg_core.domain.changes import ChangesTo
from fedreg_core.domain.entities import User
from fedreg_core.domain.enums import BELTS
from fedreg_core.services import people
from fedreg_core.services.erasure import ErasureRequest, erase_person
from fedreg_core.services.listing import Visible
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
C = TypeVar("C", bound=Body)
U = TypeVar("U", bound=Body)


def form_context(context: HttpContext) -> FormContext:
    """Belts of the running variant and today's date, for the member rules."""
    now = context.clock.now()
    return FormContext(BELTS[context.variant], now.date(), now)


def erase_action(kind: PersonKind[P], singular: str) -> Action:
    """``POST /api/model/{Name}/{id}/erase`` (admins): the person's data erased, or as it was
    erased before."""

    async def erase(
        c: HttpContext, actor: User, item_id: int, _body: ErasureIn, origin: AccessOrigin
    ) -> Visible[P]:
        request = ErasureRequest(item_id, origin, VARIANT_LANGUAGE[c.variant])
        return Visible(await erase_person(c.uow(), c.printer, c.files, kind, actor, request))

    return Action(
        "erase",
        f"erase{singular}",
        f"Erase one of the {kind.name} (admins): a pseudonym for the name, the birth date "
        "reduced to its year, the photo and identifying numbers removed; refused while "
        "entered in a tournament that is not archived; again: the erased record.",
        ErasureIn,
        erase,
        conflicts=True,
    )


def person_resource(
    kind: PersonKind[P],
    names: tuple[str, str],
    bodies: tuple[type[C], type[U]],
    readers: tuple[Callable[[C], P], Callable[[U], ChangesTo[P]]],
    out: type[msgspec.Struct],
) -> Resource[P]:
    """The resource of one kind of person; ``names`` are its plural and singular, ``bodies``
    its create and update bodies, ``readers`` read them into a new person and into the core's
    changes."""
    create, update = bodies
    new_person, changes = readers
    plural, singular = names

    return Resource(
        name=plural,
        plural=plural,
        singular=singular,
        label=kind.name,
        out=out,
        list=lambda c, actor, request: people.list_people(c.uow(), kind, actor, request),
        get=lambda c, actor, item_id, origin: people.get_person(
            c.uow(), kind, actor, item_id, origin
        ),
        create=Create(
            create,
            lambda c, actor, body: people.create_person(
                c.uow(), kind, actor, new_person(body), form_context(c)
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
        actions=(erase_action(kind, singular),),
        # delete: while registered for a tournament; update: an erased person, or (members)
        # a move or a change that the entries of tournaments not archived do not allow;
        # upload: an erased person
        conflicts=frozenset({"delete", "update", "upload"}),
    )


PEOPLE_RESOURCES: list[Resource[Any]] = [
    person_resource(
        MEMBERS,
        ("Members", "Member"),
        (MemberCreate, MemberUpdate),
        (new_member, member_changes),
        MemberOut,
    ),
    person_resource(
        COACHES,
        ("Coaches", "Coach"),
        (CoachCreate, CoachUpdate),
        (new_coach, coach_changes),
        CoachOut,
    ),
    person_resource(
        REFEREES,
        ("Referees", "Referee"),
        (RefereeCreate, RefereeUpdate),
        (new_referee, referee_changes),
        RefereeOut,
    ),
    person_resource(
        OFFICIALS,
        ("Officials", "Official"),
        (OfficialCreate, OfficialUpdate),
        (new_official, official_changes),
        OfficialOut,
    ),
]
