"""Printable fee statements: one club's (with or without the discount, like the print views)
and every club's totals (admins), as PDF through the ``ReportPrinter`` port."""

from datetime import date

from fedreg_core.domain.entities import User
from fedreg_core.domain.errors import NotFound
from fedreg_core.messages import translate
from fedreg_core.ports.printing import PrintedReport, ReportColumn, ReportPrinter
from fedreg_core.ports.unit_of_work import UnitOfWork
from fedreg_core.services.fee_report import ClubFeeReport, TournamentFeeReport, club_view
from fedreg_core.services.fee_report import tournament_fees as tournament_fee_report


def rsd(amount: int) -> str:
    """``3500`` -> ``3.500 RSD`` (grouped by dots, as the webapp shows amounts)."""
    return f"{amount:,} RSD".replace(",", ".")


def printed_date(day: date) -> str:
    return f"{day:%d.%m.%Y}."


def club_fee_report(
    fee: ClubFeeReport, tournament: str, *, with_discount: bool, language: str, today: date
) -> PrintedReport:
    """One club's lines and totals; without the discount only prices and their sum."""

    def t(key: str) -> str:
        return translate(key, language)

    numeric = [t("print_chargeable"), t("print_price")]
    if with_discount:
        numeric += [t("print_discount"), t("print_net")]
    rows = []
    for line in fee.lines:
        price = line.fee
        cells = [
            f"{t(f'print_{line.kind}')}: {line.label}",
            str(price.chargeable),
            rsd(price.price),
        ]
        if with_discount:
            cells += [rsd(price.discount), rsd(price.net)]
        rows.append(tuple(cells))
    totals = [(t("print_gross"), rsd(fee.fee.gross))]
    if with_discount:
        totals += [
            (t("print_discounts"), rsd(fee.fee.discounts)),
            (t("print_net_total"), rsd(fee.fee.net)),
            (t("print_deduction"), f"{fee.fee.deduction_percent} %"),
            (t("print_total"), rsd(fee.fee.total)),
        ]
    return PrintedReport(
        title=t("print_invoice"),
        facts=(
            (t("print_tournament"), tournament),
            (t("print_club"), fee.club.name),
            (t("print_date"), printed_date(today)),
        ),
        columns=(
            ReportColumn(t("print_registration")),
            *(ReportColumn(label, numeric=True) for label in numeric),
        ),
        rows=tuple(rows),
        totals=tuple(totals),
        empty_text=t("print_empty"),
        language=language,
    )


def tournament_fees_report(
    report: TournamentFeeReport, tournament: str, *, language: str, today: date
) -> PrintedReport:
    """Every club's totals and the sums of them all."""

    def t(key: str) -> str:
        return translate(key, language)

    numeric = (
        "print_competitors",
        "print_teams",
        "print_gross",
        "print_discounts",
        "print_net_total",
        "print_deduction",
        "print_total",
    )
    rows = tuple(
        (
            c.club.name,
            str(c.competitors),
            str(c.teams),
            rsd(c.fee.gross),
            rsd(c.fee.discounts),
            rsd(c.fee.net),
            f"{c.fee.deduction_percent} %",
            rsd(c.fee.total),
        )
        for c in report.clubs
    )
    return PrintedReport(
        title=t("print_fees"),
        facts=((t("print_tournament"), tournament), (t("print_date"), printed_date(today))),
        columns=(
            ReportColumn(t("print_club")),
            *(ReportColumn(t(key), numeric=True) for key in numeric),
        ),
        rows=rows,
        totals=(
            (t("print_gross"), rsd(report.gross)),
            (t("print_discounts"), rsd(report.discounts)),
            (t("print_net_total"), rsd(report.net)),
            (t("print_total"), rsd(report.total)),
        ),
        empty_text=t("print_no_clubs"),
        language=language,
    )


async def club_invoice(
    uow: UnitOfWork,
    printer: ReportPrinter,
    actor: User,
    tournament_id: int,
    club_id: int,
    *,
    with_discount: bool,
    language: str,
    today: date,
) -> bytes:
    """A club's fee statement as PDF (that club's users and admins)."""
    view = await club_view(uow, actor, tournament_id, club_id)
    report = club_fee_report(
        view.fee,
        view.snapshot.tournament.name,
        with_discount=with_discount,
        language=language,
        today=today,
    )
    return await printer.pdf(report)


async def tournament_fees_pdf(
    uow: UnitOfWork,
    printer: ReportPrinter,
    actor: User,
    tournament_id: int,
    *,
    language: str,
    today: date,
) -> bytes:
    """Every club's fee totals as PDF (admins)."""
    report = await tournament_fee_report(uow, actor, tournament_id)
    async with uow.read_only():
        tournament = await uow.tournaments.get(tournament_id)
    if tournament is None:
        raise NotFound
    printed = tournament_fees_report(report, tournament.name, language=language, today=today)
    return await printer.pdf(printed)
