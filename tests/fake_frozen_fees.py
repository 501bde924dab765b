"""An in-memory ``FrozenFeeStore``: archived tournaments' fee inputs by tournament id."""

from fedreg_core.fees.frozen import FrozenFees


class FakeFrozenFeeStore:
    def __init__(self) -> None:
        self.kept: dict[int, FrozenFees] = {}

    async def frozen(self, tournament_id: int) -> FrozenFees | None:
        return self.kept.get(tournament_id)

    async def freeze(self, tournament_id: int, frozen: FrozenFees) -> None:
        self.kept[tournament_id] = frozen

    async def thaw(self, tournament_id: int) -> None:
        self.kept.pop(tournament_id, None)
