"""Money that comes in: payment references with their check digits and the strings of the
codes a phone pays by scanning (the NBS IPS QR code in Serbia, the EPC QR code in the SEPA
area). Pure functions; amounts are whole minor units (para, cents)."""
