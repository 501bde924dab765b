"""Bank statements read into the core's ``StatementLine``: ISO 20022 camt.053 XML (every bank
in Serbia and the SEPA area exports it) and a bank's CSV export with a saved column mapping."""
