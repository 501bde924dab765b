"""Spreadsheet files: .xlsx, .ods and .csv read (python-calamine, the standard csv module),
.xlsx written (XlsxWriter). Hostile files are refused before a parser sees them."""
