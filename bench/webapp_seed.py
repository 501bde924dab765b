"""A seeded federation in a fresh SQLite file, for the webapp's browser benchmarks.

    .venv/bin/python bench/webapp_seed.py OUT.db [--clubs N] [--registrations N] [--password P]

Writes ``scale_seed.py``'s federation (N clubs, one tournament of N registrations, 12 % of them
teams; tournament 1) into a migrated SQLite database at OUT.db and gives its admin
(``admin@bench.local``) the password P, so that ``webapp/bench/admin_tournament_tti.mjs`` can
sign in through the login form and open the tournament's admin page.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import time
from collections.abc import Sequence
from pathlib import Path

import bcrypt
from scale_seed import generate, write
from sqlalchemy.ext.asyncio import create_async_engine
from sqlalchemy.pool import NullPool

from adapters.sql.migrate import upgrade


async def seed(path: Path, clubs: int, registrations: int, password: str) -> None:
    url = f"sqlite+aiosqlite:///{path}"
    await upgrade(url)
    rows, federation = generate(clubs, registrations)
    hashed = bcrypt.hashpw(password.encode("utf-8"), bcrypt.gensalt(12)).decode("ascii")
    for user in rows["users"]:
        if user["id"] == federation.admin_id:
            user["password_hash"] = hashed
    engine = create_async_engine(url, poolclass=NullPool)
    try:
        await write(engine, rows)
    finally:
        await engine.dispose()


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("out", type=Path)
    parser.add_argument("--clubs", type=int, default=1000, metavar="N")
    parser.add_argument("--registrations", type=int, default=30_000, metavar="N")
    parser.add_argument("--password", default="bench-1234")
    args = parser.parse_args(argv)
    if args.out.exists():
        parser.error(f"{args.out} exists: the database must be fresh")
    start = time.perf_counter()
    asyncio.run(seed(args.out, args.clubs, args.registrations, args.password))
    print(f"seeded {args.registrations:,} registrations of {args.clubs} clubs in "
          f"{time.perf_counter() - start:.1f} s", file=sys.stderr)  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
