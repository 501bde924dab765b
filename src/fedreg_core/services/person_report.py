"""A person's export as a readable A4 report: the record as facts, then one table row per
thing held (entries, draws, results, invoice lines, history, access log)."""

from datetime import date, datetime
from decimal import Decimal

from fedreg_core.domain.access import AccessOrigin
from fedreg_core.domain.entities import User
from fedreg_core.messages import translate
from fedreg_core.messages.local_formats import printed_date, printed_decimal, printed_moment
from fedreg_core.ports.people_directory import PeopleKind
from fedreg_core.ports.person_records import HeldResult
from fedreg_core.ports.printing import PrintedReport, ReportColumn, ReportPrinter
from fedreg_core.ports.unit_of_work import PeopleWork
from fedreg_core.services.access_log_csv import person_label
from fedreg_core.services.people_import import PERSON_KINDS
from fedreg_core.services.person_export import PersonExport, export_person
from fedreg_core.sheets import columns

Cells = tuple[str, str, str, str]


def _when(value: date | datetime | None, language: str) -> str:
    if isinstance(value, datetime):
        return printed_moment(value, language)
    return printed_date(value, language) if value is not None else ""


def _value(value: object, language: str) -> str:
    if isinstance(value, date | datetime):
        return _when(value, language)
    if isinstance(value, bool):
        return translate("export_yes" if value else "export_no", language)
    if isinstance(value, float):  # a weight in kg
        return printed_decimal(Decimal(str(value)), language)
    return "" if value is None else str(getattr(value, "value", value))


def _result_detail(result: HeldResult, language: str) -> str:
    """The group and round, then a kata score, or how a bout ended (the points, own first)
    and against whom."""
    where = f"{result.group_key} {result.round}"
    if result.kind == "kata_score":
        return f"{where}: {result.value}"
    ending = translate(f"print_ending_{result.value}", language)
    points = (result.points, result.opponent_points)
    score = f"{points[0]}:{points[1]}" if None not in points else ""
    club = f" ({result.opponent_club})" if result.opponent_club else ""
    opponent = {"opponent": result.opponent + club}
    against = translate("export_bout_against", language, opponent) if result.opponent else ""
    return f"{where}: " + " · ".join(part for part in (ending, score, against) if part)


def _rows(export: PersonExport, language: str) -> list[Cells]:
    held = export.holdings

    def t(key: str) -> str:
        return translate(key, language)

    rows: list[Cells] = [
        (t("export_entry"), _when(e.starts_on, language), e.tournament,
         " · ".join(p for p in (t(f"export_role_{e.role}"), e.category, e.discipline) if p))
        for e in held.entries
    ]  # fmt: skip
    rows += [
        (t("export_draw"), "", d.tournament, f"{d.group_key} #{d.line} {d.name}")
        for d in held.draws
    ]
    rows += [
        (t(f"export_{r.kind}"), _when(r.recorded_at, language), r.tournament,
         _result_detail(r, language))
        for r in held.results
    ]  # fmt: skip
    rows += [
        (t("export_invoice_line"), _when(i.issued_on, language), i.tournament,
         f"{i.reference} {i.label} {i.net} RSD")
        for i in held.invoice_lines
    ]  # fmt: skip
    rows += [
        (t("export_history"), _when(h.created_at, language), h.user_name or "", h.item)
        for h in held.history
    ]
    rows += [
        (t("export_access"), _when(a.entry.at, language), a.user_name or t("access_command_line"),
         f"{t(f'access_kind_{a.entry.kind.value}')} {a.entry.address}")
        for a in held.access
    ]  # fmt: skip
    return rows


SHEET_COLUMNS = {
    column.attribute: column
    for column in (*vars(columns).values(), *columns.MEMBER_PLAIN_COLUMNS)
    if isinstance(column, columns.SheetColumn)
}
"""The record's fields the people workbook has a column of."""


def record_fact(name: str, value: object, language: str) -> tuple[str, str]:
    """A record field as the people workbook heads and writes it (a weight in kg, a belt by
    its name), else by its own message and as stored."""
    column = SHEET_COLUMNS.get(name)
    if column is None:
        return translate(f"export_field_{name}", language), _value(value, language)
    shown = column.write(value, language) if value is not None else None
    return translate(column.header_key, language), _value(shown, language)


def person_report(export: PersonExport, language: str) -> PrintedReport:
    """The export in ``language``: the record's fields by their labels (the JSON export names
    them as stored)."""
    who = f"{export.name} ({person_label(export.person, language)})"
    facts = [
        (translate("access_person", language), who),
        (translate("export_club", language), export.club),
        (translate("export_made", language), _when(export.exported_at, language)),
        *(record_fact(name, value, language) for name, value in export.record.items()),
    ]  # fmt: skip
    columns = ("export_part", "export_when", "export_where", "export_detail")
    return PrintedReport(
        title=translate("export_title", language),
        facts=tuple(facts),
        columns=tuple(ReportColumn(translate(key, language)) for key in columns),
        rows=tuple(_rows(export, language)),
        totals=(),
        empty_text=translate("export_nothing_else", language),
        language=language,
    )


async def person_pdf(
    uow: PeopleWork,
    printer: ReportPrinter,
    actor: User,
    kind: PeopleKind,
    person_id: int,
    origin: AccessOrigin,
    language: str,
) -> bytes:
    """The export as an A4 PDF in ``language``."""
    export = await export_person(uow, actor, PERSON_KINDS[kind], person_id, origin)
    return await printer.pdf(person_report(export, language))
