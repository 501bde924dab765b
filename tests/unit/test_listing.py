"""List requests: paging and filter checks of the core, and the fakes' list semantics."""

from dataclasses import replace
from typing import Any

import pytest

from fedreg_core.domain.entities import Club
from fedreg_core.domain.errors import RuleBroken
from fedreg_core.ports.listing import ListQuery
from fedreg_core.services.listing import Filter, Listing, ListRequest
from tests.fake_tables import page_of

PEOPLE = Listing(("first_name",), ("last_name",), {"clubId": Filter("club_id", int)})
FLAGS = Listing(("name",), ("name",), {"isAdmin": Filter("is_admin", bool)})


@pytest.mark.parametrize(
    ("listing", "request_", "errors"),
    [
        pytest.param(PEOPLE, ListRequest(skip=-1), {"skip": "invalid_value"}, id="skip"),
        pytest.param(PEOPLE, ListRequest(limit=0), {"limit": "invalid_value"}, id="limit-0"),
        pytest.param(PEOPLE, ListRequest(limit=1001), {"limit": "invalid_value"}, id="limit-max"),
        pytest.param(
            PEOPLE, ListRequest(by={"born": 1}), {"by.born": "unknown_field"}, id="not-listed"
        ),
        pytest.param(
            PEOPLE, ListRequest(by={"clubId": "3"}), {"by.clubId": "invalid_value"}, id="str"
        ),
        pytest.param(
            PEOPLE, ListRequest(by={"clubId": True}), {"by.clubId": "invalid_value"}, id="bool"
        ),
        pytest.param(FLAGS, ListRequest(by={"isAdmin": 1}), {"by.isAdmin": "invalid_value"}),
    ],
)
def test_bad_requests_are_refused_per_field(
    listing: Listing, request_: ListRequest, errors: dict[str, str]
) -> None:
    with pytest.raises(RuleBroken) as raised:
        listing.query(request_)
    assert raised.value.errors == errors


def test_a_request_becomes_a_query_on_entity_fields() -> None:
    request = ListRequest(" ana ", {"clubId": 3}, skip=10, limit=1000)
    assert PEOPLE.query(request, fixed={"is_deleted": False}) == ListQuery(
        search_fields=("first_name",),
        order_by=("last_name",),
        text="ana",
        equals={"club_id": 3, "is_deleted": False},
        skip=10,
        limit=1000,
    )
    assert PEOPLE.query(ListRequest(), search_fields=()).search_fields == ()


def club(name: str, city: str, **changes: Any) -> Club:
    return Club(name, name, city, "Ulica 1", "k@k.rs", "Ana", "060", **changes)


CLUBS = [
    club("Đorđe Karate", "Šabac", id=1),
    club("Karate Niš", "Niš", id=2),
    club("Judo 100%", "Novi Sad", id=3, is_blocked=True),
    club("karate klub", "Čačak", id=4),
]
QUERY = ListQuery(search_fields=("name", "city"), order_by=("name",))


# The Serbian alphabet's order, ignoring case: Đ after D, before J.
ALL = ["Đorđe Karate", "Judo 100%", "karate klub", "Karate Niš"]
DJORDJE, JUDO, KARATE_KLUB, NIS = ALL


@pytest.mark.parametrize(
    ("query", "names", "total"),
    [
        pytest.param(QUERY, ALL, 4, id="all-by-name-ignoring-case"),
        pytest.param(replace(QUERY, text="KARATE"), [DJORDJE, KARATE_KLUB, NIS], 3, id="search"),
        pytest.param(replace(QUERY, text="đorđe ŠABAC"), [DJORDJE], 1, id="every-word"),
        pytest.param(replace(QUERY, text="%"), [JUDO], 1, id="percent-literally"),
        pytest.param(replace(QUERY, search_fields=(), text="x"), ALL, 4, id="no-search-fields"),
        pytest.param(replace(QUERY, equals={"is_blocked": True}), [JUDO], 1, id="equals"),
        pytest.param(replace(QUERY, skip=1, limit=2), [JUDO, KARATE_KLUB], 4, id="page"),
    ],
)
def test_fakes_search_filter_order_and_page_like_sql(
    query: ListQuery, names: list[str], total: int
) -> None:
    page = page_of(CLUBS, query)
    assert ([c.name for c in page.items], page.total) == (names, total)


def test_fakes_refuse_a_field_that_is_not_there() -> None:
    with pytest.raises(ValueError, match="no column 'club'"):
        page_of(CLUBS, ListQuery(equals={"club": 1}))
