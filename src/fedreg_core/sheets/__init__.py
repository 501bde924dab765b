"""Spreadsheets and printed reports of the federation's data: the columns a club's people are
imported and exported in, how a cell is read, duplicate detection and the report of an import.
Standard library only; the file formats are the adapters'."""
