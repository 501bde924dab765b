"""Erasure over the fakes: the pseudonym and the rewriting of names, what each kind keeps,
who may erase, the refusal while entered in a tournament that is not archived, the second
erasure that changes nothing and an erased person's record that takes no change."""

from dataclasses import replace
from datetime import date, datetime

import pytest

from fedreg_core.domain.access import AccessKind, PersonRef
from fedreg_core.domain.entities import Coach, HistoryEntry, Member, Official, Referee, User
from fedreg_core.domain.enums import HistoryType, RefereeRang
from fedreg_core.domain.erasure import (
    Renaming,
    erased_coach,
    erased_member,
    erased_official,
    erased_referee,
    pseudonym_code,
    year_only,
)
from fedreg_core.domain.errors import Conflict, Forbidden, NotFound
from fedreg_core.domain.people_changes import RefereeChanges
from fedreg_core.services import invoicing, payments
from fedreg_core.services.erasure import ErasureRequest, erase_person
from fedreg_core.services.people import update_person
from fedreg_core.services.person_kinds import MEMBERS, REFEREES, FormContext, P, PersonKind
from tests.fake_access_log import ORIGIN
from tests.fakes import FakeUnitOfWork, RecordingPrinter
from tests.invoice_examples import SERBIAN_PAYEE
from tests.unit.registrations_setup import Cup
from tests.unit.test_registration_reports import worked_example

AT = datetime(2026, 3, 1, 10)
ANA = Renaming("Ana", "Anić", "Obrisano lice", "7F3A0C")


def test_the_pseudonym_is_stable_and_tells_kinds_apart() -> None:
    member = pseudonym_code(PersonRef("members", 7))
    assert member == pseudonym_code(PersonRef("members", 7))
    assert len(member) == 6 and member == member.upper() and int(member, 16) >= 0
    assert member not in {
        pseudonym_code(PersonRef("coaches", 7)),
        pseudonym_code(PersonRef("members", 8)),
    }


@pytest.mark.parametrize(
    ("text", "renamed"),
    [
        ("Ana Anić", "Obrisano lice 7F3A0C"),
        ("Kata: 1: Ana Anić: 41.00 → 41.20", "Kata: 1: Obrisano lice 7F3A0C: 41.00 → 41.20"),
        ("UPLATA ANIĆ ANA KOTIZACIJA", "UPLATA Obrisano lice 7F3A0C KOTIZACIJA"),
        ("Anić Ana, Iva Ilić", "Obrisano lice 7F3A0C, Iva Ilić"),
        ("Ana Anićević", "Obrisano lice 7F3A0Cević"),
        ("Iva Ilić", "Iva Ilić"),
    ],
)  # fmt: skip
def test_every_form_of_the_name_is_replaced(text: str, renamed: str) -> None:
    assert ANA.in_text(text) == renamed
    assert ANA.names(text) == (text != renamed)


@pytest.mark.parametrize(
    ("team", "renamed"),
    [
        ("Anić, Ilić", "7F3A0C, Ilić"),
        ("Anić, Anić, Ilić", "7F3A0C, Anić, Ilić"),  # a sister: the same text either way
        ("Ilić, Petrović", "Ilić, Petrović"),
    ],
)
def test_a_teams_last_names_lose_the_persons_once(team: str, renamed: str) -> None:
    assert ANA.in_last_names(team) == renamed


@pytest.mark.parametrize(
    ("line", "renamed"),
    [
        ("Kata: 1: Anić, Ilić: 41.00 → 41.20", "Kata: 1: 7F3A0C, Ilić: 41.00 → 41.20"),
        ("2/0: Ilić, Anić → Jović, Perić (3/0)", "2/0: Ilić, 7F3A0C → Jović, Perić (3/0)"),
        ("Ekipe: -Anić, Ilić, +Jović, Anić", "Ekipe: -7F3A0C, Ilić, +Jović, 7F3A0C"),
        ("Kata: 1: Iva Anić: 40.00 → 41.00", "Kata: 1: Iva Anić: 40.00 → 41.00"),
        ("Kata: 1: Anićević, Ilić: 40.00 → 41.00", "Kata: 1: Anićević, Ilić: 40.00 → 41.00"),
    ],
)  # fmt: skip
def test_a_team_named_by_last_names_in_a_history_line(line: str, renamed: str) -> None:
    assert ANA.in_team_lines(line) == renamed


def test_a_birth_date_keeps_its_year() -> None:
    assert year_only(date(2011, 4, 9)) == date(2011, 1, 1)


def test_each_kind_keeps_only_what_results_categories_and_fees_need() -> None:
    member = Member(
        1, "Ana", "Anić", date(2011, 4, 9), False, "PLAVI", no_pay=True, avatar="/files/a.png",
        weight_hg=615, medical_valid_until=date(2027, 1, 1), licence_number="SRB-1",
        nationality="SRB", id=4,
    )  # fmt: skip
    kept = erased_member(member, ANA, AT)
    assert (kept.first_name, kept.last_name, kept.born) == (
        "Obrisano lice",
        "7F3A0C",
        date(2011, 1, 1),
    )
    assert (kept.is_male, kept.belt, kept.club_id, kept.no_pay, kept.id) == (
        False,
        "PLAVI",
        1,
        True,
        4,
    )
    assert (kept.avatar, kept.weight_hg, kept.medical_valid_until) == (None, None, None)
    assert (kept.licence_number, kept.nationality, kept.erased_at) == (None, None, AT)
    coach = erased_coach(Coach(1, "Ana", "Anić", "WFF-1", "FP-2", "/files/c.png"), ANA, AT)
    assert (coach.no_certificate_wff, coach.no_fudokan_passport, coach.avatar) == ("", "", None)
    referee = erased_referee(
        Referee(1, "Ana", "Anić", 3, RefereeRang.OTHER, "Savezni", "W1", "W2", "F3"), ANA, AT
    )
    assert (referee.dan, referee.rang, referee.rang_other) == (3, RefereeRang.OTHER, "")
    assert (referee.no_certificate_wff, referee.no_referee_certificate_wff) == ("", "")
    assert referee.no_fudokan_passport == "" and referee.last_name == "7F3A0C"
    official = erased_official(Official(1, "Ana", "Anić", "Predsednik kluba"), ANA, AT)
    assert (official.funct, official.first_name, official.erased_at) == ("", "Obrisano lice", AT)


async def _erase(
    cup: Cup, kind: PersonKind[P], actor: User, person_id: int, language: str = "sr",
    printer: RecordingPrinter | None = None, uow: FakeUnitOfWork | None = None,
) -> P:  # fmt: skip
    """An erasure in a unit of work of its own (or ``uow``)."""
    fed = cup.fed
    return await erase_person(
        uow or FakeUnitOfWork(fed.db), printer or RecordingPrinter(), fed.files, kind, actor,
        ErasureRequest(person_id, ORIGIN, language),
    )  # fmt: skip


async def _archived_example(cup: Cup, printer: RecordingPrinter) -> int:
    """The worked example invoiced, Ana's photo stored, the tournament archived: Ana's id."""
    db = cup.fed.db
    await worked_example(cup)
    await payments.set_payment_settings(FakeUnitOfWork(db), cup.fed.admin, SERBIAN_PAYEE)
    await invoicing.issue_invoice(
        FakeUnitOfWork(db), printer, cup.fed.files, cup.clock, cup.fed.admin, cup.cup,
        cup.fed.sokol_id, language="sr",
    )  # fmt: skip
    [ana] = db.members.where(first_name="Ana")
    photo = await cup.fed.files.save("avatars", b"IMG", ".png")
    await db.members.update(replace(ana, avatar=photo))
    tournament = await db.tournaments.get(cup.cup)
    assert tournament is not None and ana.id is not None
    await db.tournaments.update(replace(tournament, is_archived=True))
    return ana.id


async def test_clubs_may_not_erase(cup: Cup) -> None:
    printer = RecordingPrinter()
    ana_id = await _archived_example(cup, printer)
    fed = cup.fed
    with pytest.raises(Forbidden):
        await _erase(cup, MEMBERS, fed.coach, ana_id)
    with pytest.raises(NotFound):
        await _erase(cup, MEMBERS, fed.other, ana_id)
    assert (await fed.db.members.get(ana_id)).erased_at is None  # type: ignore[union-attr]
    assert fed.db.access_log.rows == []


async def test_an_erasure_renames_reprints_and_is_recorded_once(cup: Cup) -> None:
    printer = RecordingPrinter()
    ana_id = await _archived_example(cup, printer)
    fed, db = cup.fed, cup.fed.db
    [invoice] = db.invoices.all()
    photo = (await db.members.get(ana_id)).avatar  # type: ignore[union-attr]
    entered = HistoryEntry(cup.cup, HistoryType.REGISTER_COMPETITOR, "Ana Anić", None, AT)
    await db.history.add(entered)
    uow = FakeUnitOfWork(db)
    erased = await _erase(cup, MEMBERS, fed.admin, ana_id, printer=printer, uow=uow)
    code = pseudonym_code(PersonRef("members", ana_id))
    assert (erased.first_name, erased.last_name, erased.erased_at) == (
        "Obrisano lice",
        code,
        ORIGIN.at,
    )
    assert uow.commits == 1 and erased.avatar is None and photo not in fed.files.files
    [relabelled] = db.invoices.all()
    assert [line.label for line in relabelled.lines] == [
        f"Obrisano lice {code}", "Bojan Bojić", f"Obrisano lice {code}, Bojan Bojić",
    ]  # fmt: skip
    assert relabelled.pdf_path != invoice.pdf_path and invoice.pdf_path not in fed.files.files
    assert relabelled.pdf_path in fed.files.files
    reprinted = printer.printed[-1]
    assert "Ana" not in repr(reprinted) and f"Obrisano lice {code}" in repr(reprinted)
    assert not any("Ana Anić" in entry.item for entry in db.history.all())
    [row] = db.access_log.rows
    assert (row.kind, row.person, row.user_id) == (
        AccessKind.ERASURE,
        PersonRef("members", ana_id),
        fed.admin.id,
    )

    again_uow = FakeUnitOfWork(db)
    again = await _erase(cup, MEMBERS, fed.admin, ana_id, "en", uow=again_uow)
    assert again == erased and again_uow.commits == 0 and len(db.access_log.rows) == 1


async def test_refused_while_entered_in_a_tournament_not_archived(cup: Cup) -> None:
    await worked_example(cup)
    fed = cup.fed
    [ana] = fed.db.members.where(first_name="Ana")
    assert ana.id is not None
    with pytest.raises(Conflict) as refused:
        await _erase(cup, MEMBERS, fed.admin, ana.id)
    assert refused.value.message_key == "error_erasure_entered"
    assert refused.value.values == {"tournaments": "Cup"}
    assert (await fed.db.members.get(ana.id)) == ana and fed.db.access_log.rows == []


async def test_an_erased_person_takes_no_change(cup: Cup) -> None:
    fed = cup.fed
    referee = await fed.db.referees.add(
        Referee(fed.sokol_id, "Đorđe", "Šušnjar", 2, RefereeRang.OTHER)
    )
    assert referee.id is not None
    await _erase(cup, REFEREES, fed.admin, referee.id, "en")
    erased = await fed.db.referees.get(referee.id)
    assert erased is not None and erased.first_name == "Erased person"
    form = FormContext([], AT.date(), AT)
    with pytest.raises(Conflict) as refused:
        await update_person(
            FakeUnitOfWork(fed.db),
            REFEREES,
            fed.admin,
            referee.id,
            RefereeChanges(first_name="Đorđe"),
            form,
        )
    assert refused.value.message_key == "error_person_erased"
