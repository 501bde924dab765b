"""The chargeable rule declared as data (``fees.chargeable``) and read as a truth table."""

import itertools

from fedreg_core.fees.chargeable import (
    CHARGEABLE,
    CHARGEABLE_BY_FLAGS,
    AllOf,
    AnyOf,
    Flag,
    Not,
    holds,
    translate,
)


def test_the_truth_table_covers_every_combination_of_flags() -> None:
    assert len(CHARGEABLE_BY_FLAGS) == 2 ** len(Flag)
    for flags in itertools.product([False, True], repeat=len(Flag)):
        bits = sum(f.value for f, on in zip(Flag, flags, strict=True) if on)
        assert CHARGEABLE_BY_FLAGS[bits] == holds(CHARGEABLE, bits)


def test_the_rules_in_words() -> None:
    def chargeable(*flags: Flag) -> bool:
        return CHARGEABLE_BY_FLAGS[sum(f.value for f in flags)]

    assert chargeable()  # rule 4
    assert not chargeable(Flag.CATEGORY_NO_PAY)  # rule 2
    assert chargeable(Flag.CATEGORY_NO_PAY, Flag.REGISTRATION_ALWAYS_PAYS)  # rule 1 wins
    assert chargeable(Flag.REGISTRATION_NO_PAY, Flag.DISCIPLINE_ALWAYS_PAY)
    assert chargeable(Flag.DISCIPLINE_KATA_A)
    assert not chargeable(Flag.DISCIPLINE_KATA_A, Flag.REGISTRATION_HAS_KATA_B)  # rule 3
    assert chargeable(
        Flag.DISCIPLINE_KATA_A, Flag.REGISTRATION_HAS_KATA_B, Flag.DISCIPLINE_ALWAYS_PAY
    )


def test_translate_reads_the_declaration_in_another_language() -> None:
    condition = AnyOf(
        (Flag.CATEGORY_NO_PAY, AllOf((Not(Flag.DISCIPLINE_NO_PAY), Flag.DISCIPLINE_KATA_A)))
    )
    written = translate(
        condition,
        lambda f: (f.name or "").lower(),
        lambda t: "(" + " OR ".join(t) + ")",
        lambda t: "(" + " AND ".join(t) + ")",
        lambda t: f"NOT {t}",
    )
    assert written == "(category_no_pay OR (NOT discipline_no_pay AND discipline_kata_a))"
