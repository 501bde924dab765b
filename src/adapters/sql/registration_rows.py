"""The wide statements behind ``SqlRegistrationReads``: one per kind of thing, each joining
what it refers to, so a snapshot takes 6 statements however many registrations there are.

Each function answers a Core ``Select``; rows come back as plain tuples in the column order
written here, and ``registration_reads`` turns them into entities. Unions pad the columns a
branch lacks with NULL so that one statement carries rows of different shapes.
"""

from typing import Any

from sqlalchemy import (
    ColumnElement,
    Integer,
    Select,
    String,
    and_,
    false,
    literal_column,
    null,
    select,
    true,
    type_coerce,
    union_all,
)

from adapters.sql.models import (
    CategoryRow,
    ClubDeductionRow,
    ClubRow,
    CoachRow,
    CompetitorEntryRow,
    CompetitorRegistrationRow,
    DisciplineCategoryRow,
    DisciplineRow,
    MemberRow,
    OfficialRow,
    RefereeRow,
    TeamEntryRow,
    TeamMemberRow,
    TeamRegistrationRow,
    TournamentCoachRow,
    TournamentOfficialRow,
    TournamentRefereeRow,
    TournamentRow,
)
from adapters.sql.tournament_views import tournament_columns

AnySelect = Select[*tuple[Any, ...]]

MEMBER_COLUMNS = (
    MemberRow.club_id,
    MemberRow.first_name,
    MemberRow.last_name,
    MemberRow.born,
    MemberRow.is_male,
    MemberRow.belt,
    MemberRow.no_pay,
    MemberRow.always_pays,
    MemberRow.avatar,
    MemberRow.id,
)
"""A member in the order of ``Member``'s fields (id last): ``Member(*row[start:])``."""


def of(
    row_class: Any, tournament_id: int, club_id: int | None, ids: list[int] | None = None
) -> ColumnElement[bool]:
    """The tournament's rows (of one club, and among ``ids``, when given)."""
    mine: ColumnElement[bool] = row_class.tournament_id == tournament_id
    if ids is not None:
        mine = mine & row_class.id.in_(ids)
    return mine & (row_class.club_id == club_id if club_id is not None else true())


def _inline(value: int) -> ColumnElement[int]:
    """A constant written into the SQL (no parameter: PostgreSQL must know its type)."""
    return literal_column(str(value), Integer)


def tournament(tournament_id: int) -> AnySelect:
    """The tournament's row and its two link lists as "link:discipline" strings."""
    return select(*tournament_columns(tournament_id)).where(TournamentRow.id == tournament_id)


def catalogue() -> AnySelect:
    """Every discipline once per category it is offered in (kind 0), then every category
    (kind 1): (kind, id, name, no_pay, is_archived, always_pay, kata A, kata B, is_deleted,
    for_sex, category id)."""
    d, link, c = DisciplineRow, DisciplineCategoryRow, CategoryRow
    disciplines = select(
        _inline(0).label("kind"),
        d.id,
        d.name,
        d.no_pay,
        d.is_archived,
        d.always_pay,
        d.is_kata_a,
        d.is_kata_b,
        d.is_deleted,
        d.for_sex,
        link.category_id,
        link.id.label("link_id"),
    ).outerjoin(link, link.discipline_id == d.id)
    categories = select(
        _inline(1),
        c.id,
        c.name,
        c.no_pay,
        c.is_archived,
        false(),
        false(),
        false(),
        false(),
        null(),
        null(),
        null(),
    )
    rows = union_all(disciplines, categories).subquery()
    return select(rows).order_by(rows.c.kind, rows.c.id, rows.c.link_id)


def competitors(tournament_id: int, club_id: int | None, ids: list[int] | None = None) -> AnySelect:
    """One row per entry (or one with NULLs): (id, club, number, created, category,
    discipline, *member); only the registrations of ``ids`` when given."""
    r, e = CompetitorRegistrationRow, CompetitorEntryRow
    return (
        select(
            r.id,
            r.club_id,
            r.assigned_number,
            r.created_at,
            e.category_id,
            e.discipline_id,
            *MEMBER_COLUMNS,
        )
        .join(MemberRow, MemberRow.id == r.member_id)
        .outerjoin(e, e.registration_id == r.id)
        .where(of(r, tournament_id, club_id, ids))
        .order_by(r.id, e.id)
    )


def teams(tournament_id: int, club_id: int | None, ids: list[int] | None = None) -> AnySelect:
    """Per team its members (part 0, by position) then its entries (part 1, in id order):
    (id, club, type, no_pay, always_pays, created, part, category, discipline, *member);
    only the teams of ``ids`` when given."""
    t, tm, te = TeamRegistrationRow, TeamMemberRow, TeamEntryRow
    mine = of(t, tournament_id, club_id, ids)
    members = (
        select(
            tm.team_id,
            _inline(0).label("part"),
            tm.position.label("ord"),
            null().label("category_id"),
            null().label("discipline_id"),
            *MEMBER_COLUMNS,
        )
        .join(t, t.id == tm.team_id)
        .join(MemberRow, MemberRow.id == tm.member_id)
        .where(mine)
    )
    padding = [null()] * len(MEMBER_COLUMNS)
    entries = (
        select(te.team_id, _inline(1), te.id, te.category_id, te.discipline_id, *padding)
        .join(t, t.id == te.team_id)
        .where(mine)
    )
    # computed once: without table statistics PostgreSQL may rerun it for every team
    parts = (
        union_all(members, entries).cte("parts").prefix_with("MATERIALIZED", dialect="postgresql")
    )
    return (
        select(
            t.id,
            t.club_id,
            type_coerce(t.type, String),
            t.no_pay,
            t.always_pays,
            t.created_at,
            *list(parts.c)[1:],
        )
        .outerjoin(parts, parts.c.team_id == t.id)
        .where(mine)
        .order_by(t.id, parts.c.part, parts.c.ord)
    )


def people(tournament_id: int, club_id: int | None) -> AnySelect:
    """Coaches (kind 0), referees (1) and officials (2) by name: (kind, link id, link club,
    person id, person club, first, last, avatar, text 1-5, dan); texts as each kind lists
    its fields (referees: no_certificate_wff, no_fudokan_passport, rang, rang_other,
    no_referee_certificate_wff)."""
    c, r, o = CoachRow, RefereeRow, OfficialRow
    texts: list[tuple[Any, ...]] = [
        (
            c.no_certificate_wff,
            c.no_fudokan_passport,
            *(null().label(f"t{n}") for n in (3, 4, 5)),
            null().label("dan"),
        ),
        (
            r.no_certificate_wff,
            r.no_fudokan_passport,
            type_coerce(r.rang, String),
            r.rang_other,
            r.no_referee_certificate_wff,
            r.dan,
        ),
        (o.funct, null(), null(), null(), null(), null()),
    ]
    kinds: tuple[tuple[Any, Any, str], ...] = (
        (TournamentCoachRow, c, "coach_id"),
        (TournamentRefereeRow, r, "referee_id"),
        (TournamentOfficialRow, o, "official_id"),
    )
    branches = []
    for kind, ((link, person, column), extra) in enumerate(zip(kinds, texts, strict=True)):
        person_id = getattr(link, column)
        branches.append(
            select(
                _inline(kind).label("kind"),
                link.id,
                link.club_id,
                person_id,
                person.club_id,
                person.first_name,
                person.last_name,
                person.avatar,
                *extra,
            )
            .join(person, person.id == person_id)
            .where(of(link, tournament_id, club_id))
        )
    rows = union_all(*branches).subquery()
    columns = list(rows.c)
    return select(rows).order_by(columns[0], columns[6], columns[5], columns[1])


def clubs(tournament_id: int, club_ids: set[int], with_deductions: bool) -> AnySelect:
    """The clubs (and, ``with_deductions``, every club with a deduction for the tournament),
    each with its deduction columns (NULL without one)."""
    d = ClubDeductionRow
    wanted: ColumnElement[bool] = ClubRow.id.in_(club_ids)
    if with_deductions:
        wanted = wanted | ClubRow.id.in_(select(d.club_id).where(d.tournament_id == tournament_id))
    return (
        select(*ClubRow.__table__.columns, d.id.label("deduction_id"), d.deduction)
        .outerjoin(d, and_(d.club_id == ClubRow.id, d.tournament_id == tournament_id))
        .where(wanted)
    )
