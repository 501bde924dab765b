"""Frozen fee inputs kept on SQLite and PostgreSQL: frozen, read back, replaced, thawed, and
gone with their tournament."""

from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core import fees
from fedreg_core.fees.frozen import FrozenFees
from tests.integration.sql_samples import new_tournament

FROZEN = FrozenFees(
    {(False, 3): (True, False), (True, 3): (False, True)},
    {1: fees.Category(1, no_pay=True)},
    {7: fees.Discipline(7, always_pay=True, is_kata_a=True)},
)


async def test_frozen_inputs_are_kept_until_thawed(uow_factory: SqlUnitOfWorkFactory) -> None:
    async with uow_factory() as uow:
        tournament = await uow.tournaments.add(new_tournament())
        assert tournament.id is not None
        assert await uow.frozen_fees.frozen(tournament.id) is None
        await uow.frozen_fees.freeze(tournament.id, FrozenFees({}, {}, {}))
        await uow.frozen_fees.freeze(tournament.id, FROZEN)  # replaces
        await uow.commit()
    async with uow_factory() as uow:
        assert await uow.frozen_fees.frozen(tournament.id) == FROZEN
        await uow.frozen_fees.thaw(tournament.id)
        assert await uow.frozen_fees.frozen(tournament.id) is None
        await uow.frozen_fees.freeze(tournament.id, FROZEN)
        await uow.tournaments.delete(tournament.id)
        await uow.commit()
    async with uow_factory() as uow:
        assert await uow.frozen_fees.frozen(tournament.id) is None
