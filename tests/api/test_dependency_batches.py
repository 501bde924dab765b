"""Every handler resolves its dependencies one by one: Litestar resolves the dependencies of
one level together in an anyio task group, which cost a tenth of a light request's CPU
(docs/performance.md), so the signed-in account is resolved after the context, not beside it."""

from tests.api.conftest import Api


async def test_no_handler_resolves_dependencies_in_a_task_group(api: Api) -> None:
    app = api.client.app
    handlers = [
        (route, handler) for route in app.routes for handler in getattr(route, "route_handlers", [])
    ]
    assert len(handlers) > 100
    together = [
        f"{route.path} {sorted(handler.http_methods)}"
        for route, handler in handlers
        if any(
            len(batch) > 1
            for batch in handler.create_kwargs_model(
                path_parameters=route.path_parameters
            ).dependency_batches
        )
    ]
    assert together == []
