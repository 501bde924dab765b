"""What the webapp loads on start: settings and, for signed-in users, the active tournament."""

from dataclasses import dataclass

from fedreg_core.domain.entities import Settings, Tournament
from fedreg_core.domain.errors import DomainError
from fedreg_core.ports.security import TokenService
from fedreg_core.ports.unit_of_work import UnitOfWork
from fedreg_core.services.accounts import signed_in_user


@dataclass(frozen=True, slots=True)
class AppData:
    settings: Settings
    active_tournament: Tournament | None
    signed_in: bool


async def load_app_data(uow: UnitOfWork, tokens: TokenService, token: str | None) -> AppData:
    """Settings, whether ``token`` (the caller's, if any) signs someone in, and then the
    active tournament: one unit of work, asked on every page load, so it stays small."""
    async with uow:
        signed_in = await _is_signed_in(uow, tokens, token)
        settings = await uow.settings.get()
        active = None
        if signed_in and settings.active_tournament_id is not None:
            active = await uow.tournaments.get(settings.active_tournament_id)
        return AppData(settings, active, signed_in)


async def _is_signed_in(uow: UnitOfWork, tokens: TokenService, token: str | None) -> bool:
    """A missing, invalid or old token, or a blocked account, is simply a visitor here."""
    if token is None:
        return False
    try:
        await signed_in_user(uow, tokens, token)
    except DomainError:
        return False
    return True
