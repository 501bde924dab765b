"""``fedreg serve --workers 4`` with metrics and the JSON log: the counts of every worker add
up in a scrape of any of them, and an error answer's request id finds its one log line."""

import json
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import httpx

from tests.integration.server_process import Server, running_server
from tests.metrics_text import total

TOKEN = "metrics-token-of-the-monitoring-0123"
REQUESTS = 60
BATCHES = 10
"""At most this many batches of ``REQUESTS`` until two workers have served."""
WORKERS = 4
ROUTE = "/api/model/Clubs/{id}"


def scrape(server: Server) -> str:
    answer = httpx.get(
        f"{server.url}/metrics", headers={"Authorization": f"Bearer {TOKEN}"}, timeout=30
    )
    assert answer.status_code == 200, answer.text
    return answer.text


def served_by(lines: list[dict[str, Any]]) -> set[int]:
    """The workers whose log says they answered a request of ``ROUTE``."""
    return {line["pid"] for line in lines if line.get("route") == ROUTE}


def log_lines(server: Server) -> list[dict[str, Any]]:
    lines = server.log.read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines if line.startswith("{")]


def test_four_workers_count_together_and_errors_find_their_log_line(
    database_url: str, tmp_path: Path
) -> None:
    data_dir = tmp_path / "data"
    data_dir.mkdir()
    settings = {
        "FEDREG_METRICS_TOKEN": TOKEN,
        "FEDREG_LOG_FORMAT": "json",
        "TMPDIR": str(tmp_path),  # the metrics folder of a server killed at the end
    }
    with running_server(data_dir, database_url, WORKERS, **settings) as server:

        def club(number: int) -> httpx.Response:  # a connection each: any worker takes it
            return httpx.get(f"{server.url}/api/model/Clubs/{number}", timeout=30)

        answers: list[httpx.Response] = []
        with ThreadPoolExecutor(8) as pool:
            # which worker accepts a connection is the kernel's choice: on a busy machine one
            # may take a whole batch, so batches go on until two workers have served
            while len(answers) < REQUESTS * BATCHES and len(served_by(log_lines(server))) < 2:
                answers += pool.map(club, range(len(answers) + 1, len(answers) + REQUESTS + 1))
        assert {a.status_code for a in answers} == {401}
        wrong = {"email": "nobody@example.com", "password": "Pogrešna-lozinka-1"}
        assert httpx.post(f"{server.url}/api/login", json=wrong, timeout=30).status_code == 401
        scrapes = [scrape(server) for _ in range(WORKERS)]  # whichever worker answers
        lines = log_lines(server)

    series = {"route": ROUTE, "method": "GET", "status": "401"}
    for text in scrapes:
        assert total(text, "fedreg_http_requests_total", **series) == len(answers)
        assert total(text, "fedreg_http_request_duration_seconds_count", route=ROUTE) == len(
            answers
        )
        assert total(text, "fedreg_sign_in_failures_total") == 1
        assert total(text, "fedreg_db_connections_in_use") == 0
    assert len(served_by(lines)) > 1  # the sums above are several workers' counts

    request_id = answers[7].json()["requestId"]
    assert request_id == answers[7].headers["x-request-id"]
    [found] = [line for line in lines if request_id in json.dumps(line)]  # one line, not two
    assert (found["route"], found["status"], found["level"]) == (ROUTE, 401, "info")
    assert found["message"] == f"GET {ROUTE} 401"
