"""Photos uploaded and served through each file store: the local folder and an object store.

    uv run python bench/files.py [--photos N] [--stores local,s3]

For each store: a fresh SQLite database and app (the ASGI app through httpx, in this
process), a registered club, N members; then each member's photo is uploaded (multipart,
checked and re-encoded by Pillow, stored, recorded) and each photo served through its
signed link (``/files/avatars/...``), one request at a time. Prints p50 and p95 of both.
The object store is a SeaweedFS started for the run on this machine (tests/seaweed.py): the
figures show what fedreg adds over the local folder, not a network's latency.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import statistics
import sys
import tempfile
import time
from io import BytesIO
from pathlib import Path

import httpx
from PIL import Image

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # tests/seaweed.py starts the object store

from tests.api.conftest import PASSWORD, registration_body  # noqa: E402
from tests.api.resources.conftest import member_body  # noqa: E402
from tests.seaweed import running_seaweedfs  # noqa: E402

from adapters.http.app import create_app  # noqa: E402
from adapters.sql.migrate import upgrade  # noqa: E402
from entrypoints.bootstrap import build_runtime  # noqa: E402
from entrypoints.settings import load_config  # noqa: E402


def photo(i: int) -> bytes:
    """A 160x200 JPEG of its own colour (about 1 KB after re-encoding, like a passport scan
    shrunk for the web it is small; the path is the same for larger ones)."""
    out = BytesIO()
    Image.new("RGB", (160, 200), (i % 256, (i * 7) % 256, (i * 13) % 256)).save(out, "JPEG")
    return out.getvalue()


def percentile(values: list[float], q: float) -> float:
    return statistics.quantiles(values, n=100)[int(q) - 1] if len(values) > 1 else values[0]


async def run_store(name: str, files_url: str, photos: int, folder: Path) -> dict[str, float]:
    await asyncio.to_thread(folder.mkdir, parents=True)
    url = f"sqlite+aiosqlite:///{folder / 'files.db'}"
    await upgrade(url)
    env = {
        "FEDREG_DATA_DIR": str(folder),
        "FEDREG_DATABASE_URL": url,
        "FEDREG_SECRET_KEY": "bench-files-secret-key-long-enough-for-hs256",
        "FEDREG_FILES_URL": files_url,
        "FEDREG_SIGN_IN_ATTEMPTS_PER_MINUTE": "1000",
    }
    runtime = build_runtime(load_config(env))
    transport = httpx.ASGITransport(app=create_app(runtime.context))
    async with httpx.AsyncClient(transport=transport, base_url="http://bench") as client:
        registered = (await client.post("/api/register", json=registration_body())).json()
        login = {"email": "coach@example.com", "password": PASSWORD}
        token = (await client.post("/api/login", json=login)).json()["token"]
        headers = {"Authorization": f"Bearer {token}"}
        club_id = registered["club"]["id"]
        members = [
            (
                await client.post("/api/model/Members", json=member_body(club_id), headers=headers)
            ).json()["id"]
            for _ in range(photos)
        ]
        uploads, links = [], []
        for i, member in enumerate(members):
            files = {"file": (f"{i}.jpg", photo(i), "image/jpeg")}
            start = time.perf_counter()
            answer = await client.post(
                f"/api/model/Members/{member}", files=files, data={"returnObj": "true"},
                headers=headers,
            )  # fmt: skip
            uploads.append(time.perf_counter() - start)
            assert answer.status_code == 200, answer.text
            links.append(answer.json()["avatar"])
        serves = []
        for link in links:
            start = time.perf_counter()
            served = await client.get(link)
            serves.append(time.perf_counter() - start)
            assert served.status_code == 200, link
            assert served.headers["content-type"] == "image/jpeg"
    await runtime.engine.dispose()
    result = {
        "upload_p50": percentile(uploads, 50),
        "upload_p95": percentile(uploads, 95),
        "serve_p50": percentile(serves, 50),
        "serve_p95": percentile(serves, 95),
    }
    print(
        f"{name:6} {photos} photos  upload p50 {result['upload_p50'] * 1000:6.1f} ms"
        f"  p95 {result['upload_p95'] * 1000:6.1f} ms   serve p50 {result['serve_p50'] * 1000:6.1f}"
        f" ms  p95 {result['serve_p95'] * 1000:6.1f} ms",
        flush=True,
    )
    return result


async def main(photos: int, stores: list[str]) -> None:
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    with tempfile.TemporaryDirectory(prefix="fedreg-bench-files-") as work:
        if "local" in stores:
            await run_store("local", "", photos, Path(work) / "local")
        if "s3" in stores:
            with running_seaweedfs(Path(work) / "seaweedfs") as server:
                os.environ.update(server.env)
                await run_store("s3", server.new_url(), photos, Path(work) / "s3")
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--photos", type=int, default=1000)
    parser.add_argument("--stores", default="local,s3")
    args = parser.parse_args()
    logging.disable(logging.WARNING)
    asyncio.run(main(args.photos, args.stores.split(",")))
