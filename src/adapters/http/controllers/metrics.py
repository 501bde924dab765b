"""``GET /metrics``: the Prometheus metrics of every worker, for the bearer of
``FEDREG_METRICS_TOKEN`` only (not found without one configured; docs/operations.md).

Left out of the OpenAPI document: it is the monitoring's, not the webapp's or a client's."""

import hmac
from typing import Any

from litestar import Request, Response, get
from litestar.status_codes import HTTP_200_OK

from adapters.http.auth import Context, bearer_token
from adapters.http.operations import BuildInfo, ScrapeFacts
from adapters.metrics import ScrapedGauge, exposition
from fedreg_core.domain.errors import NotFound, NotSignedIn


def scraped_gauges(build: BuildInfo, facts: ScrapeFacts) -> list[ScrapedGauge]:
    revisions = {"code_revision": build.code_revision, "schema_revision": facts.schema_revision}
    return [
        ScrapedGauge(
            "fedreg_build_info",
            "The running fedreg: version, commit, its newest migration and the database's",
            1,
            {"version": build.version, "commit": build.commit, **revisions},
        ),
        ScrapedGauge("fedreg_notices_due", "Notices due and not mailed yet", facts.notices_due, {}),
        ScrapedGauge(
            "fedreg_notice_oldest_due_seconds",
            "How long the oldest due notice has waited to be mailed (0: none waits)",
            facts.oldest_notice_due_seconds,
            {},
        ),
    ]


@get("/metrics", operation_id="metrics", include_in_schema=False, status_code=HTTP_200_OK)
async def metrics(request: Request[Any, Any, Any], context: Context) -> Response[bytes]:
    """Every worker's counts and the values read now, in Prometheus' text format."""
    wanted = context.metrics_token
    if not wanted:
        raise NotFound
    if not hmac.compare_digest(bearer_token(request).encode(), wanted.encode()):
        raise NotSignedIn
    facts = await context.operations.scrape_facts()
    body, content_type = exposition(scraped_gauges(context.operations.build, facts))
    return Response(body, media_type=content_type)
