"""The keys sign-in and reset attempts are counted by (the counting: test_sql_attempts.py)."""

from adapters.sql.attempts import attempt_keys


def test_attempts_count_per_address_and_per_lower_cased_email() -> None:
    assert attempt_keys("1.1.1.1", " Coach@Example.COM ") == [
        "ip:1.1.1.1",
        "email:coach@example.com",
    ]


def test_an_attempt_without_email_counts_for_the_address_only() -> None:
    assert attempt_keys("1.1.1.1", "") == ["ip:1.1.1.1"]
    assert attempt_keys("unknown", "  ") == ["ip:unknown"]
