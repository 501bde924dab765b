"""Which address names the client: X-Forwarded-For only from a trusted proxy (issue 15)."""

import pytest

from adapters.http.forwarded import TrustedProxies

PROXIES = TrustedProxies(["10.0.0.0/24", "2001:db8::1"])


@pytest.mark.parametrize(
    ("peer", "forwarded_for", "client"),
    [
        pytest.param("198.51.100.7", ["203.0.113.1"], "198.51.100.7", id="untrusted-peer"),
        pytest.param("127.0.0.1", ["203.0.113.1"], "127.0.0.1", id="localhost-not-trusted"),
        pytest.param("10.0.0.3", ["203.0.113.1"], "203.0.113.1", id="proxy"),
        pytest.param("10.0.0.3", [], "10.0.0.3", id="proxy-without-header"),
        pytest.param("10.0.0.3", ["198.51.100.9, 203.0.113.1"], "203.0.113.1", id="forged-left"),
        pytest.param("10.0.0.3", ["203.0.113.1, 10.0.0.9"], "203.0.113.1", id="two-proxies"),
        pytest.param("10.0.0.3", ["203.0.113.1", "10.0.0.9"], "203.0.113.1", id="two-headers"),
        pytest.param("10.0.0.3", ["10.0.0.8, 10.0.0.9"], "10.0.0.8", id="all-proxies"),
        pytest.param("2001:db8::1", ["2001:db8::7"], "2001:db8::7", id="ipv6"),
        pytest.param("10.0.0.3", [" , "], "10.0.0.3", id="empty-header"),
    ],
)
def test_the_client_is_the_right_most_address_that_is_not_a_trusted_proxy(
    peer: str, forwarded_for: list[str], client: str
) -> None:
    assert PROXIES.client(peer, forwarded_for) == client


def test_no_proxies_trust_no_one() -> None:
    assert TrustedProxies([]).client("127.0.0.1", ["203.0.113.1"]) == "127.0.0.1"
