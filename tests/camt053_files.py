"""camt.053 statements as banks write them, for tests: the expected payments written out,
in the 2009 layout (``.001.02``, payer at ``Dbtr/Nm``) or the 2019 one (``.001.08``,
``Dbtr/Pty/Nm``)."""

from dataclasses import dataclass
from decimal import Decimal
from xml.sax.saxutils import escape


@dataclass(frozen=True)
class Payment:
    amount: str
    payer: str
    reference: str = ""
    text: str = ""
    currency: str = "RSD"
    debit: bool = False
    bank_reference: str = ""
    booked: str = "2027-02-10"


def _transaction(payment: Payment, version: str) -> str:
    payer = f"<Nm>{escape(payment.payer)}</Nm>"
    party = f"<Pty>{payer}</Pty>" if version >= "001.08" else payer
    refs = f"<AcctSvcrRef>{payment.bank_reference}</AcctSvcrRef>" if payment.bank_reference else ""
    structured = (
        f"<Strd><CdtrRefInf><Ref>{escape(payment.reference)}</Ref></CdtrRefInf></Strd>"
        if payment.reference
        else ""
    )
    text = f"<Ustrd>{escape(payment.text)}</Ustrd>" if payment.text else ""
    return (
        f"<TxDtls><Refs>{refs}<EndToEndId>NOTPROVIDED</EndToEndId></Refs>"
        f'<AmtDtls><TxAmt><Amt Ccy="{payment.currency}">{payment.amount}</Amt></TxAmt></AmtDtls>'
        f"<RltdPties><Dbtr>{party}</Dbtr></RltdPties>"
        f"<RmtInf>{text}{structured}</RmtInf></TxDtls>"
    )


def _entry(payments: list[Payment], version: str) -> str:
    p = payments[0]
    total = p.amount if len(payments) == 1 else str(sum(Decimal(each.amount) for each in payments))
    return (
        f'<Ntry><Amt Ccy="{p.currency}">{total}</Amt>'
        f"<CdtDbtInd>{'DBIT' if p.debit else 'CRDT'}</CdtDbtInd><Sts>BOOK</Sts>"
        f"<BookgDt><Dt>{p.booked}</Dt></BookgDt><ValDt><Dt>{p.booked}</Dt></ValDt>"
        f"<BkTxCd/><NtryDtls>{''.join(_transaction(each, version) for each in payments)}"
        "</NtryDtls></Ntry>"
    )


def camt053(
    payments: list[Payment],
    *,
    version: str = "001.02",
    statement: str = "IZV-7",
    one_entry: bool = False,
) -> bytes:
    """A statement of these payments, each an entry of its own or (``one_entry``) all
    transactions of one entry, as banks book a batch."""
    entries = (
        _entry(payments, version) if one_entry else "".join(_entry([p], version) for p in payments)
    )
    return (
        '<?xml version="1.0" encoding="UTF-8"?>'
        f'<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.{version}">'
        f"<BkToCstmrStmt><GrpHdr><MsgId>M1</MsgId><CreDtTm>2027-02-11T08:00:00</CreDtTm></GrpHdr>"
        f"<Stmt><Id>{statement}</Id><Acct><Id><Othr><Id>840000000095584510</Id></Othr></Id></Acct>"
        f"{entries}</Stmt></BkToCstmrStmt></Document>"
    ).encode()
