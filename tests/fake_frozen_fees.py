"""An in-memory ``FrozenFeeStore``: archived tournaments' fee inputs by tournament id."""

from typing import TYPE_CHECKING

from fedreg_core.fees.frozen import FrozenFees

if TYPE_CHECKING:
    from tests.fakes import Restore


class FakeFrozenFeeStore:
    def __init__(self) -> None:
        self.kept: dict[int, FrozenFees] = {}

    async def frozen(self, tournament_id: int) -> FrozenFees | None:
        return self.kept.get(tournament_id)

    async def freeze(self, tournament_id: int, frozen: FrozenFees) -> None:
        self.kept[tournament_id] = frozen

    async def thaw(self, tournament_id: int) -> None:
        self.kept.pop(tournament_id, None)

    def snapshot(self) -> "Restore":
        kept = dict(self.kept)  # FrozenFees are immutable

        def restore() -> None:
            self.kept = dict(kept)

        return restore
