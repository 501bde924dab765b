"""The tournament file of ``fedreg tournaments create|update --file``: YAML or JSON.

```yaml
name: Prvenstvo Srbije 2027
description: <p>1. mart, Beograd.</p>        # HTML, cleaned as the webapp's editor is
startDate: 2027-01-15 00:00                   # applications open from: local date and time
endDate: 2027-02-20 23:59                     # and close then (left out: when closed by hand)
eventDate: 2027-03-01                         # the competition day ages and certificates count on
place: Hala sportova, Beograd                 # where it is held (printed with the date)
requireMedical: false                         # a medical certificate valid on the event date
registrationOpen: true                        # open for applications (becomes the active one)
registrationByClock: false                    # true: open at startDate, close at endDate alone
disciplines: [Kata, Kumite]                   # individual disciplines, by name
teamDisciplines: [Kata ekipno]                # team disciplines, by name
fees:                                         # whole RSD; each *_break the discount on its fee
  single_fee_1: 2000                          # the first discipline of a competitor
  single_fee_1_break: 500
  single_fee_2: 3500                          # two disciplines
  single_fee_2_break: 500
  single_fee_other: 4500                      # three or more
  single_fee_other_break: 1000
  team_fee: 3000
  team_fee_break: 0
isArchived: false                             # update only: false unarchives
```

``create`` needs name, description, startDate, disciplines and teamDisciplines; fees left
out are 0. ``update`` changes only the keys the file has.
"""

from contextlib import suppress
from dataclasses import dataclass
from datetime import date, datetime
from pathlib import Path
from typing import Any

from adapters.cli.documents import Fields, read_document, shown
from fedreg_core.domain.catalog_rules import FEE_FIELDS

FILE_KEYS = (
    "name",
    "description",
    "startDate",
    "endDate",
    "eventDate",
    "place",
    "requireMedical",
    "registrationOpen",
    "registrationByClock",
    "disciplines",
    "teamDisciplines",
    "fees",
    "isArchived",
)
PLAIN = {
    "name": ("name", str),
    "description": ("description", str),
    "place": ("place", str),
    "registrationOpen": ("registration_open", bool),
    "registrationByClock": ("registration_by_clock", bool),
    "requireMedical": ("require_medical", bool),
    "isArchived": ("is_archived", bool),
}
"""File keys taken as they are: the field of ``TournamentChanges`` and the type."""


@dataclass(frozen=True, slots=True)
class TournamentFile:
    """A tournament file: ``TournamentChanges`` fields, and disciplines still by name."""

    changes: dict[str, Any]
    disciplines: list[str] | None = None
    team_disciplines: list[str] | None = None


def _moment(fields_: Fields, key: str) -> datetime | None:
    """A local date and time (``2027-03-01 09:00``, ISO 8601) or a date (midnight)."""
    value = fields_.raw[key]
    if value is None and key == "endDate":
        return None
    if isinstance(value, datetime):
        moment = value
    elif isinstance(value, date):
        moment = datetime(value.year, value.month, value.day)
    elif isinstance(value, str):
        try:
            moment = datetime.fromisoformat(value.strip())
        except ValueError:
            fields_.fail(f"{fields_.name(key)} must be a date and time, got {shown(value)}")
    else:
        fields_.fail(f"{fields_.name(key)} must be a date and time, got {shown(value)}")
    if moment.tzinfo is not None:
        fields_.fail(f"{fields_.name(key)} must be a local time, without a time zone")
    return moment


def _day(fields_: Fields, key: str) -> date | None:
    """A date (``2027-03-01``), or null to clear it."""
    value = fields_.raw[key]
    if value is None:
        return None
    day = value if isinstance(value, date) and not isinstance(value, datetime) else None
    if isinstance(value, str):
        with suppress(ValueError):
            day = date.fromisoformat(value.strip())
    if day is None:
        fields_.fail(f"{fields_.name(key)} must be a date, got {shown(value)}")
    return day


def read_tournament(path: Path) -> TournamentFile:
    """The tournament file's changes; ``DocumentError`` when it is not one."""
    document = Fields(read_document(path), "", FILE_KEYS)
    changes: dict[str, Any] = {
        field: document.get(key, kind)
        for key, (field, kind) in PLAIN.items()
        if key in document.raw
    }
    for key, field in (("startDate", "start_date"), ("endDate", "end_date")):
        if key in document.raw:
            changes[field] = _moment(document, key)
    if "eventDate" in document.raw:
        changes["event_date"] = _day(document, "eventDate")
    if "fees" in document.raw:
        fees = Fields(document.get("fees", dict), "fees", FEE_FIELDS)
        changes.update({key: fees.get(key, int) for key in FEE_FIELDS if key in fees.raw})
    return TournamentFile(
        changes,
        document.texts("disciplines") if "disciplines" in document.raw else None,
        document.texts("teamDisciplines") if "teamDisciplines" in document.raw else None,
    )
