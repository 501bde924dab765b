"""``fedreg serve`` believes X-Forwarded-For only from FEDREG_TRUSTED_PROXIES, in every worker:
a local client rotating the header does not get past the per-address sign-in limit. Stopped
as systemd stops it, every worker ends whole and says so in the log."""

from pathlib import Path

import httpx
import pytest

from tests.integration.server_process import CLEAN_EXITS, running_server

LIMIT = 3


def statuses_of_rotating_sign_ins(url: str) -> list[int]:
    """``LIMIT + 2`` wrong sign-ins from this host, each naming another address and e-mail."""
    return [
        httpx.post(
            f"{url}/api/login",
            json={"email": f"u{n}@example.com", "password": "guess1"},
            headers={"X-Forwarded-For": f"192.0.2.{n}"},
            timeout=30,
        ).status_code
        for n in range(LIMIT + 2)
    ]


@pytest.mark.parametrize(
    ("trusted", "statuses"),
    [
        pytest.param("", [401] * LIMIT + [429, 429], id="no-proxy-trusted"),
        pytest.param("127.0.0.1", [401] * (LIMIT + 2), id="this-host-trusted"),
    ],
)
def test_two_workers_believe_the_header_only_from_trusted_proxies_and_stop_whole(
    tmp_path: Path, trusted: str, statuses: list[int]
) -> None:
    database = f"sqlite+aiosqlite:///{tmp_path / 'fedreg.db'}"
    settings = {
        "FEDREG_SIGN_IN_ATTEMPTS_PER_MINUTE": str(LIMIT),
        "FEDREG_TRUSTED_PROXIES": trusted,
    }
    with running_server(tmp_path, database, workers=2, **settings) as server:
        assert statuses_of_rotating_sign_ins(server.url) == statuses
        assert server.stop() in CLEAN_EXITS
        log = server.log.read_text()
        assert log.count("Application shutdown complete") == 2, log
        assert server.workers_not_finished() == set(), log
