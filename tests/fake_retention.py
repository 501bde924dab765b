"""An in-memory retention store over the fake database: every fake person counts as added
long ago (the fakes keep no time of adding); entries are read from the fake registrations."""

from datetime import datetime
from typing import TYPE_CHECKING, Any

from fedreg_core.domain.access import PersonRef
from fedreg_core.ports.retention import StalePerson

if TYPE_CHECKING:
    from tests.fakes import FakeDatabase

STAFF = {"coaches": "tournament_coaches", "referees": "tournament_referees"}


class FakeRetentionStore:
    def __init__(self, db: "FakeDatabase") -> None:
        self.db = db
        self.attempts: list[datetime] = []
        """When each sign-in attempt of the tests was made (the limiter's own rows)."""

    def _recent(self, cutoff: datetime) -> set[int]:
        return {t.id for t in self.db.tournaments.all() if t.start_date >= cutoff and t.id}

    def _entered(self, kind: str, cutoff: datetime) -> set[int]:
        recent = self._recent(cutoff)
        if kind != "members":
            table = getattr(self.db, STAFF.get(kind, "tournament_officials"))
            return {r.person_id for r in table.all() if r.tournament_id in recent}
        own = {
            r.member_id for r in self.db.competitor_registrations.all() if r.tournament_id in recent
        }
        teams = self.db.team_registrations.all()
        return own | {m for t in teams if t.tournament_id in recent for m in t.member_ids}

    async def stale_people(self, cutoff: datetime) -> list[StalePerson]:
        found: list[StalePerson] = []
        for kind in ("members", "coaches", "referees", "officials"):
            entered = self._entered(kind, cutoff)
            for person in getattr(self.db, kind).all():
                medical = getattr(person, "medical_valid_until", None) is not None
                if person.id not in entered and (person.avatar is not None or medical):
                    found.append(StalePerson(PersonRef(kind, person.id), person.avatar, medical))
        return found

    async def forget_photos_and_medical(self, people: list[StalePerson]) -> None:
        for stale in people:
            table: Any = getattr(self.db, stale.person.kind)
            person = await table.get(stale.person.id)
            person.avatar = None
            if hasattr(person, "medical_valid_until"):
                person.medical_valid_until = None
            await table.update(person)

    async def attempts_before(self, cutoff: datetime, *, delete_them: bool) -> int:
        old = [at for at in self.attempts if at < cutoff]
        if delete_them:
            self.attempts = [at for at in self.attempts if at >= cutoff]
        return len(old)
