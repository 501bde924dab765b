"""The statements a season's ranking is read with, built once: ``TOURNAMENTS`` binds the
season's days (``starts_on`` and ``ends_on``, and ``from`` and ``until``, the first and the
last moment of them), the others the season's tournament ids (``tournaments``)."""

from sqlalchemy import Date, DateTime, Integer, and_, bindparam, or_, select

from adapters.sql.models import (
    BoutResultRow,
    CompetitorRegistrationRow,
    DrawEntrantRow,
    DrawPublicationRow,
    DrawRow,
    KataScoreRow,
    MemberRow,
    TournamentRow,
)
from fedreg_core.draws.groups import INDIVIDUAL

T = TournamentRow
_starts_on = bindparam("starts_on", type_=Date)
_ends_on = bindparam("ends_on", type_=Date)
_from = bindparam("from", type_=DateTime)
_until = bindparam("until", type_=DateTime)
TOURNAMENTS = (
    select(T.id, T.name, T.event_date, T.start_date)
    .join(DrawPublicationRow, DrawPublicationRow.tournament_id == T.id)
    .where(
        or_(
            T.event_date.between(_starts_on, _ends_on),
            and_(T.event_date.is_(None), T.start_date.between(_from, _until)),
        )
    )
)
"""The tournaments with published draws whose competition day is in the season."""

IN_SEASON = bindparam("tournaments", expanding=True, type_=Integer)
D, E, B, K = DrawRow, DrawEntrantRow, BoutResultRow, KataScoreRow
DRAWS = select(
    D.tournament_id, D.category_id, D.discipline_id, D.sex, D.team_type, D.format, D.seed,
    D.lines, D.fingerprint, D.confirmed_fingerprint, D.group_key,
).where(D.tournament_id.in_(IN_SEASON))  # fmt: skip
ENTRANTS = (
    select(
        E.tournament_id,
        E.group_key,
        E.registration_id,
        E.line,
        E.name,
        E.club_id,
        E.club_name,
        E.seed,
        E.withdrawn,
    )
    .where(E.tournament_id.in_(IN_SEASON))
    .order_by(E.tournament_id, E.group_key, E.line)
)
RESULTS = select(
    B.tournament_id, B.group_key, B.round, B.bout_index, B.winner_id, B.ending, B.red_points,
    B.blue_points, B.version,
).where(B.tournament_id.in_(IN_SEASON))  # fmt: skip
SCORES = select(
    K.tournament_id, K.group_key, K.round, K.registration_id, K.score, K.tie_break, K.version
).where(K.tournament_id.in_(IN_SEASON))
R, M = CompetitorRegistrationRow, MemberRow
MEMBERS = (
    select(E.tournament_id, E.registration_id, M.id, M.first_name, M.last_name)
    .join(R, R.id == E.registration_id)
    .join(M, M.id == R.member_id)
    .where(E.tournament_id.in_(IN_SEASON), E.group_key.startswith(f"{INDIVIDUAL}-"))
)
"""The member behind each drawn competitor (a team's registration ids are another table's)."""
MEMBERS_OF = select(R.id, R.member_id).where(
    R.tournament_id == bindparam("tournament", type_=Integer),
    R.id.in_(bindparam("registrations", expanding=True, type_=Integer)),
)
