"""An in-memory ``SiteReads`` over a ``FakeDatabase`` (architecture.md rule 9)."""

from fedreg_core.ports.site import Account, ActiveTournament, Site
from tests.fakes import FakeDatabase


class FakeSiteReads:
    """Reads the fake database as it is at each call, as the SQL adapter reads its tables."""

    def __init__(self, db: FakeDatabase) -> None:
        self.db = db

    async def site_for(self, user_id: int | None) -> Site:
        settings = await self.db.settings.get()
        active_id = settings.active_tournament_id
        active = None if active_id is None else await self.db.tournaments.get(active_id)
        user = None if user_id is None else await self.db.users.get(user_id)
        club = (
            None if user is None or user.club_id is None else await self.db.clubs.get(user.club_id)
        )
        opened = sorted(
            (t for t in self.db.tournaments.all() if t.registration_open and not t.is_archived),
            key=lambda t: (t.start_date, t.id or 0),
        )
        summary = None if active is None else ActiveTournament.of(active)
        return Site(settings, summary, user, club, tuple(ActiveTournament.of(t) for t in opened))

    async def account(self, user_id: int) -> Account | None:
        user = await self.db.users.get(user_id)
        if user is None:
            return None
        club = None if user.club_id is None else await self.db.clubs.get(user.club_id)
        return Account(user, club)
