"""The payment code an invoice carries for an amount: the NBS IPS code when the federation
is paid to a Serbian account, the EPC code when it is paid to an IBAN."""

from fedreg_core.payments.epc_qr import EpcPayment, epc_payload
from fedreg_core.payments.invoices import Invoice
from fedreg_core.payments.ips_qr import IpsPayment, ips_payload


def payment_code(invoice: Invoice, amount: int) -> str:
    """The string of the code that pays ``amount`` (minor units, more than zero) of it."""
    payee = invoice.payee
    if payee.pays_by_iban:
        return epc_payload(
            EpcPayment(payee.account, payee.bic, payee.legal_name, amount, invoice.reference)
        )
    return ips_payload(
        IpsPayment(
            account=payee.account,
            payee=f"{payee.legal_name}\n{payee.address}",
            amount=amount,
            payment_code=payee.payment_code,
            purpose=f"{payee.purpose} {invoice.number}".strip(),
            reference=invoice.reference,
            payer=invoice.club_name,
        )
    )


def money(minor: int, currency: str) -> str:
    """``150050`` -> ``1.500,50 RSD``: grouped by dots, two decimals after a comma, as the
    webapp shows amounts with their para or cents."""
    whole = f"{abs(minor) // 100:,}".replace(",", ".")
    sign = "-" if minor < 0 else ""
    return f"{sign}{whole},{abs(minor) % 100:02d} {currency}"
