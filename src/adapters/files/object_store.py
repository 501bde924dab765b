"""Files in an S3-compatible object store (obstore), keys ``<prefix>/<kind>/<generated name>``.

``FEDREG_FILES_URL=s3://bucket/prefix`` selects it; the endpoint, region and credentials come
from the usual ``AWS_*`` variables (``AWS_ENDPOINT_URL``, ``AWS_REGION``,
``AWS_ACCESS_KEY_ID``, ``AWS_SECRET_ACCESS_KEY``, ...), read by obstore itself. Files are
served by the fedreg server from the store (``served``), so every guarantee of ``/files``
(generated names only, fixed content type, ``nosniff``, signed photo links) holds as for
the local folder, and the bucket stays private. docs/files.md tells why.
"""

import os
from collections.abc import AsyncIterator, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import timedelta
from pathlib import PurePosixPath
from typing import TYPE_CHECKING

import obstore
from obstore.store import S3Store

from adapters.files.names import CONTENT_TYPES, new_key, public_path, servable_key, stored_key
from adapters.metrics import count_object_store_error
from fedreg_core.ports.files import StoredFile

if TYPE_CHECKING:
    from obstore import Attributes, GetResult  # only in obstore's type stubs

SCHEME = "s3://"
CHUNK_BYTES = 64 * 1024
PROBE_KEY = "fedreg-readiness-probe"
"""A key no file has (generated names have a kind folder): asked for by ``answers``."""
ENDPOINT_VARIABLES = ("AWS_ENDPOINT_URL_S3", "AWS_ENDPOINT_URL", "AWS_ENDPOINT")


def is_object_store_url(url: str) -> bool:
    return url.startswith(SCHEME) and len(url) > len(SCHEME)


def open_s3_store(url: str) -> S3Store:
    """The store of ``s3://bucket/prefix`` (obstore reads the ``AWS_*`` variables); plain
    HTTP only when the endpoint says ``http://`` (a store on the same host or network)."""
    endpoint = next((os.environ[n] for n in ENDPOINT_VARIABLES if os.environ.get(n)), "")
    allow_http = endpoint.startswith("http://")
    return S3Store.from_url(
        url,
        client_options={"allow_http": allow_http, "timeout": "30s", "connect_timeout": "5s"},
        # A store that does not answer fails the request within seconds, not minutes.
        retry_config={"max_retries": 3, "retry_timeout": timedelta(seconds=10)},
    )


@dataclass(frozen=True, slots=True)
class StoredObject:
    key: str
    """``kind/name`` below the store's prefix."""
    size: int


class ObjectFileStore:
    """Implements ``fedreg_core.ports.files.FileStore`` on an object store; names are
    generated, never taken, and only known kinds and types are ever read back."""

    def __init__(self, store: S3Store) -> None:
        self.store = store

    async def save(self, kind: str, data: bytes, suffix: str) -> str:
        key = new_key(kind, suffix)
        await self._put(key, data)
        return public_path(key)

    async def delete(self, public_path: str) -> None:
        key = stored_key(public_path)
        if key is not None:
            with _counted("delete"):
                await obstore.delete_async(self.store, key)  # a missing key is no error

    async def served(self, kind: str, name: str, body: bool) -> StoredFile | None:
        """The stored file ``kind/name`` to serve (its bytes when ``body``), or ``None`` for
        a name that is not generated, a type that is not served, or a key not in the store."""
        found = servable_key(kind, name)
        if found is None:
            return None
        key, content_type = found
        try:
            with _counted("get"):
                if not body:
                    meta = await obstore.head_async(self.store, key)
                    return StoredFile(content_type, meta["size"], None)
                result = await obstore.get_async(self.store, key)
        except FileNotFoundError:
            return None
        return StoredFile(content_type, result.meta["size"], _chunks(result))

    async def answers(self) -> bool:
        """Whether the store answers (asks for a key that is never there; readiness)."""
        try:
            with _counted("probe"):
                await obstore.head_async(self.store, PROBE_KEY)
        except FileNotFoundError:
            return True
        except Exception:  # whatever the store or the network raise: not ready
            return False
        return True

    async def _put(self, key: str, data: bytes) -> None:
        with _counted("put"):
            await obstore.put_async(self.store, key, data, attributes=_attributes(key))

    # What ``fedreg files migrate`` and ``fedreg backup`` use (synchronous, from the CLI).

    def objects(self) -> Iterator[StoredObject]:
        """Every object below the prefix that is a stored file (other keys are left alone)."""
        for batch in obstore.list(self.store, chunk_size=1000):
            for meta in batch:
                key = meta["path"]
                if stored_key(public_path(key)) is not None:
                    yield StoredObject(key, meta["size"])

    def read(self, key: str) -> bytes:
        return bytes(obstore.get(self.store, key).bytes())

    def write(self, key: str, data: bytes) -> None:
        obstore.put(self.store, key, data, attributes=_attributes(key))


@contextmanager
def _counted(operation: str) -> Iterator[None]:
    """Count a failure of the store in ``operation`` (a missing key is none)."""
    try:
        yield
    except FileNotFoundError:
        raise
    except Exception:
        count_object_store_error(operation)
        raise


def _attributes(key: str) -> "Attributes":
    """The object's own content type (for tools that read the bucket; fedreg serves its own)."""
    return {
        "Content-Type": CONTENT_TYPES.get(PurePosixPath(key).suffix, "application/octet-stream")
    }


async def _chunks(result: "GetResult") -> AsyncIterator[bytes]:
    async for chunk in result.stream(min_chunk_size=CHUNK_BYTES):
        yield bytes(chunk)
