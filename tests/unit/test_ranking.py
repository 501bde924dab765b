"""The season's ranking as a pure function: a table computed by hand over two tournaments,
ties parted by better placings, then by the Serbian alphabet; and seeds taken from it."""

from fedreg_core.domain.enums import SeenSex, TeamType
from fedreg_core.draws.groups import Group
from fedreg_core.draws.ranking import Finish, RankedRow, ranked_seeds, season_ranking

POINTS = {1: 10, 2: 7, 3: 5, 5: 3, 7: 1}
WOMEN = Group(1, 2, SeenSex.WOMEN)
TEAMS = Group(1, 3, team_type=TeamType.WOMEN)
SPRING, SUMMER = 10, 20
PEOPLE = {
    1: ("Ana Ćirić", "Šampion"),
    2: ("Đurđa Šćepanović", "Ђерам"),
    3: ("Čedomirka Žužić", "Šampion"),
    4: ("Цвета Јовић", "Ђерам"),
    5: ("Zoe Zec", "Borac"),
    6: ("Ljilja Lukić", "Borac"),
}


def placed(tournament: int, group: Group, who: int, place: int) -> Finish:
    name, club = PEOPLE[who]
    return Finish(tournament, group, who, name, club, place)


def table(rows: tuple[RankedRow, ...]) -> list[tuple[int, str, int]]:
    return [(r.position, r.name, r.points) for r in rows]


def test_two_tournaments_summed_by_hand() -> None:
    """Spring: Ana 1 (10), Đurđa 2 (7), Čedomirka 3 (5), Цвета 3 (5), Zoe 5 (3), Ljilja 5 (3).
    Summer: Đurđa 1 (10), Zoe 2 (7), Ana 3 (5), Ljilja 3 (5), Čedomirka 4 (0), Цвета 5 (3).

    Ana 15 and Zoe 10 and Đurđa 17; Čedomirka 5 and Цвета 8 and Ljilja 8: Цвета and Ljilja
    are level on points and placings (a third and a fifth), so they share 4th place, listed
    as the house's Serbian order has them (Latin before Cyrillic)."""
    spring = [(1, 1), (2, 2), (3, 3), (4, 3), (5, 5), (6, 5)]
    summer = [(2, 1), (5, 2), (1, 3), (6, 3), (3, 4), (4, 5)]
    finishes = [placed(SPRING, WOMEN, w, p) for w, p in spring]
    finishes += [placed(SUMMER, WOMEN, w, p) for w, p in summer]
    ranking = season_ranking(finishes, POINTS)
    assert table(ranking[WOMEN]) == [
        (1, "Đurđa Šćepanović", 17),
        (2, "Ana Ćirić", 15),
        (3, "Zoe Zec", 10),
        (4, "Ljilja Lukić", 8),
        (4, "Цвета Јовић", 8),
        (6, "Čedomirka Žužić", 5),
    ]
    (ana,) = [r for r in ranking[WOMEN] if r.who == 1]
    assert [(s.tournament_id, s.place, s.points) for s in ana.finishes] == [
        (SPRING, 1, 10), (SUMMER, 3, 5),
    ]  # fmt: skip


def test_equal_points_go_to_the_better_placings() -> None:
    """10 points each: a first place ranks above a second and a fifth (7 + 3), which ranks
    above three places that earn 5, 5 and 0 ... a place out of the table earns nothing."""
    finishes = [
        placed(SPRING, WOMEN, 5, 2), placed(SUMMER, WOMEN, 5, 5),
        placed(SPRING, WOMEN, 1, 3), placed(SUMMER, WOMEN, 1, 3),
        placed(SPRING, WOMEN, 2, 1), placed(SUMMER, WOMEN, 2, 9),
    ]  # fmt: skip
    ranked = season_ranking(finishes, POINTS)[WOMEN]
    assert table(ranked) == [
        (1, "Đurđa Šćepanović", 10),
        (2, "Zoe Zec", 10),
        (3, "Ana Ćirić", 10),
    ]


def test_a_club_scores_once_per_tournament_with_its_best_team() -> None:
    finishes = [
        placed(SPRING, TEAMS, 2, 3), placed(SPRING, TEAMS, 2, 1), placed(SPRING, TEAMS, 1, 2),
        placed(SPRING, WOMEN, 2, 2),
    ]  # fmt: skip
    ranking = season_ranking(finishes, POINTS)
    assert table(ranking[TEAMS]) == [(1, "Đurđa Šćepanović", 10), (2, "Ana Ćirić", 7)]
    assert table(ranking[WOMEN]) == [(1, "Đurđa Šćepanović", 7)]


def test_seeds_follow_the_ranking_for_those_entered_with_points() -> None:
    finishes = [placed(SPRING, WOMEN, w, p) for w, p in ((1, 1), (2, 2), (3, 3), (4, 3),
                                                          (5, 5), (6, 9))]  # fmt: skip
    rows = season_ranking(finishes, POINTS)[WOMEN]
    entered = {101: 2, 102: 5, 103: 6, 104: 4, 105: 3, 106: 7}
    assert ranked_seeds(rows, entered) == {101: 1, 105: 2, 104: 3, 102: 4}
    clubs = {201: 2, 202: 2, 203: 1}
    assert ranked_seeds(rows, clubs) == {203: 1, 201: 2}
    assert ranked_seeds((), entered) == {}
