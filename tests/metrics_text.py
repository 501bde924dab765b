"""Reading a ``/metrics`` answer (Prometheus' text format) in tests."""

from prometheus_client.parser import text_string_to_metric_families


def total(text: str, sample: str, **labels: str) -> float:
    """The sum of the ``sample`` series (``fedreg_http_requests_total``) whose labels
    include ``labels``."""
    return sum(
        found.value
        for family in text_string_to_metric_families(text)
        for found in family.samples
        if found.name == sample and labels.items() <= found.labels.items()
    )
