"""The unit of work the wiring hands the HTTP and CLI adapters: every context's at once.

Not a port of the core (no service asks for it): each service takes its context's small unit
of work (``fedreg_core.ports.unit_of_work``); the SQL unit of work is all of them.
"""

from typing import Protocol

from fedreg_core.ports.unit_of_work import (
    AccountWork,
    CatalogWork,
    ClubWork,
    DemoWork,
    DrawWork,
    EntriesWork,
    FeeWork,
    NoticeWork,
    PeopleWork,
    StaffEntriesWork,
    TournamentWork,
    UnitOfWorkFactory,
)


class UnitOfWork(
    AccountWork,
    ClubWork,
    PeopleWork,
    CatalogWork,
    TournamentWork,
    EntriesWork,
    StaffEntriesWork,
    FeeWork,
    DrawWork,
    NoticeWork,
    DemoWork,
    Protocol,
):
    """Every context's unit of work at once: the wiring's, never a service's."""


Factory = UnitOfWorkFactory[UnitOfWork]
"""What the wiring hands the HTTP and CLI adapters: a fresh ``UnitOfWork`` per use case."""
