"""What the webapp loads on start: settings and the active tournament."""

from dataclasses import dataclass

from fedreg_core.domain.entities import Settings, Tournament
from fedreg_core.ports.unit_of_work import UnitOfWork


@dataclass(frozen=True, slots=True)
class AppData:
    settings: Settings
    active_tournament: Tournament | None


async def load_app_data(uow: UnitOfWork) -> AppData:
    async with uow:
        settings = await uow.settings.get()
        active = None
        if settings.active_tournament_id is not None:
            active = await uow.tournaments.get(settings.active_tournament_id)
        return AppData(settings, active)
