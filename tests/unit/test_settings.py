"""Configuration from the environment."""

from pathlib import Path

import pytest

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


def test_trusted_proxies_are_none_by_default_and_checked() -> None:
    assert load_config({}).trusted_proxies == ()
    listed = load_config({"FEDREG_TRUSTED_PROXIES": " 10.0.0.5, 192.168.0.0/24,,::1 "})
    assert listed.trusted_proxies == ("10.0.0.5", "192.168.0.0/24", "::1")
    with pytest.raises(ConfigError, match="FEDREG_TRUSTED_PROXIES"):
        load_config({"FEDREG_TRUSTED_PROXIES": "10.0.0.5, proxy.example.org"})
