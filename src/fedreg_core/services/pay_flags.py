"""Fee waivers by clubs: who may change the "no pay" flag of a member or a team, and the
history of the changes clubs make (docs/fee-inputs.md, "Who waives a fee").

Clubs mark their own members and teams "no pay" unless the clubsMaySetNoPay setting
reserves it to admins. Every change of the flag by a club's user is written to the history
of each tournament not archived where it changes a fee: the member's entries' tournaments,
the team's tournament. (``alwaysPays`` is an admin's field: ``permissions``.)
"""

from collections.abc import Iterable, Sequence
from datetime import datetime

from fedreg_core.domain.access import PersonRef
from fedreg_core.domain.entities import Member, User
from fedreg_core.domain.enums import HistoryType
from fedreg_core.domain.errors import Forbidden
from fedreg_core.domain.permissions import may_set_no_pay
from fedreg_core.ports.unit_of_work import PayFlagWork
from fedreg_core.services.registration_access import full_name, members_named, record_history


async def change_no_pay(
    uow: PayFlagWork,
    actor: User,
    flag: tuple[bool, bool],
    item: str,
    tournament_ids: Iterable[int],
    at: datetime,
    people: Sequence[PersonRef],
) -> None:
    """Check and record a change of a "no pay" flag (``flag``: before, after) of ``item``
    (``people``: the member, or the team's members) bearing on ``tournament_ids``;
    ``Forbidden`` when the settings reserve it to admins."""
    before, after = flag
    if before == after or actor.is_admin:
        return
    if not may_set_no_pay(actor, await uow.settings.get()):
        raise Forbidden("error_pay_flags_admins_only")
    kind = HistoryType.NO_PAY_SET if after else HistoryType.NO_PAY_CLEARED
    for tournament_id in sorted(set(tournament_ids)):
        await record_history(uow.history, actor, tournament_id, kind, item, at, people)


async def change_member_no_pay(
    uow: PayFlagWork, actor: User, before: Member | None, after: Member, at: datetime
) -> None:
    """``change_no_pay`` of a member (``before`` ``None``: a new one), in the tournaments not
    archived they are entered in."""
    flag = (before.no_pay if before is not None else False, after.no_pay)
    if flag[0] == flag[1] or actor.is_admin:
        return
    tournament_ids: list[int] = []
    if before is not None and before.id is not None:
        tournament_ids = (await uow.people_directory.member_entries(before.id)).tournament_ids
    named = members_named([after.id] if after.id is not None else [])
    await change_no_pay(uow, actor, flag, full_name(after), tournament_ids, at, named)
