"""Targets of the permission table's waiting-list rows: a fresh tournament with one
competitor entry of club A on its waiting list."""

from fedreg_core.domain.entities import CompetitorRegistration
from tests.api.authz_world import START, Call, World


async def waiting_entry(world: World, _role: str) -> Call:
    tournament_id = await world.tournament()
    member = await world.person("members", world.club_a)
    entries = world.entries("kumite")
    registration = CompetitorRegistration(
        tournament_id, world.club_a, member, entries, created_at=START
    )
    async with world.uow() as uow:
        stored = await uow.competitor_registrations.add(registration)
        assert stored.id is not None
        group = (entries[0].category_id, entries[0].discipline_ids[0])
        await uow.entry_limits.mark_waiting(stored.id, [group])
        [row] = await uow.entry_limits.waiting(tournament_id)
        await uow.commit()
    return Call({"id": tournament_id, "entry_id": row.entry.entry_id})
