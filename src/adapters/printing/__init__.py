"""Printed reports as PDF, typeset by Typst (the ``typst`` wheel, fonts embedded)."""
