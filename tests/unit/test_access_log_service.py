"""The access log's use cases over the fakes: who may read it, its filters' rules, a person's
export (who may, what it records) and the purge's dry run."""

from datetime import date, datetime

import pytest

from fedreg_core.domain.access import AccessEntry, AccessFilter, AccessKind
from fedreg_core.domain.entities import Club, Member, User
from fedreg_core.domain.errors import Forbidden, NotFound, RuleBroken
from fedreg_core.services.access_log import AccessQuery, access_page, check_query
from fedreg_core.services.person_export import export_person
from fedreg_core.services.person_kinds import MEMBERS
from fedreg_core.services.retention import purge, years_before
from tests.fake_access_log import ORIGIN
from tests.fakes import FakeDatabase, FakeFileStore, FakeUnitOfWork

ADMIN = User("Admin", "admin@example.com", "", is_admin=True, id=1)


@pytest.mark.parametrize(
    ("where", "skip", "limit", "broken"),
    [
        (AccessFilter(), 0, 100, {}),
        (AccessFilter("members", 3, since=date(2026, 3, 1), until=date(2026, 3, 1)), 0, 1, {}),
        (AccessFilter(since=date(2026, 3, 2), until=date(2026, 3, 1)), 0, 100,
         {"until": "error_access_range"}),
        (AccessFilter(person_id=3), 0, 100, {"personKind": "required"}),
        (AccessFilter(person_kind="members"), 0, 100, {"personId": "required"}),
        (AccessFilter("judges", 0), 0, 100, {"personKind": "choice", "personId": "invalid_value"}),
        (AccessFilter(user_id=2**31), -1, 1001,
         {"userId": "invalid_value", "skip": "invalid_value", "limit": "invalid_value"}),
    ],
)  # fmt: skip
def test_the_filters_rules_report_every_broken_field(
    where: AccessFilter, skip: int, limit: int, broken: dict[str, str]
) -> None:
    if not broken:
        check_query(AccessQuery(where, skip, limit))
        return
    with pytest.raises(RuleBroken) as refused:
        check_query(AccessQuery(where, skip, limit))
    assert refused.value.errors == broken


async def club_and_member(db: FakeDatabase) -> tuple[int, int]:
    uow = FakeUnitOfWork(db)
    club = await uow.clubs.add(Club("Karate klub Čukarički", "KKČ", "Beograd", "", "", "", "", ""))
    assert club.id
    member = await uow.members.add(
        Member(club.id, "Ђорђе", "Ђукић", date(2012, 2, 2), True, "BELI")
    )
    assert member.id
    return club.id, member.id


async def test_only_admins_read_the_log() -> None:
    db = FakeDatabase()
    club_id, _ = await club_and_member(db)
    with pytest.raises(Forbidden):
        await access_page(
            FakeUnitOfWork(db), User("K", "k@example.com", "", club_id), AccessQuery(AccessFilter())
        )


async def test_the_export_is_refused_to_clubs_and_recorded_for_admins() -> None:
    db = FakeDatabase()
    club_id, member_id = await club_and_member(db)
    own, other = User("K", "k@x.rs", "", club_id, id=5), User("D", "d@x.rs", "", club_id + 1, id=6)
    with pytest.raises(Forbidden):
        await export_person(FakeUnitOfWork(db), own, MEMBERS, member_id, ORIGIN)
    with pytest.raises(NotFound):
        await export_person(FakeUnitOfWork(db), other, MEMBERS, member_id, ORIGIN)
    assert db.access_log.rows == []

    uow = FakeUnitOfWork(db)
    export = await export_person(uow, ADMIN, MEMBERS, member_id, ORIGIN)
    assert uow.commits == 1
    assert export.name == "Ђорђе Ђукић" and export.club == "Karate klub Čukarički"
    assert [r.entry.kind for r in export.holdings.access] == [AccessKind.PERSON_EXPORT]
    assert db.access_log.rows[0].address == ORIGIN.address


async def test_the_purges_dry_run_changes_nothing() -> None:
    db = FakeDatabase()
    _, member_id = await club_and_member(db)
    files = FakeFileStore()
    photo = await files.save("avatars", b"x", ".png")
    uow = FakeUnitOfWork(db)
    member = await uow.members.get(member_id)
    assert member
    member.avatar, member.medical_valid_until = photo, date(2022, 1, 1)
    await uow.members.update(member)
    now = datetime(2026, 3, 1, 10)
    three_years_ago = AccessEntry(AccessKind.PERSON_READ, datetime(2023, 1, 1), "x")
    db.access_log.rows.append(three_years_ago)
    would = await purge(FakeUnitOfWork(db), files, now, dry_run=True)
    assert (would.photos, would.medical_dates, would.access_rows) == ([photo], 1, 1)
    assert (await FakeUnitOfWork(db).members.get(member_id)).avatar == photo  # type: ignore[union-attr]
    assert photo in files.files and len(db.access_log.rows) == 1
    done = await purge(FakeUnitOfWork(db), files, now, dry_run=False)
    assert done.photos == [photo] and photo not in files.files and db.access_log.rows == []


def test_years_before_keeps_the_day_or_takes_the_28th_for_a_leap_day() -> None:
    assert years_before(datetime(2026, 3, 1, 10), 3) == datetime(2023, 3, 1, 10)
    assert years_before(datetime(2028, 2, 29), 1) == datetime(2027, 2, 28)
