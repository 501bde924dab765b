"""Configuration from the environment."""

from datetime import UTC, datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from adapters.cli.context import CliOptions
from adapters.sql.engine import create_engine
from adapters.sql.request_counts import SharedRequestLimiter
from adapters.system_clock import SystemClock
from entrypoints.bootstrap import public_limit
from entrypoints.cli import serve
from entrypoints.settings import ConfigError, load_config, secret_key
from fedreg_core.domain.enums import Variant


def test_defaults_serve_locally_from_var(tmp_path: Path) -> None:
    config = load_config({"FEDREG_DATA_DIR": str(tmp_path)})
    assert (config.host, config.port, config.variant) == ("127.0.0.1", 8000, Variant.DEFAULT)
    assert config.database_url == f"sqlite+aiosqlite:///{tmp_path / 'fedreg.db'}"
    assert config.public_url == "http://127.0.0.1:8000"
    assert config.sign_in_attempts_per_minute == 10


def test_public_url_is_configurable_and_checked() -> None:
    assert load_config({"FEDREG_PUBLIC_URL": "https://fed.rs/"}).public_url == "https://fed.rs"
    assert load_config({"FEDREG_HOST": "0.0.0.0", "FEDREG_PORT": "9000"}).public_url == (
        "http://127.0.0.1:9000"
    )
    with pytest.raises(ConfigError):
        load_config({"FEDREG_PUBLIC_URL": "fed.rs"})


@pytest.mark.parametrize(
    "env",
    [
        {"FEDREG_VARIANT": "other"},
        {"FEDREG_PORT": "http"},
        {"FEDREG_PORT": "70000"},
        {"FEDREG_SIGN_IN_ATTEMPTS_PER_MINUTE": "0"},
        {"FEDREG_TIME_ZONE": "Europe/Novi_Sad"},
        {"FEDREG_TIME_ZONE": "../etc/passwd"},
    ],
)
def test_bad_values_are_refused(env: dict[str, str]) -> None:
    with pytest.raises(ConfigError):
        load_config(env)


def test_secret_key_is_generated_once_into_the_data_folder(tmp_path: Path) -> None:
    config = load_config({"FEDREG_DATA_DIR": str(tmp_path)})
    first = secret_key(config)
    assert len(first) >= 32
    assert secret_key(config) == first
    assert secret_key(load_config({"FEDREG_SECRET_KEY": "given"})) == "given"


def test_the_sign_in_queue_is_configurable_and_checked() -> None:
    assert load_config({}).sign_in_queue == 16
    assert load_config({"FEDREG_SIGN_IN_QUEUE": "40"}).sign_in_queue == 40
    with pytest.raises(ConfigError):
        load_config({"FEDREG_SIGN_IN_QUEUE": "0"})


def test_idle_connections_stay_open_longer_than_a_balancers_idle_timeout() -> None:
    assert load_config({}).keep_alive_seconds == 75
    assert load_config({"FEDREG_KEEP_ALIVE_SECONDS": "120"}).keep_alive_seconds == 120
    with pytest.raises(ConfigError):
        load_config({"FEDREG_KEEP_ALIVE_SECONDS": "-1"})


def test_serve_passes_the_keep_alive_and_the_access_log_to_uvicorn(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    seen: dict[str, object] = {}
    monkeypatch.setattr("uvicorn.run", lambda *_args, **options: seen.update(options))
    monkeypatch.setenv("FEDREG_KEEP_ALIVE_SECONDS", "90")
    monkeypatch.setenv("FEDREG_DATA_DIR", str(tmp_path))
    serve(CliOptions(), None, 8765, 2)
    assert seen["timeout_keep_alive"] == 90
    assert seen["port"] == 8765
    assert seen["access_log"] is False
    monkeypatch.setenv("FEDREG_ACCESS_LOG", "on")
    serve(CliOptions(), None, 8765, 2)
    assert seen["access_log"] is True


def test_the_access_log_is_off_unless_switched_on() -> None:
    assert load_config({}).access_log is False
    for on in ("1", "true", "ON", " yes "):
        assert load_config({"FEDREG_ACCESS_LOG": on}).access_log is True
    assert load_config({"FEDREG_ACCESS_LOG": "0"}).access_log is False
    with pytest.raises(ConfigError, match="FEDREG_ACCESS_LOG"):
        load_config({"FEDREG_ACCESS_LOG": "maybe"})


def test_trusted_proxies_are_none_by_default_and_checked() -> None:
    assert load_config({}).trusted_proxies == ()
    listed = load_config({"FEDREG_TRUSTED_PROXIES": " 10.0.0.5, 192.168.0.0/24,,::1 "})
    assert listed.trusted_proxies == ("10.0.0.5", "192.168.0.0/24", "::1")
    with pytest.raises(ConfigError, match="FEDREG_TRUSTED_PROXIES"):
        load_config({"FEDREG_TRUSTED_PROXIES": "10.0.0.5, proxy.example.org"})


def test_files_are_in_the_data_folder_unless_an_object_store_is_named() -> None:
    assert load_config({}).files_url is None
    assert load_config({"FEDREG_FILES_URL": " s3://fed-files/prod/ "}).files_url == (
        "s3://fed-files/prod"
    )
    for wrong in ("/srv/files", "s3://", "https://s3.example.org/bucket"):
        with pytest.raises(ConfigError, match="FEDREG_FILES_URL"):
            load_config({"FEDREG_FILES_URL": wrong})


async def test_the_public_limit_is_configurable_and_0_turns_it_off(tmp_path: Path) -> None:
    assert load_config({}).public_requests_per_minute == 120
    assert load_config({"FEDREG_PUBLIC_REQUESTS_PER_MINUTE": "0"}).public_requests_per_minute == 0
    with pytest.raises(ConfigError):
        load_config({"FEDREG_PUBLIC_REQUESTS_PER_MINUTE": "-1"})
    engine = create_engine(f"sqlite+aiosqlite:///{tmp_path / 'unused.db'}")
    try:
        assert isinstance(public_limit(engine, 30), SharedRequestLimiter)
        off = public_limit(engine, 0)
        for _ in range(3):
            await off.hit("public", "10.0.0.1", "")  # never refused, nothing stored
    finally:
        await engine.dispose()


def test_public_page_seconds() -> None:
    assert load_config({}).public_page_seconds == 1
    assert load_config({"FEDREG_PUBLIC_PAGE_SECONDS": "0"}).public_page_seconds == 0
    with pytest.raises(ConfigError):
        load_config({"FEDREG_PUBLIC_PAGE_SECONDS": "-1"})


def test_the_notice_interval_is_30_seconds_unless_set_and_0_sends_none() -> None:
    assert load_config({}).notice_interval_seconds == 30
    assert load_config({"FEDREG_NOTICE_INTERVAL_SECONDS": "0"}).notice_interval_seconds == 0
    busy = load_config({"FEDREG_NOTICE_BUSY_REQUESTS": "25"})
    assert (busy.notice_busy_requests, busy.notice_longest_wait_seconds) == (25, 300)
    assert load_config({}).notice_busy_requests == 3
    with pytest.raises(ConfigError, match="FEDREG_NOTICE_INTERVAL_SECONDS"):
        load_config({"FEDREG_NOTICE_INTERVAL_SECONDS": "soon"})


def test_the_federations_time_zone_is_belgrade_unless_set() -> None:
    assert load_config({}).time_zone.key == "Europe/Belgrade"
    assert load_config({"FEDREG_TIME_ZONE": " Europe/Sarajevo "}).time_zone.key == "Europe/Sarajevo"


def test_the_clock_tells_the_federations_wall_time_whatever_the_machines_zone() -> None:
    """A server in UTC (a container's default) opens applications at the federation's
    minute: its clock answers the zone's naive wall time, to the second."""
    zones = [ZoneInfo("Europe/Belgrade"), ZoneInfo("America/New_York"), ZoneInfo("UTC")]
    before = datetime.now(UTC)
    told = [SystemClock(zone).now() for zone in zones]
    after = datetime.now(UTC)
    for zone, now in zip(zones, told, strict=True):
        assert now.tzinfo is None and now.microsecond == 0
        moment = now.replace(tzinfo=zone).astimezone(UTC)
        assert before.replace(microsecond=0) - timedelta(seconds=1) <= moment <= after
