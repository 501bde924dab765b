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
    },
}
