"""Printable fee statements: one club's (with or without the discount, like the print views)
and every club's totals (admins), as PDF through the ``ReportPrinter`` port."""

from datetime import date

from fedreg_core.domain.entities import User
from fedreg_core.domain.errors import Forbidden
from fedreg_core.domain.permissions import may_manage_tournament_records
from fedreg_core.messages import translate
from fedreg_core.ports.printing import PrintedReport, ReportColumn, ReportPrinter
from fedreg_core.ports.unit_of_work import FeeWork
from fedreg_core.services.fee_report import (
    ClubFeeReport,
    TournamentFeeReport,
    read_club_view,
    read_tournament_fees,
)
from fedreg_core.services.print_header import PrintHeader, read_print_header


def rsd(amount: int) -> str:
    """``3500`` -> ``3.500 RSD`` (grouped by dots, as the webapp shows amounts)."""
    return f"{amount:,} RSD".replace(",", ".")


def club_fee_report(
    fee: ClubFeeReport, header: PrintHeader, *, with_discount: bool, language: str, today: date
) -> PrintedReport:
    """One club's lines and totals; without the discount only prices and their sum."""

    def t(key: str) -> str:
        return translate(key, language)

    late = bool(fee.fee.late_fees)  # the late column and sum only when a line is late
    numeric = [t("print_chargeable"), t("print_price"), *[t("print_late")] * late]
    if with_discount:
        numeric += [t("print_discount"), t("print_net")]
    rows = []
    for line in fee.lines:
        price = line.fee
        withdrawn = f" ({t('print_withdrawn')})" if line.withdrawn else ""
        cells = [
            f"{t(f'print_{line.kind}')}: {line.label}{withdrawn}",
            str(price.chargeable),
            rsd(price.price),
            *[rsd(price.late_fee)] * late,
        ]
        if with_discount:
            cells += [rsd(price.discount), rsd(price.net)]
        rows.append(tuple(cells))
    totals = [*[(t("print_late_fees"), rsd(fee.fee.late_fees))] * late]
    totals += [(t("print_gross"), rsd(fee.fee.gross))]
    if with_discount:
        totals += [
            (t("print_discounts"), rsd(fee.fee.discounts)),
            (t("print_net_total"), rsd(fee.fee.net)),
            (t("print_deduction"), f"{fee.fee.deduction_percent} %"),
            (t("print_total"), rsd(fee.fee.total)),
        ]
    return PrintedReport(
        title=t("print_invoice"),
        facts=header.facts(language, today, (t("print_club"), fee.club.name)),
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
    report: TournamentFeeReport, header: PrintHeader, *, language: str, today: date
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
        facts=header.facts(language, today),
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
    uow: FeeWork,
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
    async with uow.read_only(one_snapshot=False):  # as ``club_view``
        view = await read_club_view(uow, actor, tournament_id, club_id)
        header = await read_print_header(uow.settings, view.snapshot.tournament)
    report = club_fee_report(
        view.fee, header, with_discount=with_discount, language=language, today=today
    )
    return await printer.pdf(report)


async def tournament_fees_pdf(
    uow: FeeWork,
    printer: ReportPrinter,
    actor: User,
    tournament_id: int,
    *,
    language: str,
    today: date,
) -> bytes:
    """Every club's fee totals as PDF (admins)."""
    if not may_manage_tournament_records(actor):
        raise Forbidden
    async with uow.read_only():
        tournament = await uow.registration_lists.tournament(tournament_id)
        report = await read_tournament_fees(uow, tournament)
        header = await read_print_header(uow.settings, tournament)
    printed = tournament_fees_report(report, header, language=language, today=today)
    return await printer.pdf(printed)
