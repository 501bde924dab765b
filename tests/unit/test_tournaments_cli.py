"""`fedreg tournaments list` over the fakes: each tournament's registration and entry counts."""

import asyncio
import re
from datetime import datetime

from typer.testing import CliRunner

from adapters.cli.context import (
    BackupRequest,
    CliContext,
    CliOptions,
    CliWiring,
    FilesMigration,
    Migration,
)
from adapters.cli.main import build_cli
from adapters.cli.tournament_rows import LIST_HEADER
from adapters.printing.typst_printer import TypstReportPrinter
from adapters.spreadsheets.reader_pool import ProcessSpreadsheetReader
from adapters.spreadsheets.statements.reader import BankStatementReader
from adapters.spreadsheets.writing import XlsxSpreadsheetWriter
from fedreg_core.domain.entities import (
    CategoryEntry,
    CompetitorRegistration,
    TeamRegistration,
    Tournament,
)
from fedreg_core.domain.enums import TeamType, Variant
from fedreg_core.draws.group_ids import GroupIds
from fedreg_core.services.notice_mails import NoticeLinks
from fedreg_core.services.notice_sending import NoticeSender
from tests.fakes import (
    FakeDatabase,
    FakeFileStore,
    FakePasswordHasher,
    FakeUnitOfWorkFactory,
    FixedClock,
    OutboxMailer,
)


class KeepHtml:
    def clean(self, html: str) -> str:
        return html


async def seeded(db: FakeDatabase) -> None:
    """A cup with two clubs: 2 competitors in 3 + 1 entries, 1 team in 2 entries."""
    cup = await db.tournaments.add(Tournament("Kup", "", datetime(2026, 5, 1)))
    await db.tournaments.add(Tournament("Prazan turnir", "", datetime(2026, 6, 1)))
    assert cup.id is not None
    registrations = db.competitor_registrations
    await registrations.add(CompetitorRegistration(cup.id, 1, 11, [CategoryEntry(1, [1, 2, 3])]))
    await registrations.add(CompetitorRegistration(cup.id, 2, 12, [CategoryEntry(1, [1])]))
    team = TeamRegistration(cup.id, 1, TeamType.MIX, [11, 13], [CategoryEntry(1, [4, 5])])
    await db.team_registrations.add(team)


async def closed() -> None:
    return None


def no_migration(_options: CliOptions) -> list[Migration]:
    return []


def no_server(_options: CliOptions, _host: str | None, _port: int | None, _workers: int) -> None:
    raise AssertionError("the list does not serve")


def no_backup(_options: CliOptions, _request: BackupRequest) -> str:
    raise AssertionError("the list makes no backup")


def no_files_migration(_options: CliOptions, _request: FilesMigration) -> str:
    raise AssertionError("the list moves no file")


def test_the_list_shows_competitors_teams_their_entries_and_clubs() -> None:
    uows = FakeUnitOfWorkFactory()
    asyncio.run(seeded(uows.db))
    context = CliContext(
        uows,
        FakePasswordHasher(),
        FixedClock(),
        KeepHtml(),
        Variant.DEFAULT,
        "fake://",
        closed,
        FakeFileStore(),
        OutboxMailer(),
        "http://fed.example",
        ProcessSpreadsheetReader(size=1),
        XlsxSpreadsheetWriter(),
        TypstReportPrinter(),
        NoticeSender(uows, FixedClock(), OutboxMailer(), NoticeLinks("http://fed.example", "sr")),
        GroupIds(b"the unit tests' secret"),
        BankStatementReader(),
    )
    wiring = CliWiring(
        lambda _options: context, no_migration, no_server, no_backup, no_backup, no_files_migration
    )

    listed = CliRunner().invoke(build_cli(wiring), ["tournaments", "list"])

    assert listed.exit_code == 0, listed.output
    lines = listed.output.splitlines()
    assert re.split(r"\s{2,}", lines[0]) == list(LIST_HEADER)
    counts = {line.split()[1]: line.split()[-5:] for line in lines[2:]}
    # competitors, their entries, teams, their entries, clubs
    assert counts == {"Kup": ["2", "4", "1", "2", "2"], "Prazan": ["0", "0", "0", "0", "0"]}
