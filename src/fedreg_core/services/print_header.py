"""The head of every printed document, as the webapp's browser prints have it: the federation
(the site's title), the tournament with its date (the competition's, else the opening of
applications) and its place, and the day printed."""

from dataclasses import dataclass
from datetime import date

from fedreg_core.domain.entities import Tournament
from fedreg_core.messages import translate
from fedreg_core.ports.unit_of_work import UnitOfWork


def printed_date(day: date) -> str:
    """``01.03.2026.``"""
    return f"{day:%d.%m.%Y}."


def dated_tournament(tournament: Tournament) -> str:
    """``Kup Srbije (01.03.2027., Novi Sad)``: the event date, else the day applications
    open, and the place when the tournament has one."""
    day = printed_date(tournament.event_date or tournament.start_date.date())
    return (
        f"{tournament.name} ({day}, {tournament.place})"
        if tournament.place
        else (f"{tournament.name} ({day})")
    )


@dataclass(frozen=True, slots=True)
class PrintHeader:
    """What a print is of: the federation and the tournament, named with its date."""

    federation: str
    tournament: str

    @classmethod
    def of(cls, federation: str, tournament: Tournament) -> "PrintHeader":
        return cls(federation, dated_tournament(tournament))

    def facts(
        self, language: str, today: date, *more: tuple[str, str]
    ) -> tuple[tuple[str, str], ...]:
        """Federation, tournament, ``more`` (a statement's club), then the day printed."""
        return (
            (translate("print_federation", language), self.federation),
            (translate("print_tournament", language), self.tournament),
            *more,
            (translate("print_printed_on", language), printed_date(today)),
        )


async def read_print_header(uow: UnitOfWork, tournament: Tournament) -> PrintHeader:
    """In an open unit of work: the federation's name is the site's title (one statement)."""
    settings = await uow.settings.get()
    return PrintHeader.of(settings.title, tournament)
