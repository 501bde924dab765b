"""Who the client is: the connection's peer, or what a trusted proxy says in X-Forwarded-For.

The address names the client in the per-address sign-in limit. A header anyone can send is
believed only from the proxies listed in ``FEDREG_TRUSTED_PROXIES`` (none by default): from
any other peer it is ignored. Each proxy appends the address it was connected from, so the
client is the right-most address that is not a trusted proxy. The app does this itself, so it
behaves the same whichever ASGI server runs it (as long as that server hands over the real
peer: ``fedreg serve`` turns uvicorn's own proxy-header handling off).
"""

from collections.abc import Iterable
from ipaddress import IPv4Network, IPv6Network, ip_address, ip_network
from typing import Any

from litestar import Request
from litestar.types import ASGIApp, Receive, Scope, Send

FORWARDED_FOR = b"x-forwarded-for"


def proxy_network(entry: str) -> IPv4Network | IPv6Network:
    """An address or CIDR of ``FEDREG_TRUSTED_PROXIES``; ``ValueError`` for anything else."""
    return ip_network(entry.strip(), strict=False)


class TrustedProxies:
    """The addresses and networks whose X-Forwarded-For is believed."""

    def __init__(self, entries: Iterable[str]) -> None:
        self._networks = [proxy_network(entry) for entry in entries]

    def trusts(self, host: str) -> bool:
        if not self._networks:  # the default: no address to parse
            return False
        try:
            address = ip_address(host.strip())
        except ValueError:
            return False
        return any(address in network for network in self._networks)

    def client(self, peer: str, forwarded_for: Iterable[str]) -> str:
        """The client's address: ``peer`` unless it is a trusted proxy; then the right-most
        forwarded address that is not one (the left-most when all are)."""
        if not self.trusts(peer):
            return peer
        hops = [hop.strip() for value in forwarded_for for hop in value.split(",")]
        hops = [hop for hop in hops if hop]
        for hop in reversed(hops):
            if not self.trusts(hop):
                return hop
        return hops[0] if hops else peer


class ForwardedClient:
    """ASGI middleware: sets the scope's ``client`` to the address ``proxies`` believe."""

    def __init__(self, app: ASGIApp, proxies: TrustedProxies) -> None:
        self.app = app
        self.proxies = proxies

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        peer = scope.get("client")
        if scope["type"] in {"http", "websocket"} and peer and self.proxies.trusts(peer[0]):
            forwarded = [v.decode("latin-1") for k, v in scope["headers"] if k == FORWARDED_FOR]
            client = self.proxies.client(peer[0], forwarded)
            if client != peer[0]:
                scope["client"] = (client, 0)
        await self.app(scope, receive, send)


def client_address(request: Request[Any, Any, Any]) -> str:
    """The client's address as ``ForwardedClient`` set it: what the rate limits count by."""
    return request.client.host if request.client else "unknown"


def device_of(request: Request[Any, Any, Any]) -> tuple[str, str]:
    """The client's address and what its browser says it is (``User-Agent``): where a
    sign-in comes from, as the user's signed-in devices show it."""
    return client_address(request), request.headers.get("user-agent", "")
