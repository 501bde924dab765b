"""A small field for the paged registration lists, stored through any unit of work factory
(the SQL tests and the API tests share it).

Clubs Sloga and Borac. Competitors (registered at minute n, Ana Anić twice, the same name):
  c1 Sloga Zoe Zec (F)        Seniors kumite            minute 1, number 2
  c2 Sloga Ana Anić (F)       Seniors kumite + kataA    minute 2
  c3 Borac Marko Babić (M)    Seniors men (men only)    minute 3, number 1
  c4 Borac Iva Ćirić (F)      Juniors kumite            minute 4
  c5 Sloga Ana Anić (F)       Seniors kataB             minute 2 (same time as c2)
Teams (Seniors team, registered at minute n):
  t1 Sloga WOMEN Zoe, Ana(c2)          t2 Borac MIX Marko, Iva
  t3 Sloga WOMEN Ana(c5), Zoe          t4 Sloga WOMEN Ana(c2), Zoe, Ana(c5)
"""

from dataclasses import dataclass, field
from datetime import date, datetime, timedelta

from adapters.unit_of_work import Factory, UnitOfWork
from fedreg_core.domain.entities import (
    Category,
    CategoryEntry,
    Club,
    CompetitorRegistration,
    Discipline,
    Member,
    TeamRegistration,
    Tournament,
)
from fedreg_core.domain.enums import ForSex, TeamType

START = datetime(2026, 3, 1, 10, 0)
COMPETITORS = {
    "c1": ("sloga", "Zoe", "Zec", False, [("Seniors", "kumite")], 1, 2),
    "c2": ("sloga", "Ana", "Anić", False, [("Seniors", "kumite"), ("Seniors", "kataA")], 2, None),
    "c3": ("borac", "Marko", "Babić", True, [("Seniors", "men")], 3, 1),
    "c4": ("borac", "Iva", "Ćirić", False, [("Juniors", "kumite")], 4, None),
    "c5": ("sloga", "Ana", "Anić", False, [("Seniors", "kataB")], 2, None),
}
TEAMS = {
    "t1": ("sloga", TeamType.WOMEN, ["c1", "c2"], 1),
    "t2": ("borac", TeamType.MIX, ["c3", "c4"], 2),
    "t3": ("sloga", TeamType.WOMEN, ["c5", "c1"], 3),
    "t4": ("sloga", TeamType.WOMEN, ["c2", "c1", "c5"], 4),
}
DISCIPLINES = {"kumite": None, "kataA": None, "kataB": None, "men": ForSex.MEN, "team": None}


@dataclass
class Field:
    ids: dict[str, int] = field(default_factory=dict)
    members: dict[str, int] = field(default_factory=dict)

    def names(self, ids: list[int], kind: str = "c") -> list[str]:
        """``c1`` ... of competitor registration ids (``kind`` "t": ``t1`` ... of teams)."""
        by_id = {v: k for k, v in self.ids.items() if k[0] == kind and k[1:].isdigit()}
        return [by_id[i] for i in ids]


def _club(name: str) -> Club:
    return Club(name, name[-5:], "Beograd", "Ulica 1", "k@example.com", "Ana", "060")


async def _catalogue(uow: UnitOfWork, found: Field, club_names: dict[str, str]) -> None:
    await uow.settings.get()  # the settings row, as a running federation has it
    for key, name in club_names.items():
        found.ids[key] = (await uow.clubs.add(_club(name))).id or 0
    for name in ("Seniors", "Juniors"):
        found.ids[name] = (await uow.categories.add(Category(name))).id or 0
    categories = [found.ids["Seniors"], found.ids["Juniors"]]
    for name, sex in DISCIPLINES.items():
        discipline = Discipline(name, categories, sex, is_kata_a=name == "kataA")
        found.ids[name] = (await uow.disciplines.add(discipline)).id or 0
    individual = [found.ids[n] for n in ("kumite", "kataA", "kataB", "men")]
    tournament = Tournament(
        "Cup",
        "",
        START,
        registration_open=True,
        discipline_ids=individual,
        team_discipline_ids=[found.ids["team"]],
    )
    found.ids["cup"] = (await uow.tournaments.add(tournament)).id or 0


async def _registrations(uow: UnitOfWork, found: Field) -> None:
    cup = found.ids["cup"]
    for key, (club, first, last, male, entries, minute, number) in COMPETITORS.items():
        club_id = found.ids[club]
        member = Member(club_id, first, last, date(2001, 1, 1), male, "PLAVI")
        found.members[key] = member_id = (await uow.members.add(member)).id or 0
        chosen = [CategoryEntry(found.ids[c], [found.ids[d]]) for c, d in entries]
        at = START + timedelta(minutes=minute)
        registration = CompetitorRegistration(cup, club_id, member_id, chosen, number, at)
        found.ids[key] = (await uow.competitor_registrations.add(registration)).id or 0
    team_entry = [CategoryEntry(found.ids["Seniors"], [found.ids["team"]])]
    for key, (club, kind, members, minute) in TEAMS.items():
        member_ids = [found.members[m] for m in members]
        at = START + timedelta(minutes=minute)
        team = TeamRegistration(cup, found.ids[club], kind, member_ids, team_entry, created_at=at)
        found.ids[key] = (await uow.team_registrations.add(team)).id or 0


async def seed_field(
    uow_factory: Factory, sloga: int | None = None, borac: int | None = None
) -> Field:
    """The field; ``sloga`` and ``borac``: clubs that exist already (the API tests')."""
    found = Field()
    if sloga is not None and borac is not None:
        found.ids.update(sloga=sloga, borac=borac)
    async with uow_factory() as uow:
        missing = {"sloga": "Karate klub Sloga", "borac": "Karate klub Borac"}
        await _catalogue(uow, found, {k: v for k, v in missing.items() if k not in found.ids})
        await _registrations(uow, found)
        await uow.commit()
    return found
