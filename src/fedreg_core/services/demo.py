"""A demo federation: an admin, clubs with their people, categories, disciplines, a tournament."""

from dataclasses import dataclass
from datetime import date, timedelta

from fedreg_core.domain.entities import (
    Category,
    Club,
    Coach,
    Discipline,
    Member,
    Official,
    Referee,
    Tournament,
    User,
)
from fedreg_core.domain.enums import BELTS, ForSex, RefereeRang, Variant
from fedreg_core.fees import FeeSchedule
from fedreg_core.ports.clock import Clock
from fedreg_core.ports.security import PasswordHasher
from fedreg_core.ports.unit_of_work import DemoWork

DEMO_ADMIN_EMAIL = "admin@demo.fedreg.local"
DEMO_PASSWORD = "demo1234"
DEMO_CLUBS = (
    ("Karate klub Sloga", "KK Sloga", "Novi Sad", "Bulevar oslobođenja 12", "sloga"),
    ("Karate klub Partizan", "KK Partizan", "Beograd", "Humska 1", "partizan"),
    ("Karate klub Radnički", "KK Radnički", "Kragujevac", "Kralja Petra I 5", "radnicki"),
)
FIRST_NAMES = (
    ("Marko", True),
    ("Ana", False),
    ("Nikola", True),
    ("Jelena", False),
    ("Stefan", True),
    ("Milica", False),
    ("Luka", True),
    ("Sara", False),
)
LAST_NAMES = ("Petrović", "Jovanović", "Nikolić", "Ilić", "Marković", "Đorđević")
CATEGORIES = ("Seniori", "Juniori", "Kadeti", "Veterani")
DISCIPLINES = (
    ("Kate", None, False, False),
    ("Kumite", None, False, False),
    ("Kata A", None, True, False),
    ("Kata B", None, False, True),
    ("Kumite žene", ForSex.WOMEN, False, False),
)


@dataclass(frozen=True, slots=True)
class DemoLogin:
    email: str
    password: str
    role: str


async def _add_club(uow: DemoWork, index: int, variant: Variant) -> tuple[Club, str]:
    name, short, city, address, slug = DEMO_CLUBS[index]
    club = await uow.clubs.add(
        Club(
            name,
            short,
            city,
            address,
            f"{slug}@demo.fedreg.local",
            f"Trener {short}",
            f"06{index}1234567",
            website=f"https://{slug}.example.org",
        )
    )
    assert club.id is not None
    belts = BELTS[variant]
    for n in range(8):
        first, male = FIRST_NAMES[(n + index) % len(FIRST_NAMES)]
        last = LAST_NAMES[(n * 2 + index) % len(LAST_NAMES)]
        born = date(1990 + (n * 3 + index) % 20, 1 + n % 12, 1 + (n * 7) % 28)
        await uow.members.add(Member(club.id, first, last, born, male, belts[n % len(belts)]))
    await uow.coaches.add(Coach(club.id, "Dragan", LAST_NAMES[index]))
    await uow.referees.add(
        Referee(club.id, "Zoran", LAST_NAMES[index + 1], dan=3 + index, rang=RefereeRang.NATIONAL_B)
    )
    await uow.officials.add(Official(club.id, "Vesna", LAST_NAMES[index + 2], "Sekretar"))
    return club, f"{slug}@demo.fedreg.local"


async def load_demo(
    uow: DemoWork, hasher: PasswordHasher, clock: Clock, variant: Variant, title: str
) -> list[DemoLogin] | None:
    """Load the demo federation; ``None`` when it is already there."""
    password_hash = await hasher.hash(DEMO_PASSWORD)
    async with uow:
        if await uow.users.get_by_email(DEMO_ADMIN_EMAIL) is not None:
            return None
        await uow.users.add(User("Admin", DEMO_ADMIN_EMAIL, password_hash, is_admin=True))
        logins = [DemoLogin(DEMO_ADMIN_EMAIL, DEMO_PASSWORD, "admin")]
        for index in range(len(DEMO_CLUBS)):
            club, email = await _add_club(uow, index, variant)
            await uow.users.add(User(f"Trener {club.short_name}", email, password_hash, club.id))
            logins.append(DemoLogin(email, DEMO_PASSWORD, club.short_name))
        category_ids = [(await uow.categories.add(Category(name))).id for name in CATEGORIES]
        known = [i for i in category_ids if i is not None]
        discipline_ids = []
        for name, sex, kata_a, kata_b in DISCIPLINES:
            discipline = Discipline(name, list(known), sex, is_kata_a=kata_a, is_kata_b=kata_b)
            discipline_ids.append((await uow.disciplines.add(discipline)).id)
        team = await uow.disciplines.add(Discipline("Kate ekipno", list(known), is_team=True))
        now = clock.now()
        tournament = await uow.tournaments.add(
            Tournament(
                name=f"Otvoreno prvenstvo {now.year}",
                description="<p>Otvoreno prvenstvo za sve uzraste.</p>",
                start_date=now.replace(hour=0, minute=0, second=0),
                end_date=(now + timedelta(days=30)).replace(hour=23, minute=59, second=0),
                registration_open=True,
                fees=FeeSchedule(2000, 500, 3500, 500, 4500, 1000, 3000, 0),
                discipline_ids=[i for i in discipline_ids if i is not None],
                team_discipline_ids=[team.id] if team.id is not None else [],
                created_at=now,
                event_date=(now + timedelta(days=45)).date(),
                place="Hala sportova „Pionir“, Beograd",
            )
        )
        settings = await uow.settings.get()
        settings.title, settings.description = title, title
        settings.active_tournament_id = tournament.id
        await uow.settings.update(settings)
        await uow.commit()
        return logins
