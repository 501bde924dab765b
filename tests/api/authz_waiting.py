"""Targets of the permission table's waiting-list rows: a fresh tournament with one entry of
club A on its waiting list, a competitor's or a team's."""

from fedreg_core.domain.entities import CompetitorRegistration, TeamRegistration
from fedreg_core.domain.entry_limits import EntryKind
from fedreg_core.domain.enums import TeamType
from tests.api.authz_world import START, Call, World


async def _waiting(world: World, kind: EntryKind) -> Call:
    tournament_id = await world.tournament()
    registration: CompetitorRegistration | TeamRegistration
    if kind == EntryKind.TEAM:
        members = [await world.person("members", world.club_a) for _ in range(2)]
        entries = world.entries("team")
        registration = TeamRegistration(
            tournament_id, world.club_a, TeamType.WOMEN, members, entries, created_at=START
        )
    else:
        member = await world.person("members", world.club_a)
        entries = world.entries("kumite")
        registration = CompetitorRegistration(
            tournament_id, world.club_a, member, entries, created_at=START
        )
    async with world.uow() as uow:
        if isinstance(registration, TeamRegistration):
            stored_id = (await uow.team_registrations.add(registration)).id
        else:
            stored_id = (await uow.competitor_registrations.add(registration)).id
        assert stored_id is not None
        group = (entries[0].category_id, entries[0].discipline_ids[0])
        await uow.entry_limits.mark_waiting(tournament_id, kind, stored_id, [group])
        [row] = await uow.entry_limits.waiting(tournament_id)
        await uow.commit()
    return Call({"id": tournament_id, "kind": kind.value, "entry_id": row.entry.entry_id})


async def waiting_entry(world: World, _role: str) -> Call:
    return await _waiting(world, EntryKind.COMPETITOR)


async def waiting_team_entry(world: World, _role: str) -> Call:
    return await _waiting(world, EntryKind.TEAM)
