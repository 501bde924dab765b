"""The statements of the draw store, built once with bound parameters.

``TOURNAMENT`` binds the tournament; the ``*_OF_GROUP`` variants also bind ``category``,
``discipline`` and ``split`` (the sex as ``male``, or the team type)."""

from sqlalchemy import Boolean, Integer, String, bindparam, delete, insert, select, update
from sqlalchemy.orm import aliased

from adapters.sql.models import (
    ClubRow,
    CompetitorEntryRow,
    CompetitorRegistrationRow,
    DisciplineRow,
    DrawEntrantRow,
    DrawPublicationRow,
    DrawRow,
    DrawSeedRow,
    MemberRow,
    TeamEntryRow,
    TeamMemberRow,
    TeamRegistrationRow,
)

TOURNAMENT = bindparam("tournament", type_=Integer)
GROUP_KEY = bindparam("group_key", type_=String)
KEYS = bindparam("keys", expanding=True, type_=String)
CATEGORY = bindparam("category", type_=Integer)
DISCIPLINE = bindparam("discipline", type_=Integer)
MALE = bindparam("male", type_=Boolean)
TEAM_TYPE = bindparam("team_type", type_=String)

e, r, m, c, d = (
    CompetitorEntryRow,
    CompetitorRegistrationRow,
    MemberRow,
    ClubRow,
    DisciplineRow,
)
COMPETITOR_ENTRIES = (
    select(
        e.category_id,
        e.discipline_id,
        m.is_male,
        r.id,
        m.first_name,
        m.last_name,
        r.assigned_number,
        r.club_id,
        c.name,
        d.draw_format,
    )
    .join(r, r.id == e.registration_id)
    .join(m, m.id == r.member_id)
    .join(c, c.id == r.club_id)
    .join(d, d.id == e.discipline_id)
    .where(
        r.tournament_id == TOURNAMENT,
        r.withdrawn_at.is_(None),  # withdrawn after the deadline: billable, not drawn
        e.waiting.is_(False),  # waiting entries are not drawn
    )
)
COMPETITOR_ENTRIES_OF_GROUP = COMPETITOR_ENTRIES.where(
    e.category_id == CATEGORY, e.discipline_id == DISCIPLINE, m.is_male == MALE
)

COMPETITOR_KEYS_OF_GROUP = (
    select(e.registration_id)
    .join(r, r.id == e.registration_id)
    .join(m, m.id == r.member_id)
    .where(
        r.tournament_id == TOURNAMENT,
        r.withdrawn_at.is_(None),
        e.category_id == CATEGORY,
        e.discipline_id == DISCIPLINE,
        m.is_male == MALE,
        e.waiting.is_(False),
    )
)

te, t = TeamEntryRow, TeamRegistrationRow
TEAM_ENTRIES = (
    select(te.category_id, te.discipline_id, t.type, t.id, t.club_id, c.name, d.draw_format)
    .join(t, t.id == te.team_id)
    .join(c, c.id == t.club_id)
    .join(d, d.id == te.discipline_id)
    .where(
        t.tournament_id == TOURNAMENT,
        t.withdrawn_at.is_(None),
        te.waiting.is_(False),  # waiting entries are not drawn
    )
)
TEAM_ENTRIES_OF_GROUP = TEAM_ENTRIES.where(
    te.category_id == CATEGORY, te.discipline_id == DISCIPLINE, t.type == TEAM_TYPE
)
TEAM_KEYS_OF_GROUP = (
    select(te.team_id)
    .join(t, t.id == te.team_id)
    .where(
        t.tournament_id == TOURNAMENT,
        t.withdrawn_at.is_(None),
        te.category_id == CATEGORY,
        te.discipline_id == DISCIPLINE,
        t.type == TEAM_TYPE,
        te.waiting.is_(False),
    )
)
TEAM_MEMBER_NAMES = (
    select(TeamMemberRow.team_id, m.last_name)
    .join(t, t.id == TeamMemberRow.team_id)
    .join(m, m.id == TeamMemberRow.member_id)
    .where(t.tournament_id == TOURNAMENT)
    .order_by(TeamMemberRow.team_id, TeamMemberRow.position)
)

SEEDS = select(DrawSeedRow.group_key, DrawSeedRow.registration_id, DrawSeedRow.seed).where(
    DrawSeedRow.tournament_id == TOURNAMENT
)
SEEDS_OF_GROUP = SEEDS.where(DrawSeedRow.group_key == GROUP_KEY)
DELETE_SEEDS = delete(DrawSeedRow).where(
    DrawSeedRow.tournament_id == TOURNAMENT, DrawSeedRow.group_key == GROUP_KEY
)

DRAWS = (
    select(
        DrawRow.category_id,
        DrawRow.discipline_id,
        DrawRow.sex,
        DrawRow.team_type,
        DrawRow.format,
        DrawRow.seed,
        DrawRow.lines,
        DrawRow.fingerprint,
        DrawRow.confirmed_fingerprint,
        DrawRow.group_key,
    )
    .where(DrawRow.tournament_id == TOURNAMENT)
    .order_by(DrawRow.group_key)
)
DRAWS_OF_GROUP = DRAWS.where(DrawRow.group_key == GROUP_KEY)
de = DrawEntrantRow
ENTRANTS = (
    select(
        de.group_key,
        de.registration_id,
        de.line,
        de.name,
        de.club_id,
        de.club_name,
        de.seed,
        de.withdrawn,
    )
    .where(de.tournament_id == TOURNAMENT)
    .order_by(de.group_key, de.line)
)
ENTRANTS_OF_GROUP = ENTRANTS.where(de.group_key == GROUP_KEY)
_club_entrant = aliased(DrawEntrantRow)
_CLUB_GROUPS = select(_club_entrant.group_key).where(
    _club_entrant.tournament_id == TOURNAMENT,
    _club_entrant.club_id == bindparam("club", type_=Integer),
)
DRAWS_OF_CLUB = DRAWS.where(DrawRow.group_key.in_(_CLUB_GROUPS))
ENTRANTS_OF_CLUB = ENTRANTS.where(de.group_key.in_(_CLUB_GROUPS))
"""The draws with an entrant of the club ``club``, and all their entrants."""
DELETE_ENTRANTS = delete(de).where(de.tournament_id == TOURNAMENT, de.group_key.in_(KEYS))
DELETE_DRAWS = delete(DrawRow).where(
    DrawRow.tournament_id == TOURNAMENT, DrawRow.group_key.in_(KEYS)
)

PUBLISHED = select(DrawPublicationRow.tournament_id).where(
    DrawPublicationRow.tournament_id == TOURNAMENT
)
UNPUBLISH = delete(DrawPublicationRow).where(DrawPublicationRow.tournament_id == TOURNAMENT)

THE_GROUP = bindparam("the_group", type_=String)
"""A group's key in an update (``group_key`` names the column's own value there)."""
CONFIRM = (
    update(DrawRow)
    .where(DrawRow.tournament_id == TOURNAMENT, DrawRow.group_key == THE_GROUP)
    .values(confirmed_fingerprint=bindparam("entries_now", type_=String))
)
MARK_WITHDRAWN = (
    update(DrawEntrantRow)
    .where(de.tournament_id == TOURNAMENT, de.group_key == THE_GROUP)
    .values(withdrawn=de.registration_id.in_(bindparam("gone", expanding=True, type_=Integer)))
)
"""Every entrant of the group: withdrawn when among ``gone``, not otherwise."""

TABLES = DrawRow.metadata.tables
INSERT_DRAWS = insert(TABLES[DrawRow.__tablename__])
INSERT_ENTRANTS = insert(TABLES[DrawEntrantRow.__tablename__])
INSERT_SEEDS = insert(TABLES[DrawSeedRow.__tablename__])
PUBLISH = insert(TABLES[DrawPublicationRow.__tablename__])
"""Inserts of plain rows (executemany, no ORM bookkeeping: 30,000 entrants in one go)."""
