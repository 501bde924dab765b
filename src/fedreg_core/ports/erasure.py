"""Where copies of an erased person's name are kept besides their record, and their rewriting
(docs/privacy.md, Erasure)."""

from typing import Protocol

from fedreg_core.domain.access import PersonRef
from fedreg_core.domain.erasure import Renaming
from fedreg_core.payments.invoices import Invoice


class ErasureStore(Protocol):
    async def rename(self, person: PersonRef, renaming: Renaming) -> list[Invoice]:
        """Write the pseudonym over every stored copy of the person's name: the lines of the
        draws of their entries (a team's by its last names), the tournament history's lines
        naming them, the labels of invoice lines of their entries (and any other line of
        those invoices naming them), payments whose payer or text names them; stored answers
        of repeated requests holding their first or last name are dropped. Answers
        the invoices whose lines were relabelled, as they read now, to be printed again. A
        fixed number of statements, however much there is."""
        ...
