"""Authorization matrix: every operation of the API as every role.

Columns: anonymous, blocked (a token issued before blocking), user of another club, user of
the owning club (club A), admin. A refused call (4xx) must leave every table and every
stored file as it was. The table must cover every (method, path) of the OpenAPI document,
so a new route without a row fails ``test_every_operation_has_a_row``. Targets and answer
checks are in authz_table.py, the federation they run against in authz_world.py.
"""

from collections.abc import AsyncIterator
from typing import Any

import pytest
import pytest_asyncio

from tests.api.authz_privacy import (
    CONSENT_EXPECT,
    EXPORT_EXPECT,
    SESSION_EXPECT,
    club_a_member_consent,
    club_a_person,
    csv_answer,
    erased,
    json_answer,
    owner_session,
)
from tests.api.authz_seasons import fresh_season, group_to_seed, new_season
from tests.api.authz_table import (
    ADMIN_200,
    ADMIN_201,
    ADMIN_204,
    HIDDEN_404,
    NOBODY_403,
    NOT_AN_IMAGE,
    OWNER_200,
    OWNER_201,
    OWNER_204,
    PDF,
    PUBLIC_200,
    SETTINGS_BODY,
    SIGNED_IN,
    Row,
    archived_for_admins,
    archived_left_out,
    bout_to_clear,
    bout_to_record,
    by_tournament,
    camt_statement,
    club_day,
    competitor_body,
    deductions_for_admins,
    drawn_group,
    emails_for_admins,
    empty_for_non_admins,
    fresh_category,
    fresh_club,
    fresh_competitor,
    fresh_deduction,
    fresh_discipline,
    fresh_file,
    fresh_invoice_payment,
    fresh_link,
    fresh_payment,
    fresh_person,
    fresh_team,
    fresh_tournament,
    fresh_user,
    hidden,
    ids,
    import_file,
    kata_to_clear,
    kata_to_record,
    last_discipline_category,
    listed,
    members_template,
    moved_to_club_b,
    new_deduction,
    new_discipline,
    new_discipline_category,
    new_file,
    new_link,
    new_tournament,
    new_tournament_person,
    nothing,
    pdf_answer,
    person_body,
    png,
    profile,
    profile_as_admin,
    register,
    registered_person,
    registration_privacy,
    reset,
    second_discipline_category,
    signed_in_data,
    stale_draw,
    team_body,
    validate,
    with_json,
    with_money_settings,
)
from tests.api.authz_waiting import waiting_entry, waiting_team_entry
from tests.api.authz_world import PERSON_KINDS, ROLES, Call, World, build_world, close_world
from tests.api.conftest import PASSWORD

pytestmark = pytest.mark.asyncio(loop_scope="module")

T = "/api/tournament"
WAITING = f"{T}/{{id}}/waiting-list/{{kind}}/{{entry_id}}"
M = "/api/model"
CLUB_A = ids(id="open", club_id="club_a")
NAME = {"obj": {"name": "Novo ime"}}
CLUB_B_TOO = (401, 403, 201, 403, 201)  # the other club's user adds to their own club B
NOT_EVEN_OWNER = (401, 403, 403, 403, 200)
LAST_LINK = (401, 403, 403, 403, 400)
NON_ADMINS_400 = (401, 403, 400, 400, 200)
NON_OWNER_400 = (401, 403, 400, 400, 400)  # every signed-in user's own account: a bad body
NOT_AN_IMAGE_415 = (401, 403, 403, 415, 415)
PERSON_RESOURCES = {"members": "Members", "coaches": "Coaches", "referees": "Referees"}
PERSON_RESOURCES["officials"] = "Officials"
PRIVATE = {
    "members": (
        "born",
        "isMale",
        "avatar",
        "noPay",
        "alwaysPays",
        "weight",
        "medicalValidUntil",
        "licenceNumber",
    )
}


async def login(_world: World, _role: str) -> Call:
    return Call(json={"email": "owner@example.com", "password": PASSWORD})


async def reset_request(_world: World, _role: str) -> Call:
    return Call(json={"email": "owner@example.com"})


async def change_password(_world: World, _role: str) -> Call:
    return Call(json={"currentPassword": PASSWORD, "newPassword": PASSWORD})


async def second_step(_world: World, _role: str) -> Call:
    return Call(json={"challenge": "not-a-challenge", "code": "123456"})


def code_of(code: str, password: str | None = None) -> Any:
    """A body with ``code`` (and ``password`` when given)."""

    async def target(_world: World, _role: str) -> Call:
        body = {"code": code} if password is None else {"code": code, "password": password}
        return Call(json=body)

    return target


def row_ids(*names: str) -> Any:
    """The list rows a capability call asks about (``?id=…``)."""

    async def target(world: World, _role: str) -> Call:
        return Call(query={"id": str(world.ids[names[0]])})

    return target


# fmt: off
def people_rows(kind: str) -> list[Row]:
    """Members, coaches, referees and officials of club A: read by everyone signed in, other
    clubs without private fields (members) or pictures; changed by club A and admins."""
    base = f"{M}/{PERSON_RESOURCES[kind]}"
    item = f"{base}/{{id}}"
    private = hidden(*PRIVATE.get(kind, ("avatar",)))
    rows = [
        Row("GET", base, SIGNED_IN, nothing, check=private),
        Row("GET", item, SIGNED_IN, ids(id=f"{kind}_a"), check=private),
        Row("POST", base, OWNER_201, person_body(kind, "club_a")),
        Row("POST", base, CLUB_B_TOO, person_body(kind, "club_b"), "clubId B"),
        Row("PUT", item, OWNER_200, fresh_person(kind, {"obj": {"firstName": "Promenjeno"}})),
        # Moving a person to another club needs the right on both clubs.
        Row("PUT", item, NOT_EVEN_OWNER, fresh_person(kind, moved_to_club_b), "clubId B"),
        Row("DELETE", item, OWNER_204, fresh_person(kind)),
        Row("POST", item, OWNER_200, fresh_person(kind, files=True), "photo"),
        # Without the right nothing is decoded: 403 whatever is sent.
        Row("POST", item, NOT_AN_IMAGE_415, fresh_person(kind, files=NOT_AN_IMAGE), "no image"),
        # Erasure (docs/privacy.md): admins only, as a person's export.
        Row("POST", f"{item}/erase", EXPORT_EXPECT, fresh_person(kind, {}), check=erased),
    ]
    if kind == "members":
        rows += [
            Row("POST", base, ADMIN_201, person_body(kind, "club_a", alwaysPays=True),
                "alwaysPays"),
            Row("PUT", item, ADMIN_200, fresh_person(kind, {"obj": {"alwaysPays": True}}),
                "alwaysPays"),
        ]
    return rows


def link_rows(name: str, repository: str, kind: str) -> list[Row]:
    """TournamentDisciplines and TournamentTeamDisciplines."""
    base, item = f"{M}/{name}", f"{M}/{name}/{{id}}"
    return [
        Row("GET", base, SIGNED_IN, by_tournament("open"), check=listed),
        # The links of an archived tournament are as hidden as the tournament itself; so
        # non-admins list one tournament's links at a time.
        Row("GET", base, SIGNED_IN, by_tournament("archived"), "archived", empty_for_non_admins),
        Row("GET", base, NON_ADMINS_400, nothing, "no tournamentId"),
        Row("GET", item, SIGNED_IN, fresh_link(repository, kind)),
        Row("GET", item, HIDDEN_404, fresh_link(repository, kind, archived=True), "archived"),
        Row("POST", base, ADMIN_201, new_link(kind)),
        Row("DELETE", item, ADMIN_204, fresh_link(repository, kind)),
        # A tournament needs a discipline and a team discipline (docs/product.md, Validation).
        Row("DELETE", item, LAST_LINK, fresh_link(repository, kind, only=True), "last"),
    ]


def file_rows(name: str, repository: str, record: str, upload: tuple[str, bytes, str]) -> list[Row]:
    """TournamentImages and Documents: like the tournament's links; changed by admins."""
    base, item = f"{M}/{name}", f"{M}/{name}/{{id}}"
    return [
        Row("GET", base, SIGNED_IN, by_tournament("open"), check=listed),
        Row("GET", base, SIGNED_IN, by_tournament("archived"), "archived", empty_for_non_admins),
        Row("GET", base, NON_ADMINS_400, nothing, "no tournamentId"),
        Row("GET", item, SIGNED_IN, ids(id=f"open_{record}")),
        Row("GET", item, HIDDEN_404, ids(id=f"archived_{record}"), "archived"),
        Row("POST", base, ADMIN_201, new_file),
        Row("POST", item, ADMIN_200, fresh_file(repository, upload), "file"),
        Row("DELETE", item, ADMIN_204, fresh_file(repository)),
    ]


def tournament_people_rows(kind: str, role: str) -> list[Row]:
    return [
        Row("POST", f"{T}/{{id}}/register-{role}/{{person_id}}", OWNER_201,
            new_tournament_person(kind)),
        Row("DELETE", f"{T}/{{id}}/{role}/{{person_id}}", OWNER_200, registered_person(kind)),
    ]


ROWS: list[Row] = [
    # Accounts: the signed-out calls answer everyone alike (a token is not looked at).
    Row("POST", "/api/login", PUBLIC_200, login),
    Row("POST", "/api/register", (201,) * 5, register),
    Row("POST", "/api/register/validate", PUBLIC_200, validate),
    Row("POST", "/api/request-reset-password", PUBLIC_200, reset_request),
    Row("POST", "/api/reset-password", PUBLIC_200, reset),
    Row("GET", "/api/data", PUBLIC_200, nothing, check=signed_in_data),
    Row("GET", "/api/health", PUBLIC_200, nothing),
    Row("GET", "/api/ready", PUBLIC_200, nothing),
    # The public pages: a tournament that is not public is 404 to everyone, admins too.
    Row("GET", "/api/public/tournaments", PUBLIC_200, nothing),
    Row("GET", "/api/public/tournaments/{id}", (404,) * 5, ids(id="open"), "not public"),
    Row("GET", "/api/public/tournaments/{id}/live", (404,) * 5, ids(id="open"), "not public"),
    # A blocked user's token died when they were blocked; the answer says why: 403 everywhere.
    Row("GET", "/api/me", SIGNED_IN, nothing),
    Row("PUT", "/api/profile", SIGNED_IN, profile),
    # isAdmin is no field of the profile: refused as unknown (400), never stored.
    Row("PUT", "/api/profile", (401, 403, 400, 400, 400), profile_as_admin, "isAdmin"),
    Row("PUT", "/api/profile/change-password", SIGNED_IN, change_password),
    # The second factor: the second step answers everyone alike (a token is not looked at);
    # each signed-in user switches their own on and off. Malformed codes: 400 in any state.
    Row("POST", "/api/login/second-factor", (400,) * 5, second_step, "no challenge"),
    Row("GET", "/api/profile/second-factor", SIGNED_IN, nothing),
    Row("POST", "/api/profile/second-factor/enrolment", SIGNED_IN, nothing),
    Row("POST", "/api/profile/second-factor/confirm", NON_OWNER_400, code_of("12")),
    Row("POST", "/api/profile/second-factor/off", NON_OWNER_400, code_of("12", PASSWORD)),
    # Signed-in devices: each user lists and ends their own sessions; signing out ends the
    # token's own (these tokens predate sessions: nothing to end, answered alike).
    Row("GET", "/api/profile/sessions", SIGNED_IN, nothing),
    Row("DELETE", "/api/profile/sessions/{id}", SESSION_EXPECT, owner_session),
    Row("POST", "/api/logout", SIGNED_IN, nothing),
    # Clubs: everyone signed in reads the federation's clubs; a club is changed by its users.
    # Club rows that change something use a fresh club whose own user plays the owner.
    Row("GET", f"{M}/Clubs", SIGNED_IN, nothing),
    Row("GET", f"{M}/Clubs/{{id}}", SIGNED_IN, ids(id="club_a")),
    Row("PUT", f"{M}/Clubs/{{id}}", OWNER_200, with_json(fresh_club, {"obj": {"city": "Niš"}})),
    Row("PUT", f"{M}/Clubs/{{id}}", ADMIN_200,
        with_json(fresh_club, {"obj": {"isBlocked": True}}), "isBlocked"),
    Row("DELETE", f"{M}/Clubs/{{id}}", ADMIN_204, fresh_club),  # never their own club
    Row("POST", f"{M}/Clubs/{{id}}", OWNER_200, with_json(fresh_club, files=True), "logo"),
    Row("POST", f"{M}/Clubs/{{id}}", NOT_AN_IMAGE_415, with_json(fresh_club, files=NOT_AN_IMAGE),
        "no image"),
    *(row for kind in PERSON_KINDS for row in people_rows(kind)),
    # Users: listed for everyone signed in, e-mails for admins; the actions for admins.
    Row("GET", f"{M}/User", SIGNED_IN, nothing, check=emails_for_admins),
    Row("GET", f"{M}/User/{{id}}", SIGNED_IN, ids(id="owner_user"), check=emails_for_admins),
    Row("POST", f"{M}/User/{{id}}/changePassword", ADMIN_200,
        with_json(fresh_user, {"password": "nova-lozinka"})),
    Row("POST", f"{M}/User/{{id}}/update", ADMIN_200,
        with_json(fresh_user, {"isAdmin": True}), "isAdmin"),
    Row("POST", f"{M}/User/{{id}}/update", ADMIN_200,
        with_json(fresh_user, {"isBlocked": True}), "isBlocked"),
    # No User PUT exists: isAdmin and isBlocked change through the admin action only.
    Row("PUT", f"{M}/User/{{id}}", (405,) * 5,
        with_json(fresh_user, {"obj": {"isAdmin": True}}), undocumented=True),
    # Settings and the catalogue: read by everyone signed in, changed by admins.
    Row("GET", f"{M}/Settings", SIGNED_IN, nothing),
    Row("GET", f"{M}/Settings/{{id}}", SIGNED_IN, ids(id="settings")),
    Row("PUT", f"{M}/Settings/{{id}}", ADMIN_200,
        with_json(ids(id="settings"), {"obj": {"title": "Savez"}})),
    Row("POST", f"{M}/Settings/{{id}}", ADMIN_200, with_json(ids(id="settings"), files=True)),
    Row("GET", f"{M}/Categories", SIGNED_IN, nothing),
    Row("GET", f"{M}/Categories/{{id}}", SIGNED_IN, ids(id="seniors")),
    Row("POST", f"{M}/Categories", ADMIN_201, with_json(nothing, {"obj": {"name": "Kadeti"}})),
    Row("PUT", f"{M}/Categories/{{id}}", ADMIN_200, with_json(fresh_category, NAME)),
    Row("DELETE", f"{M}/Categories/{{id}}", ADMIN_204, fresh_category),
    Row("GET", f"{M}/Disciplines", SIGNED_IN, nothing),
    Row("GET", f"{M}/Disciplines/{{id}}", SIGNED_IN, ids(id="kumite")),
    Row("POST", f"{M}/Disciplines", ADMIN_201, new_discipline),
    Row("PUT", f"{M}/Disciplines/{{id}}", ADMIN_200, with_json(fresh_discipline, NAME)),
    Row("DELETE", f"{M}/Disciplines/{{id}}", ADMIN_204, fresh_discipline),
    Row("GET", f"{M}/DisciplineCategories", SIGNED_IN, nothing),
    Row("GET", f"{M}/DisciplineCategories/{{id}}", SIGNED_IN, last_discipline_category),
    Row("POST", f"{M}/DisciplineCategories", ADMIN_201, new_discipline_category),
    Row("DELETE", f"{M}/DisciplineCategories/{{id}}", ADMIN_204, second_discipline_category),
    # A discipline needs at least one category (docs/product.md, Validation): its last link stays.
    Row("DELETE", f"{M}/DisciplineCategories/{{id}}", LAST_LINK, last_discipline_category,
        "last"),
    # Tournaments: archived ones exist for admins only; club deductions are admins' too.
    Row("GET", f"{M}/Tournaments", SIGNED_IN, nothing, check=archived_for_admins),
    Row("GET", f"{M}/Tournaments/{{id}}", SIGNED_IN, ids(id="open"), check=deductions_for_admins),
    Row("GET", f"{M}/Tournaments/{{id}}", HIDDEN_404, ids(id="archived"), "archived"),
    Row("POST", f"{M}/Tournaments", ADMIN_201, new_tournament),
    Row("PUT", f"{M}/Tournaments/{{id}}", ADMIN_200, with_json(fresh_tournament, NAME)),
    Row("DELETE", f"{M}/Tournaments/{{id}}", ADMIN_204, fresh_tournament),
    Row("POST", f"{M}/Tournaments/{{id}}", ADMIN_200, with_json(fresh_tournament, files=True)),
    Row("POST", f"{M}/Tournaments/{{id}}/assignNumbers", ADMIN_200, with_json(ids(id="open"), {})),
    *link_rows("TournamentDisciplines", "tournament_disciplines", "kumite"),
    *link_rows("TournamentTeamDisciplines", "tournament_team_disciplines", "team"),
    *file_rows("TournamentImages", "tournament_images", "image", ("a.png", png(), "image/png")),
    *file_rows("Documents", "documents", "document", ("a.pdf", PDF, "application/pdf")),
    Row("GET", f"{M}/ClubDeductions", ADMIN_200, nothing),
    Row("GET", f"{M}/ClubDeductions/{{id}}", ADMIN_200, ids(id="deduction")),
    Row("POST", f"{M}/ClubDeductions", ADMIN_201, new_deduction),
    Row("PUT", f"{M}/ClubDeductions/{{id}}", ADMIN_200,
        fresh_deduction({"obj": {"deduction": 20}})),
    Row("DELETE", f"{M}/ClubDeductions/{{id}}", ADMIN_204, fresh_deduction()),
    # The tournament calls (docs/product.md: API, Tournament states, Registrations).
    Row("GET", f"{T}/{{id}}", SIGNED_IN, ids(id="open"), check=deductions_for_admins),
    Row("GET", f"{T}/{{id}}", HIDDEN_404, ids(id="archived"), "archived"),
    Row("PUT", f"{T}/{{id}}/archive", ADMIN_200, fresh_tournament),
    Row("GET", f"{T}/{{id}}/competitors", SIGNED_IN, ids(id="open"), check=registration_privacy),
    Row("GET", f"{T}/{{id}}/competitors", HIDDEN_404, ids(id="archived"), "archived"),
    Row("GET", f"{T}/{{id}}/teams", SIGNED_IN, ids(id="open"), check=registration_privacy),
    Row("GET", f"{T}/{{id}}/teams", HIDDEN_404, ids(id="archived"), "archived"),
    # The discipline overview: admins; others with showDisciplines on or in the wff variant.
    Row("GET", f"{T}/{{id}}/overview", ADMIN_200, ids(id="open")),
    Row("GET", f"{T}/{{id}}/history", ADMIN_200, ids(id="open")),
    # Entries no longer eligible: every club's for admins, the own club's for club users.
    Row("GET", f"{T}/{{id}}/eligibility", SIGNED_IN, ids(id="open")),
    Row("GET", f"{T}/{{id}}/fees", ADMIN_200, ids(id="open")),
    Row("GET", f"{T}/{{id}}/staff", ADMIN_200, ids(id="open")),
    # One club's registrations and fee breakdown: that club and admins.
    Row("GET", f"{T}/{{id}}/club/{{club_id}}", OWNER_200, CLUB_A),
    Row("GET", f"{T}/{{id}}/club/{{club_id}}/entry-options", OWNER_200, CLUB_A),
    # What the signed-in user may do: anyone signed in asks (the answer says what they may).
    Row("GET", f"{T}/{{id}}/capabilities", SIGNED_IN, ids(id="open")),
    Row("GET", f"{T}/{{id}}/capabilities", HIDDEN_404, ids(id="archived"), "archived"),
    Row("GET", f"{T}/{{id}}/club/{{club_id}}/capabilities", SIGNED_IN, CLUB_A),
    Row("GET", f"{T}/{{id}}/fees/{{club_id}}", OWNER_200, CLUB_A),
    # A club's tournaments with its counts and fee: that club and admins.
    Row("GET", f"{T}/of-club/{{club_id}}", OWNER_200, ids(club_id="club_a"),
        check=archived_left_out),
    Row("POST", f"{T}/{{id}}/register-competitor", OWNER_201, competitor_body("open")),
    # Applications closed: club users wait, admins may still register (docs/product.md,
    # Tournament states).
    Row("POST", f"{T}/{{id}}/register-competitor", ADMIN_201, competitor_body("closed"),
        "closed"),
    # Archived tournaments take no registration change, not even from admins.
    Row("POST", f"{T}/{{id}}/register-competitor", NOBODY_403, competitor_body("archived"),
        "archived"),
    Row("PUT", f"{T}/competitor/{{id}}", OWNER_200, fresh_competitor),
    Row("DELETE", f"{T}/competitor/{{id}}", OWNER_200, fresh_competitor),
    Row("POST", f"{T}/{{id}}/register-team", OWNER_201, team_body()),
    Row("POST", f"{T}/{{id}}/register-team", ADMIN_201, team_body(alwaysPays=True),
        "alwaysPays"),
    Row("PUT", f"{T}/team/{{id}}", OWNER_200, fresh_team()),
    Row("PUT", f"{T}/team/{{id}}", ADMIN_200, fresh_team(alwaysPays=True), "alwaysPays"),
    Row("DELETE", f"{T}/team/{{id}}", OWNER_200, fresh_team()),
    # Downloads (issue 17): entries and every club's fees for admins, a club's statement for
    # the club and admins.
    Row("GET", f"{T}/{{id}}/export/entries.xlsx", ADMIN_200, ids(id="open")),
    Row("GET", f"{T}/{{id}}/fees/{{club_id}}/invoice.pdf", OWNER_200, CLUB_A),
    Row("GET", f"{T}/{{id}}/fees.pdf", ADMIN_200, ids(id="open")),
    # Caps and the waiting list: places for whoever sees the tournament, the rest admins'.
    Row("GET", f"{T}/{{id}}/entry-places", SIGNED_IN, ids(id="open")),
    Row("PUT", f"{T}/{{id}}/entry-limits", ADMIN_200, with_json(fresh_tournament, {"totalCap": 9})),
    Row("GET", f"{T}/{{id}}/waiting-list", ADMIN_200, ids(id="open")),
    Row("GET", f"{T}/{{id}}/club/{{club_id}}/waiting-list", OWNER_200, CLUB_A),
    *(Row("POST", f"{WAITING}/promote", ADMIN_204, t) for t in (waiting_entry, waiting_team_entry)),
    *(Row("DELETE", WAITING, ADMIN_204, t) for t in (waiting_entry, waiting_team_entry)),
    # Draws: made, seeded and published by admins; read by clubs only once published.
    Row("POST", f"{T}/{{id}}/draws", ADMIN_200, with_json(ids(id="closed"), {})),
    Row("GET", f"{T}/{{id}}/draws", ADMIN_200, drawn_group),
    Row("GET", f"{T}/{{id}}/draws/{{group_key}}", ADMIN_200, drawn_group),
    Row("GET", f"{T}/{{id}}/draws.pdf", ADMIN_200, drawn_group),
    Row("POST", f"{T}/{{id}}/draws/{{group_key}}/confirm", ADMIN_200, stale_draw),
    Row("GET", f"{T}/{{id}}/draws/publish", SIGNED_IN, drawn_group),
    Row("GET", f"{T}/{{id}}/draws/publish", HIDDEN_404, ids(id="archived"), "archived"),
    Row("PUT", f"{T}/{{id}}/draws/publish", ADMIN_200,
        with_json(ids(id="closed"), {"published": False})),
    Row("PUT", f"{T}/{{id}}/draws/{{group_key}}/seeds", ADMIN_200,
        with_json(drawn_group, {"seeds": []})),
    # Results: recorded by admins on a published draw, read with the draws.
    Row("GET", f"{T}/{{id}}/draws/{{group_key}}/results", ADMIN_200, drawn_group),
    Row("GET", f"{T}/{{id}}/medals", ADMIN_200, drawn_group),
    Row("GET", f"{T}/{{id}}/results.xlsx", ADMIN_200, drawn_group),
    Row("GET", f"{T}/{{id}}/results.pdf", ADMIN_200, drawn_group, check=pdf_answer),
    Row("GET", f"{T}/{{id}}/draws/{{group_key}}/results.pdf", ADMIN_200, drawn_group,
        check=pdf_answer),
    Row("GET", f"{T}/{{id}}/medals", HIDDEN_404, ids(id="archived"), "archived"),
    # Public results: a tournament that is not public is 404 to everyone (test_live_results_api).
    Row("GET", "/api/public/tournaments/{id}/medals", (404,) * 5, drawn_group, "not public"),
    Row("GET", "/api/public/tournaments/{id}/results/{group_key}", (404,) * 5, drawn_group,
        "not public"),
    Row("PUT", f"{T}/{{id}}/draws/{{group_key}}/bouts/{{round}}/{{index}}", ADMIN_200,
        bout_to_record),
    Row("DELETE", f"{T}/{{id}}/draws/{{group_key}}/bouts/{{round}}/{{index}}", ADMIN_200,
        bout_to_clear),
    Row("PUT", f"{T}/{{id}}/draws/{{group_key}}/kata/{{round}}/{{registration_id}}", ADMIN_200,
        kata_to_record),
    Row("DELETE", f"{T}/{{id}}/draws/{{group_key}}/kata/{{round}}/{{registration_id}}",
        ADMIN_200, kata_to_clear),
    # Tatamis: set by admins, read with the draws (table officials' rights: test_tatamis_api).
    Row("GET", f"{T}/{{id}}/tatamis", ADMIN_200, drawn_group),
    Row("PUT", f"{T}/{{id}}/tatamis", ADMIN_200, with_json(drawn_group, {"tatamis": []})),
    Row("GET", f"{T}/{{id}}/clubs/{{club_id}}/day", OWNER_200, club_day),
    # Seasons: set by admins, their rankings read by anyone signed in; seeds from a ranking
    # are the admins'.
    Row("GET", "/api/seasons", SIGNED_IN, nothing),
    Row("POST", "/api/seasons", ADMIN_201, new_season),
    Row("PUT", "/api/seasons/{id}", ADMIN_200, fresh_season(changed=True)),
    Row("DELETE", "/api/seasons/{id}", ADMIN_204, fresh_season()),
    Row("GET", "/api/seasons/{id}/ranking", SIGNED_IN, fresh_season()),
    Row("GET", "/api/seasons/{id}/ranking.xlsx", SIGNED_IN, fresh_season()),
    Row("GET", "/api/seasons/{id}/ranking.pdf", SIGNED_IN, fresh_season(), check=pdf_answer),
    Row("POST", f"{T}/{{id}}/draws/{{group_key}}/seeds/ranking", ADMIN_200, group_to_seed),
    # A club's people in bulk: imported and exported by the club and admins, like adding one.
    Row("POST", "/api/clubs/{id}/import/{kind}", OWNER_200, import_file(dry_run=True)),
    Row("POST", "/api/clubs/{id}/import/{kind}", OWNER_201, import_file(dry_run=False),
        "dryRun=false"),
    Row("GET", "/api/clubs/{id}/people.xlsx", OWNER_200, ids(id="club_a")),
    Row("GET", "/api/clubs/{id}/capabilities", SIGNED_IN, ids(id="club_a")),
    Row("GET", "/api/clubs/capabilities", SIGNED_IN, row_ids("club_a", "club_b")),
    Row("GET", "/api/users/capabilities", SIGNED_IN, row_ids("club_a")),
    Row("GET", "/api/clubs/import-templates/{kind}", SIGNED_IN, members_template),
    # Money (docs/payments.md): admins run it; a club sees its own invoices and balance.
    Row("GET", "/api/payments/settings", ADMIN_200, nothing),
    Row("PUT", "/api/payments/settings", ADMIN_200, with_json(nothing, SETTINGS_BODY)),
    Row("POST", "/api/payments/statement", ADMIN_200, camt_statement),
    Row("GET", "/api/payments/waiting", ADMIN_200, nothing),
    Row("GET", "/api/payments/bank-mappings", ADMIN_200, nothing),
    Row("POST", "/api/payments/reminders", ADMIN_200, nothing),
    Row("POST", "/api/payments/{id}/assign", ADMIN_200, fresh_payment({"invoiceId": 0})),
    Row("POST", "/api/payments/{id}/set-aside", ADMIN_200, fresh_payment({"note": "x"})),
    Row("POST", "/api/payments/invoice/{id}", ADMIN_201, fresh_invoice_payment),
    Row("POST", f"{T}/{{id}}/invoices", ADMIN_200, with_money_settings),
    Row("GET", f"{T}/{{id}}/money", ADMIN_200, ids(id="open")),
    Row("GET", f"{T}/{{id}}/money.xlsx", ADMIN_200, ids(id="open")),
    Row("GET", f"{T}/{{id}}/club/{{club_id}}/money", OWNER_200, CLUB_A),
    *tournament_people_rows("coaches", "coach"),
    *tournament_people_rows("referees", "referee"),
    *tournament_people_rows("officials", "official"),
    # Privacy (docs/privacy.md): the access log and a person's export, admins only.
    Row("GET", "/api/access-log", ADMIN_200, nothing),
    Row("GET", "/api/access-log/export.csv", ADMIN_200, nothing, check=csv_answer),
    Row("GET", "/api/people/{kind}/{id}/export.json", EXPORT_EXPECT, club_a_person("members"),
        check=json_answer),
    Row("GET", "/api/people/{kind}/{id}/export.json", EXPORT_EXPECT, club_a_person("referees"),
        "referees", check=json_answer),
    Row("GET", "/api/people/{kind}/{id}/export.pdf", EXPORT_EXPECT, club_a_person("coaches"),
        check=pdf_answer),
    # A member's parental consent: the member's club and admins, each change logged.
    Row("PUT", "/api/members/{id}/consent", CONSENT_EXPECT, club_a_member_consent()),
    Row("DELETE", "/api/members/{id}/consent", CONSENT_EXPECT, club_a_member_consent(True)),
    Row("POST", "/api/members/{id}/consent/document", CONSENT_EXPECT,
        club_a_member_consent(True, {"file": ("saglasnost.pdf", PDF, "application/pdf")})),
]
# fmt: on


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def world(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[World]:
    built = await build_world(tmp_path_factory.mktemp("authz") / "data")
    yield built
    await close_world(built)


async def test_every_operation_has_a_row(world: World) -> None:
    schema = (await world.client.get("/api/schema/openapi.json")).json()
    documented = {
        (method.upper(), path)
        for path, item in schema["paths"].items()
        for method in item
        if method in {"get", "post", "put", "delete", "patch"}
    }
    covered = {(row.method, row.path) for row in ROWS if not row.undocumented}
    assert documented - covered == set(), "operations without a row"
    assert covered - documented == set(), "rows of operations that do not exist"


@pytest.mark.parametrize("row", ROWS, ids=lambda row: row.id)
async def test_operation_as_every_role(world: World, row: Row) -> None:
    answered: dict[str, Any] = {}
    for role, expected in zip(ROLES, row.expect, strict=True):
        call = await row.target(world, role)
        url = row.path.format(**call.params)
        before = world.snapshot() if expected >= 400 else None
        response = await world.client.request(
            row.method,
            url,
            params=call.query,
            json=call.json if call.files is None else None,
            files=call.files,
            headers=await world.headers(role, call),
        )
        answered[role] = (response.status_code, response.text[:200])
        assert response.status_code == expected, (role, answered)
        if before is not None:
            assert world.snapshot() == before, f"refused call as {role} changed stored data"
        elif row.check is not None:
            row.check(world, role, response)
