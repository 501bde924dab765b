"""An issued invoice as its printed document, in the reader's language: the issuer, the
facts, the lines and totals, and the payment slip beside the QR code for what is due."""

from fedreg_core.messages import translate
from fedreg_core.messages.local_formats import printed_date
from fedreg_core.payments.codes import money, payment_code
from fedreg_core.payments.invoices import Invoice
from fedreg_core.ports.printing import PrintedInvoice, ReportColumn


def printed_invoice(invoice: Invoice, language: str) -> PrintedInvoice:
    def t(key: str, **values: object) -> str:
        return translate(key, language, values)

    currency = invoice.payee.currency
    payee = invoice.payee
    facts = [
        (t("invoice_buyer"), invoice.club_name),
        (t("invoice_tournament"), invoice.tournament_name),
        (t("invoice_issued_on"), printed_date(invoice.issued_on, language)),
        (t("invoice_due_on"), printed_date(invoice.due_on, language)),
        (t("invoice_reference"), invoice.reference),
    ]
    if invoice.corrects:
        facts.append((t("invoice_corrects"), invoice.corrects))
    rows = tuple(
        (
            f"{t(f'print_{line.kind}')}: {line.label}",
            str(line.chargeable),
            money(line.price, currency),
            money(line.discount, currency),
            money(line.net, currency),
        )
        for line in invoice.lines
    )
    totals = (
        (t("print_gross"), money(invoice.gross, currency)),
        (t("print_discounts"), money(invoice.discounts, currency)),
        (t("print_net_total"), money(invoice.net, currency)),
        (t("print_deduction"), f"{invoice.deduction_percent} %"),
        (t("print_total"), money(invoice.total, currency)),
    )
    paying = invoice.total > 0
    amount = money(abs(invoice.total), currency)
    if payee.pays_by_iban:
        fields = [
            (t("invoice_payee"), payee.legal_name),
            (t("invoice_iban"), payee.account),
            (t("invoice_bic"), payee.bic),
            (t("invoice_amount"), amount),
            (t("invoice_reference"), invoice.reference),
        ]
    else:
        fields = [
            (t("invoice_payer"), invoice.club_name),
            (t("invoice_purpose"), f"{payee.purpose} {invoice.number}".strip()),
            (t("invoice_payee"), f"{payee.legal_name}, {payee.address}"),
            (t("invoice_payment_code"), payee.payment_code),
            (t("invoice_amount"), amount),
            (t("invoice_account"), payee.account),
            (t("invoice_model_reference"), f"97 {invoice.reference}"),
        ]
    issuer = [payee.legal_name, payee.address]
    if payee.tax_number:
        issuer.append(t("invoice_tax_number", value=payee.tax_number))
    return PrintedInvoice(
        title=t(f"invoice_title_{invoice.kind.value}", number=str(invoice.number)),
        issuer=tuple(line for line in issuer if line),
        facts=tuple(facts),
        columns=(
            ReportColumn(t("print_registration")),
            *(
                ReportColumn(t(key), numeric=True)
                for key in ("print_chargeable", "print_price", "print_discount", "print_net")
            ),
        ),
        rows=rows,
        totals=totals,
        payment_title=t("invoice_pay_title" if paying else "invoice_refund_title"),
        payment_fields=tuple(fields),
        payment_code=payment_code(invoice, invoice.total) if paying else "",
        note=t("invoice_scan_note" if paying else "invoice_credit_note"),
        language=language,
    )
