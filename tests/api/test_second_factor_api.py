"""The second factor over HTTP: enrolment with a QR code, sign-in in two steps, wrong and
replayed codes, recovery codes, the limits over the second step, admins who must have one."""

import time
from typing import Any

import pyotp

from adapters.sql.models import SettingsRow
from fedreg_core.services.admins import create_admin
from tests.api.conftest import PASSWORD, Api, ApiFactory, bearer

EN = {"Accept-Language": "en"}
COACH = "đorđe.šćekić@example.com"
ADMIN = "admin.čedomir@example.com"
PROFILE = "/api/profile/second-factor"


def code_at(secret: str, steps_ahead: int = 0) -> str:
    return pyotp.TOTP(secret).at(time.time() + 30 * steps_ahead)


async def enrol(api: Api, token: str) -> tuple[str, dict[str, Any]]:
    """Switch the token holder's second factor on: its secret and the confirmation's answer."""
    started = await api.client.post(f"{PROFILE}/enrolment", headers=bearer(token))
    assert started.status_code == 200, started.text
    secret = started.json()["secret"]
    confirmed = await api.client.post(
        f"{PROFILE}/confirm", json={"code": code_at(secret)}, headers=bearer(token)
    )
    assert confirmed.status_code == 200, confirmed.text
    return secret, confirmed.json()


async def password_step(api: Api, email: str = COACH, **headers: str) -> dict[str, Any]:
    answer = await api.client.post(
        "/api/login", json={"email": email, "password": PASSWORD}, headers=headers
    )
    assert answer.status_code == 200, answer.text
    return dict(answer.json())


async def second_step(api: Api, challenge: str, code: str) -> Any:
    return await api.client.post(
        "/api/login/second-factor", json={"challenge": challenge, "code": code}, headers=EN
    )


async def admin_who_must_have_a_second_factor(api: Api) -> None:
    """``ADMIN``, stored, with the setting that admins must have a second factor on."""
    await create_admin(api.context.uow(), api.context.hasher, ADMIN, "Čedomir Đukić", PASSWORD)
    async with api.context.uow() as uow:
        settings = await uow.settings.get()
        settings.admins_need_second_factor = True
        await uow.settings.update(settings)
        await uow.commit()


async def test_a_club_user_enrols_and_signs_in_in_two_steps(api: Api) -> None:
    await api.register(COACH)
    token = await api.sign_in(COACH)

    started = await api.client.post(f"{PROFILE}/enrolment", headers=bearer(token))
    body = started.json()
    assert body["uri"].startswith("otpauth://totp/")
    assert f"secret={body['secret']}" in body["uri"]
    assert body["qrSvg"].lstrip().startswith(("<?xml", "<svg"))
    confirmed = await api.client.post(
        f"{PROFILE}/confirm", json={"code": code_at(body["secret"])}, headers=bearer(token)
    )
    assert confirmed.status_code == 200
    assert len(confirmed.json()["recoveryCodes"]) == 10
    assert (await api.client.get("/api/me", headers=bearer(token))).status_code == 401
    fresh = confirmed.json()["token"]
    state = await api.client.get(PROFILE, headers=bearer(fresh))
    assert state.json() == {"enabled": True, "recoveryCodesLeft": 10}

    first = await password_step(api)
    assert set(first) == {"secondFactorRequired", "challenge"}
    assert (await api.client.get("/api/me", headers=bearer(first["challenge"]))).status_code == 401
    signed_in = await second_step(api, first["challenge"], code_at(body["secret"], 1))
    assert signed_in.status_code == 200, signed_in.text
    assert signed_in.json()["user"]["email"] == COACH
    me = await api.client.get("/api/me", headers=bearer(signed_in.json()["token"]))
    assert me.status_code == 200


async def test_wrong_replayed_and_malformed_codes_are_400_on_the_code(api: Api) -> None:
    await api.register(COACH)
    secret, _ = await enrol(api, await api.sign_in(COACH))
    challenge = (await password_step(api))["challenge"]
    good = code_at(secret, 1)
    wrong = f"{(int(good) + 1) % 1_000_000:06d}"

    refused = await second_step(api, challenge, wrong)
    assert refused.status_code == 400
    assert refused.json()["errors"] == {"code": "The code is not correct."}
    assert (await second_step(api, challenge, good)).status_code == 200
    replayed = await second_step(api, challenge, good)
    assert replayed.status_code == 400
    assert replayed.json()["errors"] == {
        "code": "This code has been used already. Wait for the next."
    }
    malformed = await second_step(api, "", "12 34")
    assert malformed.status_code == 400
    assert set(malformed.json()["errors"]) == {"challenge", "code"}
    sr = await api.client.post("/api/login/second-factor", json={"challenge": "x", "code": "abc"})
    assert sr.json()["errors"]["code"].startswith("Unesite šestocifreni kod")


async def test_a_recovery_code_signs_in_once(api: Api) -> None:
    await api.register(COACH)
    _, enrolled = await enrol(api, await api.sign_in(COACH))
    code = enrolled["recoveryCodes"][0]

    first = await second_step(api, (await password_step(api))["challenge"], code)
    again = await second_step(api, (await password_step(api))["challenge"], code)

    assert first.status_code == 200
    assert again.status_code == 400
    state = await api.client.get(PROFILE, headers=bearer(first.json()["token"]))
    assert state.json()["recoveryCodesLeft"] == 9


async def test_guessing_the_second_step_hits_the_limit(make_api: ApiFactory) -> None:
    api: Api = await make_api(attempts_per_minute=4)
    await api.register(COACH)
    secret, _ = await enrol(api, await api.sign_in(COACH))
    challenge = (await password_step(api))["challenge"]  # counts until both steps pass
    wrong = f"{(int(code_at(secret, 1)) + 1) % 1_000_000:06d}"

    answers = [(await second_step(api, challenge, wrong)).status_code for _ in range(3)]

    # the address's attempts within the minute: the first sign-in, the password step, then
    # two guesses make the limit of 4; the fifth attempt is refused, the right code too
    assert answers == [400, 400, 429]
    assert (await second_step(api, challenge, code_at(secret, 1))).status_code == 429


async def test_turning_off_needs_the_password_and_a_code(api: Api) -> None:
    await api.register(COACH)
    secret, enrolled = await enrol(api, await api.sign_in(COACH))
    token = enrolled["token"]
    off = f"{PROFILE}/off"

    wrong = await api.client.post(
        off, json={"password": "pogrešna", "code": code_at(secret, 1)}, headers=bearer(token)
    )
    assert wrong.status_code == 400
    assert set(wrong.json()["errors"]) == {"password"}
    body = {"password": PASSWORD, "code": enrolled["recoveryCodes"][5]}
    assert (await api.client.post(off, json=body, headers=bearer(token))).status_code == 200
    assert "token" in await password_step(api)
    again = await api.client.post(off, json=body, headers=bearer(token))
    assert again.status_code == 409


async def test_an_admin_who_must_have_a_second_factor_may_only_enrol(api: Api) -> None:
    await admin_who_must_have_a_second_factor(api)

    answer = await password_step(api, ADMIN)
    token = answer["token"]

    assert answer["enrolmentOnly"] is True
    users = await api.client.get("/api/model/User", headers={**bearer(token), **EN})
    assert users.status_code == 403
    assert users.json()["error"] == (
        "Administrators must have a second factor: switch it on in your profile."
    )
    assert (await api.client.get("/api/me", headers=bearer(token))).status_code == 200
    secret, enrolled = await enrol(api, token)
    full = bearer(enrolled["token"])
    assert (await api.client.get("/api/model/User", headers=full)).status_code == 200
    body = {"password": PASSWORD, "code": code_at(secret, 1)}
    kept = await api.client.post(f"{PROFILE}/off", json=body, headers={**full, **EN})
    assert kept.status_code == 403
    second = await password_step(api, ADMIN)
    assert set(second) == {"secondFactorRequired", "challenge"}


async def test_the_setting_is_an_admins_to_change(api: Api) -> None:
    await create_admin(api.context.uow(), api.context.hasher, ADMIN, "Čedomir Đukić", PASSWORD)
    token = await api.sign_in(ADMIN)

    changed = await api.client.put(
        "/api/model/Settings/1",
        json={"obj": {"adminsNeedSecondFactor": True}, "returnObj": True},
        headers=bearer(token),
    )

    assert changed.status_code == 200, changed.text
    async with api.context.uow() as uow:
        row = await uow.session.get(SettingsRow, 1)  # type: ignore[attr-defined]
        assert row is not None and row.admins_need_second_factor


async def test_a_token_good_only_for_enrolment_may_sign_out(api: Api) -> None:
    await admin_who_must_have_a_second_factor(api)
    token = (await password_step(api, ADMIN))["token"]

    signed_out = await api.client.post("/api/logout", headers=bearer(token))

    assert signed_out.status_code == 200, signed_out.text
    assert (await api.client.get("/api/me", headers=bearer(token))).status_code == 401
