"""Sign-in sessions on both databases: added, listed by user newest first, ended one by one
or all but one, renewed, the account read with its session, the old ones purged."""

from datetime import datetime, timedelta

from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.sql.site_reads import SqlSiteReads
from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core.domain.entities import SignInSession
from tests.integration.sql_samples import new_user

NOW = datetime(2026, 12, 6, 18, 30)
PHONE = "Mozilla/5.0 (Linux; Android 14) Chrome/131.0 — Šabac"


async def stored_user(uow_factory: SqlUnitOfWorkFactory, email: str) -> int:
    async with uow_factory() as uow:
        user = await uow.users.add(new_user(email))
        await uow.commit()
    assert user.id is not None
    return user.id


async def test_sessions_are_kept_listed_and_ended(
    uow_factory: SqlUnitOfWorkFactory, engine: AsyncEngine
) -> None:
    ana = await stored_user(uow_factory, "ana.đukić@example.com")
    ivo = await stored_user(uow_factory, "ivo.šarić@example.com")
    async with uow_factory() as uow:
        for number, (user, hours) in enumerate([(ana, 1), (ana, 2), (ana, 200), (ivo, 1)]):
            at = NOW - timedelta(hours=hours)
            await uow.sign_ins.add(SignInSession(f"s{number}", user, at, "10.0.0.1", PHONE))
        await uow.commit()

    async with uow_factory() as uow:
        listed = await uow.sign_ins.of_user(ana, NOW - timedelta(days=7))
        assert [(s.id, s.user_agent) for s in listed] == [("s0", PHONE), ("s1", PHONE)]
        assert not await uow.sign_ins.remove(ana, "s3")  # Ivo's
        assert await uow.sign_ins.remove(ana, "s1")
        await uow.commit()
    reads = SqlSiteReads(engine)
    account = await reads.account(ana, "s0")
    assert account is not None and account.session_id == "s0"
    gone = await reads.account(ana, "s1")
    assert gone is not None and gone.session_id is None
    others = await reads.account(ana, "s3")
    assert others is not None and others.session_id is None
    legacy = await reads.account(ana)
    assert legacy is not None and legacy.session_id is None

    async with uow_factory() as uow:
        assert await uow.sign_ins.begun_before(NOW - timedelta(days=7), delete_them=False) == 1
        assert await uow.sign_ins.begun_before(NOW - timedelta(days=7), delete_them=True) == 1
        await uow.sign_ins.remove_all_of(ana, keep="s0")
        await uow.commit()
    async with uow_factory() as uow:
        await uow.sign_ins.renew(ana, "s0", NOW + timedelta(days=6))
        await uow.sign_ins.renew(ana, "s3", NOW + timedelta(days=6))  # Ivo's: not hers
        await uow.commit()
    async with uow_factory() as uow:
        assert [s.id for s in await uow.sign_ins.of_user(ana, NOW + timedelta(days=5))] == ["s0"]
        assert await uow.sign_ins.of_user(ivo, NOW) == []
        assert [s.id for s in await uow.sign_ins.of_user(ana, datetime.min)] == ["s0"]
        assert [s.id for s in await uow.sign_ins.of_user(ivo, datetime.min)] == ["s3"]
        await uow.sign_ins.remove_all_of(ana)
        await uow.commit()
    async with uow_factory() as uow:
        assert await uow.sign_ins.of_user(ana, datetime.min) == []
