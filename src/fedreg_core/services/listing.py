"""Shared pieces of the list and read use cases: the request, filters, hidden fields."""

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Generic, TypeVar

from fedreg_core.domain.rules import Validation
from fedreg_core.ports.listing import DEFAULT_LIMIT, MAX_LIMIT, MAX_STORED_INT, ListQuery, Page

T = TypeVar("T")

NOTHING_HIDDEN: frozenset[str] = frozenset()


@dataclass(frozen=True, slots=True)
class Visible(Generic[T]):
    """An entity as one user may see it: ``hidden`` names the fields to leave out."""

    item: T
    hidden: frozenset[str] = NOTHING_HIDDEN


@dataclass(frozen=True, slots=True)
class ListRequest:
    """What a caller asks of a list: free text, equality filters by API field name, a page."""

    text: str = ""
    by: Mapping[str, object] = field(default_factory=dict)
    skip: int = 0
    limit: int = DEFAULT_LIMIT


@dataclass(frozen=True, slots=True)
class Filter:
    """An API field a list may be filtered on, the entity field behind it and its type."""

    field: str
    kind: type


def filter_value_fits(value: object, kind: type) -> bool:
    """A filter value of the filter's type; integers within a database integer's range."""
    if type(value) is not kind:
        return False
    return not isinstance(value, int) or isinstance(value, bool) or 0 <= value <= MAX_STORED_INT


def check_page(v: Validation, skip: int, limit: int) -> None:
    """A page of any list: an offset a database integer holds, 1 to ``MAX_LIMIT`` items."""
    v.check("skip", 0 <= skip <= MAX_STORED_INT, "invalid_value")
    v.check("limit", 1 <= limit <= MAX_LIMIT, "invalid_value")


@dataclass(frozen=True, slots=True)
class Listing:
    """How one resource is listed: searched fields, order, and the filters callers may use."""

    search_fields: tuple[str, ...]
    order_by: tuple[str, ...]
    filters: Mapping[str, Filter] = field(default_factory=dict)

    def query(
        self,
        request: ListRequest,
        fixed: Mapping[str, object] | None = None,
        search_fields: tuple[str, ...] | None = None,
    ) -> ListQuery:
        """The repository query for a request; ``RuleBroken`` for a bad page or filter."""
        v = Validation()
        check_page(v, request.skip, request.limit)
        equals: dict[str, object] = {}
        for name, value in request.by.items():
            known = self.filters.get(name)
            if v.check(f"by.{name}", known is not None, "unknown_field"):
                assert known is not None
                if v.check(f"by.{name}", filter_value_fits(value, known.kind), "invalid_value"):
                    equals[known.field] = value
        v.raise_if_broken()
        return ListQuery(
            search_fields=self.search_fields if search_fields is None else search_fields,
            order_by=self.order_by,
            text=request.text.strip(),
            equals={**equals, **(fixed or {})},
            skip=request.skip,
            limit=request.limit,
        )


def visible_page(page: Page[T], hidden: Callable[[T], frozenset[str]]) -> Page[Visible[T]]:
    return Page([Visible(item, hidden(item)) for item in page.items], page.total)


def shown_in_full(page: Page[T]) -> Page[Visible[T]]:
    """A page whose items every reader sees whole."""
    return Page([Visible(item) for item in page.items], page.total)
