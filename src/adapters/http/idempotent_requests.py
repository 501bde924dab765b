"""What the ``Idempotency-Key`` middleware (``adapters.http.idempotency``) needs of the
store that keeps requests and their answers (``adapters.sql.idempotency``)."""

from contextlib import AbstractContextManager
from datetime import datetime
from typing import Protocol


class EarlierRequest(Protocol):
    @property
    def fingerprint(self) -> str: ...
    @property
    def status(self) -> int | None: ...
    @property
    def media_type(self) -> str | None: ...
    @property
    def body(self) -> bytes | None: ...


class Claim(Protocol):
    @property
    def written(self) -> bool:
        """The request's row was committed with its change."""
        ...


class IdempotentRequests(Protocol):
    """Where requests with a key are kept (``adapters.sql.idempotency``)."""

    async def earlier(self, request: str, now: datetime) -> EarlierRequest | None: ...
    def claiming(
        self, request: str, fingerprint: str, now: datetime
    ) -> AbstractContextManager[Claim]: ...
    async def answered(self, request: str, status: int, media_type: str, body: bytes) -> None: ...
