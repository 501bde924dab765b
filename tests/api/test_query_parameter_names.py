"""A bad query parameter is reported under the name the client sent it by: the name it is
declared under (``QueryParameter(name=...)``), else its Python name (docs/product.md, Errors)."""

from types import SimpleNamespace
from typing import Annotated

from litestar import Litestar, get
from litestar.datastructures import State
from litestar.params import QueryParameter
from litestar.testing import AsyncTestClient

from adapters.http.errors import EXCEPTION_HANDLERS
from fedreg_core.domain.enums import Variant
from fedreg_core.messages import translate

Since = Annotated[int, QueryParameter(name="from", ge=1)]  # not derivable from `since`
PageSize = Annotated[int, QueryParameter(ge=1)]  # no declared name: sent as `page_size`


@get("/numbers", sync_to_thread=False)
def numbers(since: Since = 1, page_size: PageSize = 1) -> dict[str, int]:
    return {"from": since, "page_size": page_size}


def app() -> Litestar:
    context = SimpleNamespace(variant=Variant.WFF)  # all the error handlers ask of it
    return Litestar(
        [numbers],
        exception_handlers=EXCEPTION_HANDLERS,  # type: ignore[arg-type]
        state=State({"context": context}),
    )


async def test_a_bad_query_parameter_is_named_as_declared_or_as_sent() -> None:
    invalid = translate("invalid_value", "en")
    async with AsyncTestClient(app()) as client:
        assert (await client.get("/numbers?from=2&page_size=3")).json() == {
            "from": 2,
            "page_size": 3,
        }
        declared = await client.get("/numbers?from=0")
        undeclared = await client.get("/numbers?page_size=0")

    assert declared.status_code == undeclared.status_code == 400
    assert declared.json()["errors"] == {"from": invalid}
    assert undeclared.json()["errors"] == {"page_size": invalid}
