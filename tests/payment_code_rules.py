"""The payment codes' rules written out as checks, independently of the code that builds the
strings: a test reads a decoded code with these and names the rule it breaks."""

import re

from fedreg_core.payments.check_digits import (
    is_creditor_reference,
    is_iban,
    is_model97_reference,
    serbian_account,
)

IPS_TAGS = ("K", "V", "C", "R", "N", "I", "P", "SF", "S", "RO")
IPS_LIMITS = {"N": 70, "P": 70, "S": 35, "RO": 25}
TEXT = re.compile(r"^[\w !()/@}:\[~#*;\]$+<^%,=\"&\->`.?{'\n]*$")


def ips_breaches(payload: str) -> list[str]:
    """What in ``payload`` breaks the NBS IPS rules for a "PR" code; empty when nothing."""
    breaches = []
    if payload != payload.strip() or payload.endswith("|") or payload.startswith("|"):
        breaches.append("space or delimiter at an end")
    fields = [part.split(":", 1) for part in payload.split("|")]
    tags = [field[0] for field in fields]
    if [tag for tag in IPS_TAGS if tag in tags] != tags or len(set(tags)) != len(tags):
        breaches.append(f"tags out of order or unknown: {tags}")
    values = dict(field for field in fields if len(field) == 2)
    if any(value == "" for value in values.values()):
        breaches.append("an empty tag")
    if values.get("K") != "PR" or values.get("V") != "01" or values.get("C") != "1":
        breaches.append("K, V or C")
    account = values.get("R", "")
    if not (len(account) == 18 and serbian_account(account) == account):
        breaches.append("R")
    if not re.fullmatch(r"RSD\d{1,12},\d{2}", values.get("I", "")) or len(values["I"]) > 18:
        breaches.append("I")
    if not values.get("N"):
        breaches.append("N missing")
    for tag, limit in IPS_LIMITS.items():
        value = values.get(tag, "")
        if len(value) > limit or not TEXT.match(value):
            breaches.append(tag)
    for tag in ("N", "P"):
        if values.get(tag, "").count("\n") > 2:
            breaches.append(f"{tag} lines")
    if "SF" in values and not re.fullmatch(r"[12]\d\d", values["SF"]):
        breaches.append("SF")
    reference = values.get("RO", "")
    if reference and not (reference.startswith("97") and is_model97_reference(reference[2:])):
        breaches.append("RO")
    return breaches


def epc_breaches(payload: str) -> list[str]:
    """What in ``payload`` breaks the EPC QR rules (version 002, UTF-8, SCT)."""
    breaches = []
    if len(payload.encode()) > 331:
        breaches.append("longer than 331 bytes")
    lines = payload.split("\n")
    if lines[:4] != ["BCD", "002", "1", "SCT"]:
        breaches.append("header")
    if not 10 <= len(lines) <= 12:
        breaches.append(f"{len(lines)} lines")
        return breaches
    bic, name, iban, amount, purpose, reference = lines[4:10]
    if bic and len(bic) not in (8, 11):
        breaches.append("BIC")
    if not name or len(name) > 70:
        breaches.append("name")
    if not is_iban(iban) or " " in iban:
        breaches.append("IBAN")
    if not re.fullmatch(r"EUR(?:0|[1-9]\d{0,8})\.\d\d", amount) or amount == "EUR0.00":
        breaches.append("amount")
    if purpose and not re.fullmatch(r"[A-Z]{4}", purpose):
        breaches.append("purpose")
    if not is_creditor_reference(reference) or len(reference) > 35:
        breaches.append("reference")
    if len(lines) > 10 and lines[10] and reference:
        breaches.append("both a reference and a text")
    return breaches
