"""The head of every printed document, as the webapp's browser prints have it: the federation
(the site's title), the tournament with its date (the competition's, else the opening of
applications) and its place, and the day printed, dates as the print's language writes them."""

from dataclasses import dataclass
from datetime import date

from fedreg_core.domain.entities import Tournament
from fedreg_core.messages import translate
from fedreg_core.messages.local_formats import printed_date
from fedreg_core.ports.repositories import SettingsRepository


def tournament_day(tournament: Tournament) -> date:
    """The day a print names a tournament by: the event date, else the day applications open."""
    return tournament.event_date or tournament.start_date.date()


@dataclass(frozen=True, slots=True)
class PrintHeader:
    """What a print is of: the federation and the tournament, named with its day."""

    federation: str
    tournament_name: str
    day: date
    place: str = ""

    @classmethod
    def of(cls, federation: str, tournament: Tournament) -> "PrintHeader":
        return cls(federation, tournament.name, tournament_day(tournament), tournament.place or "")

    def tournament(self, language: str) -> str:
        """``Kup Srbije (01.03.2027., Novi Sad)``, in English ``Kup Srbije (01/03/2027, Novi
        Sad)``: the place when the tournament has one."""
        when = printed_date(self.day, language)
        return (
            f"{self.tournament_name} ({when}, {self.place})"
            if self.place
            else (f"{self.tournament_name} ({when})")
        )

    def facts(
        self, language: str, today: date, *more: tuple[str, str]
    ) -> tuple[tuple[str, str], ...]:
        """Federation, tournament, ``more`` (a statement's club), then the day printed."""
        return (
            (translate("print_federation", language), self.federation),
            (translate("print_tournament", language), self.tournament(language)),
            *more,
            (translate("print_printed_on", language), printed_date(today, language)),
        )


async def read_print_header(settings: SettingsRepository, tournament: Tournament) -> PrintHeader:
    """In an open unit of work: the federation's name is the site's title (one statement)."""
    return PrintHeader.of((await settings.get()).title, tournament)
