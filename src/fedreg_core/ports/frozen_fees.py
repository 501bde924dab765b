"""Where archived tournaments' fee inputs are kept (``fedreg_core.fees.frozen``)."""

from typing import Protocol

from fedreg_core.fees.frozen import FrozenFees


class FrozenFeeStore(Protocol):
    async def frozen(self, tournament_id: int) -> FrozenFees | None:
        """What the tournament's fee was frozen at (``None``: not frozen): 1 statement."""
        ...

    async def freeze(self, tournament_id: int, frozen: FrozenFees) -> None:
        """Keep ``frozen`` for the tournament (replacing what was kept)."""
        ...

    async def thaw(self, tournament_id: int) -> None:
        """Forget what the tournament's fee was frozen at."""
        ...
