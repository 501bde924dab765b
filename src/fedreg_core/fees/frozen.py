"""What an archived tournament's fee is computed from, as it was when it was archived.

Archiving freezes the inputs of the fee engine that could still change afterwards: each
registration's payment flags (a competitor's are its member's ``no_pay`` and
``always_pays``, which the member keeps changing in later seasons) and the payment flags of
the categories and disciplines entered (the catalogue is shared by every season). The
registrations, the tournament's prices and the clubs' deductions of an archived tournament
cannot change (``ensure_not_archived``), so they are read as stored. Unarchiving thaws:
the fee is computed from the live flags again. ``fees.inputs`` stays the one road to the
engine; this only hands it the frozen values (``FrozenFees.inputs``).
"""

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from fedreg_core import fees
from fedreg_core.fees.inputs import FeeCatalogue, StoredRegistration

RegistrationKey = tuple[bool, int]
"""(is a team's, registration id)."""


@dataclass(frozen=True, slots=True)
class FrozenFees:
    flags: Mapping[RegistrationKey, tuple[bool, bool]]
    """(``no_pay``, ``always_pays``) of each registration when archived."""
    categories: Mapping[int, fees.Category]
    disciplines: Mapping[int, fees.Discipline]

    @classmethod
    def of(cls, stored: Iterable[StoredRegistration], catalogue: FeeCatalogue) -> "FrozenFees":
        """The tournament's registrations' flags and those of the catalogue entries they
        entered, as they are now."""
        registrations = list(stored)
        pairs = {pair for r in registrations for pair in r.entries}
        entries = catalogue.entries(tuple(sorted(pairs)))
        return cls(
            {(r.is_team, r.id): (r.no_pay, r.always_pays) for r in registrations},
            {entry.category.id: entry.category for entry in entries},
            {entry.discipline.id: entry.discipline for entry in entries},
        )

    def inputs(
        self, stored: Iterable[StoredRegistration]
    ) -> tuple[list[StoredRegistration], FeeCatalogue]:
        """``stored`` with the flags they had when archived (a registration not frozen keeps
        its own), and the catalogue as it was."""
        frozen = []
        for registration in stored:
            flags = self.flags.get((registration.is_team, registration.id))
            if flags is not None:
                registration = registration._replace(no_pay=flags[0], always_pays=flags[1])
            frozen.append(registration)
        return frozen, FeeCatalogue(self.categories, self.disciplines)
