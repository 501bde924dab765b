"""Stored registrations as the fee engine prices them: the one road to ``fees.Registration``.

Storage answers each registration's payment flags and entries as a ``StoredRegistration``
(``RegistrationLists.fee_registrations``) and the catalogue's payment flags as a
``FeeCatalogue``; ``FeeCatalogue.registrations`` is the only maker of the engine's input.
What a registration's flags are is decided here too: a competitor pays by its member's
``no_pay`` and ``always_pays``, a team by its own (``StoredRegistration.of_competitor`` and
``of_team``, which in-memory storage uses; SQL storage selects the same columns).
"""

from collections.abc import Iterable, Mapping
from datetime import datetime
from typing import NamedTuple

from fedreg_core import fees
from fedreg_core.domain.entities import (
    Category,
    CategoryEntry,
    CompetitorRegistration,
    Discipline,
    Member,
    TeamRegistration,
)


class EntryIds(NamedTuple):
    """One (category, discipline) pair a registration entered."""

    category_id: int
    discipline_id: int


class StoredRegistration(NamedTuple):
    """A competitor's or a team's registration with what pricing it needs."""

    id: int
    club_id: int
    is_team: bool
    no_pay: bool
    always_pays: bool
    entries: tuple[EntryIds, ...]
    entered_at: datetime | None = None
    """When it was entered (a late rule's surcharge counts on it)."""

    @classmethod
    def of_competitor(
        cls, registration: CompetitorRegistration, member: Member
    ) -> "StoredRegistration":
        """A competitor's registration: the member's payment flags; entries on the waiting
        list are not charged."""
        assert registration.id is not None
        entries = in_place(registration.categories, registration.waiting)
        flags = (member.no_pay, member.always_pays)
        return cls(
            registration.id, registration.club_id, False, *flags, entries, registration.created_at
        )

    @classmethod
    def of_team(cls, team: TeamRegistration) -> "StoredRegistration":
        """A team's registration: the team's own payment flags; entries on the waiting list
        are not charged."""
        assert team.id is not None
        entries = in_place(team.categories, team.waiting)
        flags = (team.no_pay, team.always_pays)
        return cls(team.id, team.club_id, True, *flags, entries, team.created_at)


def in_place(
    categories: Iterable[CategoryEntry], waiting: list[tuple[int, int]]
) -> tuple[EntryIds, ...]:
    """A registration's entries that hold a place: those not on the waiting list."""
    left_out = set(waiting)
    return tuple(e for e in entry_ids(categories) if e not in left_out)


def entry_ids(categories: Iterable[CategoryEntry]) -> tuple[EntryIds, ...]:
    """A registration's chosen categories and their disciplines as entry pairs."""
    return tuple(
        EntryIds(chosen.category_id, discipline_id)
        for chosen in categories
        for discipline_id in chosen.discipline_ids
    )


class ClubAlike(NamedTuple):
    """Alike registrations of one club."""

    club_id: int
    alike: fees.AlikeRegistrations


class _EntryOf(dict[EntryIds, fees.Entry]):
    """A catalogue's entries by pair, each made once when first asked."""

    def __init__(self, catalogue: "FeeCatalogue") -> None:
        super().__init__()
        self._catalogue = catalogue

    def __missing__(self, ids: EntryIds) -> fees.Entry:
        found = self[ids] = self._catalogue.entry(ids)
        return found


class FeeCatalogue:
    """Categories and disciplines as the fee engine sees them, each made once, and the
    registrations priced by them."""

    def __init__(
        self, categories: Mapping[int, fees.Category], disciplines: Mapping[int, fees.Discipline]
    ) -> None:
        self._categories = categories
        self._disciplines = disciplines
        self._entries: dict[tuple[EntryIds, ...], tuple[fees.Entry, ...]] = {}
        self._entry = _EntryOf(self)

    @classmethod
    def of(
        cls, categories: Iterable[Category], disciplines: Iterable[Discipline]
    ) -> "FeeCatalogue":
        """The payment flags of stored categories and disciplines."""
        return cls(
            {c.id: fees.Category(c.id, c.no_pay) for c in categories if c.id is not None},
            {
                d.id: fees.Discipline(d.id, d.no_pay, d.always_pay, d.is_kata_a, d.is_kata_b)
                for d in disciplines
                if d.id is not None
            },
        )

    def entries(self, ids: tuple[EntryIds, ...]) -> tuple[fees.Entry, ...]:
        """The engine's entries of ``ids``; registrations that entered the same share them."""
        found = self._entries.get(ids)
        if found is None:
            found = self._entries[ids] = tuple(map(self._entry.__getitem__, ids))
        return found

    def entry(self, ids: EntryIds) -> fees.Entry:
        """The engine's entry of one (category, discipline) pair."""
        return fees.Entry(self._categories[ids.category_id], self._disciplines[ids.discipline_id])

    def counted(
        self, stored: Iterable[StoredRegistration], late: fees.LateRule | None = None
    ) -> list[ClubAlike]:
        """``stored`` counted by club into alike registrations (late by ``late``), as the
        database counts a live tournament's (``RegistrationLists.fee_counts``)."""
        registrations = list(stored)
        counts: dict[tuple[int, bool, int, bool], int] = {}
        for r, priced in zip(registrations, self.registrations(registrations), strict=True):
            is_late = late is not None and late.is_late(r.entered_at)
            key = (r.club_id, r.is_team, fees.chargeable_count(priced), is_late)
            counts[key] = counts.get(key, 0) + 1
        return [
            ClubAlike(club, fees.AlikeRegistrations(is_team, chargeable, n, is_late))
            for (club, is_team, chargeable, is_late), n in counts.items()
        ]

    def registrations(self, stored: Iterable[StoredRegistration]) -> list[fees.Registration]:
        """The engine's input for each stored registration, in order: the only maker of
        ``fees.Registration`` from storage."""
        known, made, registration = self._entries.get, self.entries, fees.Registration
        return [
            registration(i, known(ids) or made(ids), is_team, no_pay, always_pays, entered_at)
            for i, _club, is_team, no_pay, always_pays, ids, entered_at in stored
        ]
