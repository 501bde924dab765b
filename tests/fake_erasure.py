"""The copies of an erased person's name in the fake database: the history and the invoice
lines of their entries (the draws, payments and stored answers are the SQL tests')."""

from dataclasses import replace
from typing import TYPE_CHECKING

from fedreg_core.domain.access import PersonRef
from fedreg_core.domain.erasure import Renaming
from fedreg_core.payments.invoices import Invoice, InvoiceLine

if TYPE_CHECKING:
    from tests.fakes import FakeDatabase


def _relabelled(line: InvoiceLine, theirs: set[int | None], renaming: Renaming) -> str:
    own = line.registration_id in theirs and line.kind == "competitor"
    return renaming.new_name if own else renaming.in_text(line.label)


class FakeErasureStore:
    def __init__(self, db: "FakeDatabase") -> None:
        self.db = db

    async def rename(self, person: PersonRef, renaming: Renaming) -> list[Invoice]:
        for entry in self.db.history.all():
            said = entry.people is not None  # whom it is about, or only its text tells
            if person in (entry.people or ()) if said else renaming.names(entry.item):
                await self.db.history.update(replace(entry, item=renaming.in_text(entry.item)))
        if person.kind != "members":
            return []
        ids = {
            "competitor": {
                r.id for r in self.db.competitor_registrations.where(member_id=person.id)
            },
            "team": {t.id for t in self.db.team_registrations.all() if person.id in t.member_ids},
        }
        relabelled: list[Invoice] = []
        for invoice in self.db.invoices.all():
            lines = tuple(
                replace(line, label=_relabelled(line, ids[line.kind], renaming))
                for line in invoice.lines
            )
            if lines != invoice.lines:
                relabelled.append(await self.db.invoices.update(replace(invoice, lines=lines)))
        return relabelled
