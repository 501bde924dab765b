"""Messages of money: bank statements that cannot be read and their lines that cannot be
assigned (sr, en); ``fedreg_core.messages`` merges them in."""

PAYMENT_MESSAGES: dict[str, dict[str, str]] = {
    "sr": {
        "error_statement_not_camt053": (
            "Ovo nije izvod u formatu camt.053 (ISO 20022): izvezite ga iz banke ponovo."
        ),
        "error_statement_columns": (
            "Kolone izvoda se ne poklapaju sa podešavanjem za ovu banku: nedostaje kolona {column}."
        ),
        "error_statement_amount": "Iznos {value} u redu {row} nije broj.",
        "error_statement_date": "Datum {value} u redu {row} nije ispravan.",
        "statement_other_currency": "Uplata nije u valuti u kojoj savez naplaćuje.",
        "statement_not_positive": "Iznos nije veći od nule.",
        "statement_unknown_reference": "Nijedan račun nema ovaj poziv na broj.",
        "statement_bad_reference": "Kontrolni broj poziva na broj nije ispravan.",
        "statement_no_reference": "Uplata nema poziv na broj.",
        "error_payment_settings_missing": (
            "Pre izdavanja računa unesite podatke saveza za plaćanje (podešavanja plaćanja)."
        ),
        "error_invoice_nothing_due": "Klub nema ništa da plati za ovaj turnir.",
        "error_invoice_up_to_date": "Izdati računi se slažu sa prijavama: nema šta da se izda.",
        "error_account": "Unesite ispravan račun (npr. 840-955845-10) ili IBAN.",
        "error_bic": "BIC ima 8 ili 11 slova i cifara.",
        "error_payment_code": "Šifra plaćanja ima tri cifre i počinje sa 1 ili 2.",
        "error_currency_of_account": "Uplate na račun u Srbiji su u RSD, a na IBAN u EUR.",
        "error_due_days": "Rok plaćanja je od 0 do 365 dana.",
        "error_amount_positive": "Iznos mora biti veći od nule.",
        "error_payment_already_assigned": "Uplata je već proknjižena na račun.",
        "error_payment_other_currency": "Uplata nije u valuti računa.",
        "purpose_too_long": "Najviše 35 znakova.",
        "invoice_title_invoice": "Račun {number}",
        "invoice_title_supplement": "Dopunski račun {number}",
        "invoice_title_credit_note": "Knjižno odobrenje {number}",
        "invoice_tax_number": "PIB: {value}",
        "invoice_buyer": "Kupac",
        "invoice_tournament": "Turnir",
        "invoice_issued_on": "Datum izdavanja",
        "invoice_due_on": "Rok plaćanja",
        "invoice_reference": "Poziv na broj",
        "invoice_corrects": "Ispravlja račun",
        "invoice_pay_title": "Uplata",
        "invoice_refund_title": "Povraćaj",
        "invoice_payer": "Uplatilac",
        "invoice_purpose": "Svrha uplate",
        "invoice_payee": "Primalac",
        "invoice_payment_code": "Šifra plaćanja",
        "invoice_amount": "Iznos",
        "invoice_account": "Račun primaoca",
        "invoice_model_reference": "Model i poziv na broj",
        "invoice_iban": "IBAN",
        "invoice_bic": "BIC",
        "invoice_scan_note": (
            "Skenirajte QR kod u aplikaciji svoje banke: svi podaci za uplatu se popunjavaju sami."
        ),
        "invoice_credit_note": "Iznos knjižnog odobrenja umanjuje dug kluba za ovaj turnir.",
    },
    "en": {
        "error_statement_not_camt053": (
            "This is not a camt.053 (ISO 20022) statement: export it from the bank again."
        ),
        "error_statement_columns": (
            "The statement's columns do not fit this bank's mapping: column {column} is missing."
        ),
        "error_statement_amount": "The amount {value} in row {row} is not a number.",
        "error_statement_date": "The date {value} in row {row} is not a date.",
        "statement_other_currency": "The payment is not in the currency the federation charges in.",
        "statement_not_positive": "The amount is not more than zero.",
        "statement_unknown_reference": "No invoice has this payment reference.",
        "statement_bad_reference": "The payment reference's check digits are wrong.",
        "statement_no_reference": "The payment has no reference.",
        "error_payment_settings_missing": (
            "Before issuing invoices, enter how the federation is paid (payment settings)."
        ),
        "error_invoice_nothing_due": "The club owes nothing for this tournament.",
        "error_invoice_up_to_date": "The issued invoices match the entries: nothing to issue.",
        "error_account": "Enter a valid account (e.g. 840-955845-10) or IBAN.",
        "error_bic": "A BIC has 8 or 11 letters and digits.",
        "error_payment_code": "A payment code has three digits and starts with 1 or 2.",
        "error_currency_of_account": "Payments to a Serbian account are in RSD, to an IBAN in EUR.",
        "error_due_days": "The due period is 0 to 365 days.",
        "error_amount_positive": "The amount must be more than zero.",
        "error_payment_already_assigned": "The payment is already counted for an invoice.",
        "error_payment_other_currency": "The payment is not in the invoice's currency.",
        "purpose_too_long": "At most 35 characters.",
        "invoice_title_invoice": "Invoice {number}",
        "invoice_title_supplement": "Supplementary invoice {number}",
        "invoice_title_credit_note": "Credit note {number}",
        "invoice_tax_number": "Tax number: {value}",
        "invoice_buyer": "Buyer",
        "invoice_tournament": "Tournament",
        "invoice_issued_on": "Issued on",
        "invoice_due_on": "Due on",
        "invoice_reference": "Payment reference",
        "invoice_corrects": "Corrects invoice",
        "invoice_pay_title": "Payment",
        "invoice_refund_title": "Refund",
        "invoice_payer": "Payer",
        "invoice_purpose": "Purpose",
        "invoice_payee": "Payee",
        "invoice_payment_code": "Payment code",
        "invoice_amount": "Amount",
        "invoice_account": "Payee's account",
        "invoice_model_reference": "Model and reference",
        "invoice_iban": "IBAN",
        "invoice_bic": "BIC",
        "invoice_scan_note": (
            "Scan the QR code in your bank's app: every payment detail fills itself in."
        ),
        "invoice_credit_note": "The credit note lowers what the club owes for this tournament.",
    },
}
