"""The permission table (docs/product.md, Permissions): one row per operation.

Each row names the call as the OpenAPI document does, the status every role gets, in the
order ``ROLES`` = (anonymous, blocked, user of another club, user of the owning club,
admin), and how to make the call's target: the "owning club" is club A; calls that change
something get fresh data so every role meets the same situation. A row's ``check`` looks
further at an answer (hidden fields, hidden items).
"""

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from io import BytesIO
from typing import Any

from httpx import Response
from PIL import Image

from fedreg_core.domain.entities import User
from fedreg_core.domain.enums import BoutEnding, SeenSex
from fedreg_core.draws.groups import Group
from fedreg_core.services.draws import make_draws, publish_draws
from fedreg_core.services.kata_results import KataEntry, change_kata_score
from fedreg_core.services.results import ResultEntry, change_result, group_results
from tests.api.authz_world import Call, World
from tests.api.conftest import PASSWORD, registration_body
from tests.unit.catalog_setup import fee_fields

Target = Callable[[World, str], Awaitable[Call]]
Check = Callable[[World, str, Response], None]
Expect = tuple[int, int, int, int, int]
Upload = tuple[str, bytes, str]

PUBLIC_200: Expect = (200, 200, 200, 200, 200)
SIGNED_IN: Expect = (401, 403, 200, 200, 200)
OWNER_200: Expect = (401, 403, 403, 200, 200)
OWNER_201: Expect = (401, 403, 403, 201, 201)
OWNER_204: Expect = (401, 403, 403, 204, 204)
ADMIN_200: Expect = (401, 403, 403, 403, 200)
ADMIN_201: Expect = (401, 403, 403, 403, 201)
ADMIN_204: Expect = (401, 403, 403, 403, 204)
NOBODY_403: Expect = (401, 403, 403, 403, 403)
HIDDEN_404: Expect = (401, 403, 404, 404, 200)
PDF = b"%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n"


@dataclass(frozen=True)
class Row:
    method: str
    path: str
    expect: Expect
    target: Target
    case: str = ""
    check: Check | None = None
    undocumented: bool = False
    """A call the OpenAPI document does not list (it must not exist: 405)."""

    @property
    def id(self) -> str:
        return f"{self.method} {self.path}" + (f" [{self.case}]" if self.case else "")


def png() -> bytes:
    out = BytesIO()
    Image.new("RGB", (4, 4), (10, 120, 200)).save(out, "PNG")
    return out.getvalue()


PICTURE: Upload = ("slika.png", png(), "image/png")
NOT_AN_IMAGE: Upload = ("slika.png", b"not an image", "image/png")


def picture(upload: Upload | bool) -> dict[str, Upload] | None:
    """The multipart ``file``: a real picture for ``True``, or the given upload."""
    if upload is False:
        return None
    return {"file": PICTURE if upload is True else upload}


def ids(**names: str) -> Target:
    """Path parameters that are ids of the world (``id="member_a"``; ``club_id="club_a"``)."""

    async def target(world: World, _role: str) -> Call:
        return Call({param: world.ids[name] for param, name in names.items()})

    return target


async def nothing(_world: World, _role: str) -> Call:
    return Call()


def hidden(*fields: str) -> Check:
    """Other clubs' users get the items of club A without these fields; the rest get them."""

    def check(world: World, role: str, response: Response) -> None:
        body = response.json()
        items = body.get("items", [body])
        own = [i for i in items if i.get("clubId") == world.club_a]
        assert own, "club A's items are answered"
        for item in own:
            shown = set(fields) & set(item)
            assert shown == (set() if role == "other" else set(fields)), (role, item)

    return check


def emails_for_admins(_world: World, role: str, response: Response) -> None:
    """E-mails (and the admin and blocked flags) for admins only (docs/product.md, Permissions)."""
    body = response.json()
    for item in body.get("items", [body]):
        shown = {"email", "isAdmin", "isBlocked"} & set(item)
        assert shown == ({"email", "isAdmin", "isBlocked"} if role == "admin" else set()), item


def archived_for_admins(world: World, role: str, response: Response) -> None:
    listed = {t["id"] for t in response.json()["items"]}
    assert (world.ids["archived"] in listed) == (role == "admin")
    assert world.ids["open"] in listed


def archived_left_out(world: World, _role: str, response: Response) -> None:
    """A club's tournaments are those that are not archived, for admins too."""
    listed = {t["id"] for t in response.json()}
    assert world.ids["open"] in listed
    assert world.ids["archived"] not in listed


def deductions_for_admins(_world: World, role: str, response: Response) -> None:
    assert ("clubDeductions" in response.json()) == (role == "admin")


def empty_for_non_admins(_world: World, role: str, response: Response) -> None:
    total = response.json()["total"]
    assert (total > 0) == (role == "admin"), (role, total)


def registration_privacy(world: World, role: str, response: Response) -> None:
    """Competitors and team members of other clubs: name, club and belt; not birth date,
    sex, picture or payment flags (both clubs have registrations)."""
    role_club = {"owner": world.club_a, "other": world.club_b}.get(role)
    items = response.json()["items"]
    assert {item["club"]["id"] for item in items} == {world.club_a, world.club_b}
    for item in items:
        people = [item["competitor"]] if "competitor" in item else item["members"]
        sees = role == "admin" or item["club"]["id"] == role_club
        for person in people:
            shown = {"born", "isMale", "avatar", "noPay", "alwaysPays"} & set(person)
            assert bool(shown) == sees and len(shown) in {0, 5}, (role, person)


def signed_in_data(_world: World, role: str, response: Response) -> None:
    """Signed out (and with a dead token) only title, description and logo; no tournament."""
    body = response.json()
    signed_in = role in {"other", "owner", "admin"}
    assert ("disableEdit" in body["settings"]) == signed_in
    assert (body["activeTournament"] is not None) == signed_in


def pdf_answer(_world: World, _role: str, response: Response) -> None:
    """A PDF, saved under a name."""
    assert response.content.startswith(b"%PDF")
    assert response.headers["content-disposition"].endswith('.pdf"')


# Bodies -----------------------------------------------------------------------------------

PERSON_FIELDS: dict[str, dict[str, Any]] = {
    "members": {"born": "2010-05-17", "isMale": False, "belt": "PLAVI"},
    "coaches": {},
    "referees": {"dan": 3, "rang": "NATIONAL_A"},
    "officials": {"funct": "Sekretar"},
}


def moved_to_club_b(world: World) -> dict[str, Any]:
    return {"obj": {"clubId": world.club_b}}


def person_body(kind: str, club: str, **extra: Any) -> Target:
    async def target(world: World, _role: str) -> Call:
        obj = {"clubId": world.ids[club], "firstName": "Nova", "lastName": "Osoba"}
        return Call(json={"obj": {**obj, **PERSON_FIELDS[kind], **extra}})

    return target


def fresh_person(kind: str, json: Any = None, files: Upload | bool = False) -> Target:
    async def target(world: World, _role: str) -> Call:
        person = await world.person(kind, world.club_a)
        body = json(world) if callable(json) else json
        return Call({"id": person}, json=body, files=picture(files))

    return target


async def profile(world: World, role: str) -> Call:
    email = await world.email_of(role) if role in {"other", "owner", "admin"} else "x@example.com"
    return Call(json={"name": "Novo Ime", "email": email})


async def profile_as_admin(world: World, role: str) -> Call:
    call = await profile(world, role)
    call.json = {**call.json, "isAdmin": True}
    return call


async def new_discipline(world: World, _role: str) -> Call:
    return Call(json={"obj": {"name": "Kata 2", "categoryIds": [world.ids["seniors"]]}})


async def register(world: World, _role: str) -> Call:
    return Call(json=registration_body(f"{world.unique('novi')}@example.com"))


async def validate(world: World, _role: str) -> Call:
    email = f"{world.unique('proba')}@example.com"
    return Call(json={"name": "Proba", "email": email, "password": PASSWORD})


async def reset(world: World, _role: str) -> Call:
    return Call(json={"token": await world.reset_token(), "password": "nova-lozinka"})


async def fresh_club(world: World, _role: str) -> Call:
    """A club with a user of its own, who plays the owner."""
    club, user = await world.club_with_user()
    return Call({"id": club}, owner=user)


def with_json(make: Target, json: Any = None, files: Upload | bool = False) -> Target:
    async def target(world: World, role: str) -> Call:
        call = await make(world, role)
        call.json, call.files = json, picture(files)
        return call

    return target


async def fresh_user(world: World, _role: str) -> Call:
    return Call({"id": await world.user(world.club_a)})


async def fresh_category(world: World, _role: str) -> Call:
    return Call({"id": await world.category()})


async def fresh_discipline(world: World, _role: str) -> Call:
    return Call({"id": await world.discipline()})


async def new_discipline_category(world: World, _role: str) -> Call:
    discipline, category = await world.discipline(), await world.category()
    return Call(json={"obj": {"disciplineId": discipline, "categoryId": category}})


async def second_discipline_category(world: World, _role: str) -> Call:
    category = await world.category()
    discipline = await world.discipline(world.ids["seniors"], category)
    return Call({"id": await world.discipline_category(discipline, category)})


async def last_discipline_category(world: World, _role: str) -> Call:
    discipline = await world.discipline()
    return Call({"id": await world.discipline_category(discipline, world.ids["seniors"])})


def tournament_form(world: World) -> dict[str, Any]:
    obj = {
        "name": "Novi turnir",
        "description": "<p>Propozicije</p>",
        "startDate": "2026-03-01T09:00:00",
        "disciplineIds": [world.ids["kumite"]],
        "teamDisciplineIds": [world.ids["team"]],
        **fee_fields(),
    }
    return {"obj": obj}


async def new_tournament(world: World, _role: str) -> Call:
    return Call(json=tournament_form(world))


async def fresh_tournament(world: World, _role: str) -> Call:
    return Call({"id": await world.tournament()})


def new_link(kind: str) -> Target:
    async def target(world: World, _role: str) -> Call:
        tournament = await world.tournament(discipline_ids=[], team_discipline_ids=[])
        body = {"tournamentId": tournament, "disciplineId": world.ids[kind]}
        return Call(json={"obj": body})

    return target


def fresh_link(repository: str, kind: str, archived: bool = False, only: bool = False) -> Target:
    """A link of a fresh tournament (archived, or with this discipline as its only one)."""

    async def target(world: World, _role: str) -> Call:
        lists = "team_discipline_ids" if repository.endswith("team_disciplines") else ""
        changes: dict[str, Any] = {"is_archived": archived}
        if only:
            changes[lists or "discipline_ids"] = [world.ids[kind]]
        made = await world.tournament(**changes)
        return Call({"id": await world.link(repository, made, world.ids[kind])})

    return target


def by_tournament(name: str) -> Target:
    async def target(world: World, _role: str) -> Call:
        return Call(query={"by": f'{{"tournamentId": {world.ids[name]}}}'})

    return target


def listed(_world: World, _role: str, response: Response) -> None:
    assert response.json()["total"] > 0


async def new_file(world: World, _role: str) -> Call:
    return Call(json={"obj": {"tournamentId": world.ids["open"], "name": "Raspored"}})


def fresh_file(repository: str, upload: Upload | None = None) -> Target:
    async def target(world: World, _role: str) -> Call:
        record = await world.tournament_file(repository, world.ids["open"])
        return Call({"id": record}, files={"file": upload} if upload else None)

    return target


async def new_deduction(world: World, _role: str) -> Call:
    tournament = await world.tournament()
    body = {"tournamentId": tournament, "clubId": world.club_a, "deduction": 15}
    return Call(json={"obj": body})


def fresh_deduction(json: Any = None) -> Target:
    async def target(world: World, _role: str) -> Call:
        made = await world.deduction(await world.tournament(), world.club_a)
        return Call({"id": made}, json=json)

    return target


def competitor_body(tournament: str) -> Target:
    async def target(world: World, _role: str) -> Call:
        member = await world.person("members", world.club_a)
        categories = [{"id": world.ids["seniors"], "disciplines": [world.ids["kumite"]]}]
        body = {"memberId": member, "categories": categories}
        return Call({"id": world.ids[tournament]}, json=body)

    return target


def categories(world: World, discipline: str) -> list[dict[str, Any]]:
    return [{"id": world.ids["seniors"], "disciplines": [world.ids[discipline]]}]


async def fresh_competitor(world: World, _role: str) -> Call:
    registration = await world.competitor(world.club_a)
    return Call({"id": registration}, json={"categories": categories(world, "kata")})


def team_body(**flags: bool) -> Target:
    async def target(world: World, _role: str) -> Call:
        members = [await world.person("members", world.club_a) for _ in range(2)]
        body = {"type": "WOMEN", "memberIds": members, "categories": categories(world, "team")}
        return Call({"id": world.ids["open"]}, json={**body, **flags})

    return target


def fresh_team(**flags: bool) -> Target:
    async def target(world: World, _role: str) -> Call:
        team = await world.team(world.club_a)
        async with world.uow() as uow:
            stored = await uow.team_registrations.get(team)
        assert stored is not None
        members = stored.member_ids
        body = {"type": "WOMEN", "memberIds": members, "categories": categories(world, "team2")}
        return Call({"id": team}, json={**body, **flags})

    return target


def new_tournament_person(kind: str) -> Target:
    async def target(world: World, _role: str) -> Call:
        person = await world.person(kind, world.club_a)
        return Call({"id": world.ids["open"], "person_id": person})

    return target


def registered_person(kind: str) -> Target:
    async def target(world: World, _role: str) -> Call:
        person = await world.registered(kind, world.club_a)
        return Call({"id": world.ids["open"], "person_id": person})

    return target


# A club's people in bulk (issue 17) ------------------------------------------------------

MEMBERS_CSV = "Ime;Prezime;Datum rođenja;Pol;Pojas\r\nNina;Nikolić;17.05.2010.;Ž;plavi\r\n"


def import_file(dry_run: bool) -> Target:
    """Club A's members from a small CSV: a dry run, or stored."""

    async def target(world: World, _role: str) -> Call:
        files = {"file": ("clanovi.csv", MEMBERS_CSV.encode(), "text/csv")}
        query = {"dryRun": "true" if dry_run else "false"}
        return Call({"id": world.club_a, "kind": "members"}, files=files, query=query)

    return target


async def members_template(_world: World, _role: str) -> Call:
    return Call({"kind": "members"})


async def drawn_group(world: World, _role: str) -> Call:
    """The closed tournament's women's kumite group, drawn (a competitor of club A in it)."""
    closed = world.ids["closed"]
    group = Group(world.ids["seniors"], world.ids["kumite"], sex=SeenSex.WOMEN)
    ids = world.runtime.context.group_ids
    key = ids.of(closed, group)
    async with world.uow() as uow:
        drawn = await uow.draws.draws(closed)
        admin = await uow.users.get(world.users["admin"])
    if not drawn:
        assert admin is not None
        await world.competitor(world.club_a, "closed")
        await make_draws(world.uow(), world.runtime.context.clock, ids, admin, closed)
    return Call({"id": closed, "group_key": key})


async def stale_draw(world: World, role: str) -> Call:
    """The drawn group of ``drawn_group``, stale for the admin's call (a newcomer in it)."""
    call = await drawn_group(world, role)
    if role == "admin":
        await world.competitor(world.club_b, "closed")
    return call


async def _competition_day(world: World, discipline: str = "kumite") -> tuple[int, str, User]:
    """The "day" tournament's women's group of ``discipline`` with two competitors, drawn and
    published: (tournament, group name, the admin)."""
    day = world.ids["day"]
    group = Group(world.ids["seniors"], world.ids[discipline], sex=SeenSex.WOMEN)
    ids, clock = world.runtime.context.group_ids, world.runtime.context.clock
    async with world.uow() as uow:
        drawn = {d.group for d in await uow.draws.draws(day)}
        admin = await uow.users.get(world.users["admin"])
    assert admin is not None
    name = ids.of(day, group)
    if group not in drawn:
        for _ in range(2):
            await world.competitor(world.club_a, "day", discipline)
        await make_draws(world.uow(), clock, ids, admin, day, [name])
        await publish_draws(world.uow(), clock, admin, day, published=True)
    return day, name, admin


async def _first_bout(world: World) -> tuple[Call, int, int]:
    """The first bout's call, its red fighter and its result's version (0: none)."""
    day, name, admin = await _competition_day(world)
    found = await group_results(world.uow(), world.runtime.context.group_ids, admin, day, name)
    bout = found.played.bouts[0]
    version = bout.result.version if bout.result else 0
    assert bout.red is not None
    return Call({"id": day, "group_key": name, "round": 1, "index": 0}), bout.red, version


async def bout_to_record(world: World, _role: str) -> Call:
    """The first bout of the competition day with a winner at its current version."""
    call, red, version = await _first_bout(world)
    call.json = {"winner": red, "version": version, "ending": "KIKEN"}
    return call


async def bout_to_clear(world: World, _role: str) -> Call:
    """The first bout of the competition day, recorded, with its version to clear."""
    call, red, version = await _first_bout(world)
    if version == 0:
        day, name, admin = await _competition_day(world)
        entry = ResultEntry(red, BoutEnding.POINTS, None, None, 0)
        context = world.runtime.context
        await change_result(
            world.uow(), context.clock, context.group_ids, admin, day, name, (1, 0), entry
        )
        version = 1
    call.query = {"version": str(version)}
    return call


async def _first_performance(world: World) -> tuple[Call, int]:
    """The kata group's first performance in round 1 and its score's version (0: none)."""
    day, name, admin = await _competition_day(world, "kata")
    found = await group_results(world.uow(), world.runtime.context.group_ids, admin, day, name)
    assert found.kata is not None
    first = found.kata.standing.state.rounds[0][0].keys[0]
    record = found.kata.recorded.get((1, first))
    path: dict[str, int | str] = {"id": day, "group_key": name, "round": 1}
    path["registration_id"] = first
    return Call(path), record.version if record else 0


async def kata_to_record(world: World, _role: str) -> Call:
    """The first performance of the kata group with a score at its current version."""
    call, version = await _first_performance(world)
    call.json = {"score": 4230, "tieBreak": 2110, "version": version}
    return call


async def kata_to_clear(world: World, _role: str) -> Call:
    """The first performance of the kata group, scored, with its version to clear."""
    call, version = await _first_performance(world)
    if version == 0:
        day, name, admin = await _competition_day(world, "kata")
        context = world.runtime.context
        await change_kata_score(
            world.uow(), context.clock, context.group_ids, admin, day, name,
            (1, int(call.params["registration_id"])), KataEntry(4000, None, 0),
        )  # fmt: skip
        version = 1
    call.query = {"version": str(version)}
    return call


SETTINGS_BODY = {"legalName": "Karate savez", "address": "Beograd", "account": "840-955845-10"}


async def _money_world(world: World) -> tuple[int, int]:
    """The payment settings set, an invoice of club A and a waiting payment, made directly:
    (invoice id, payment id)."""
    from dataclasses import replace
    from datetime import date

    from fedreg_core.payments.invoices import InvoiceKind, InvoiceNumber, Payee
    from fedreg_core.payments.ledger import Payment
    from tests.invoice_examples import invoice

    async with world.uow() as uow:
        await uow.payment_settings.put(Payee("Savez", "Beograd", "", "840-955845-10"))
        sequence = await uow.invoices.next_sequence(2026)
        made = replace(
            invoice(sequence=sequence), tournament_id=world.ids["open"], club_id=world.club_a,
            kind=InvoiceKind.INVOICE, number=InvoiceNumber(2026, sequence), id=None,
            reference=InvoiceNumber(2026, sequence).reference(Payee("", "", "", "840-955845-10")),
        )  # fmt: skip
        stored = await uow.invoices.add(made)
        waiting = await uow.payments.add(Payment(date(2026, 2, 1), 100, "RSD", "", "Neko"))
        await uow.commit()
    assert stored.id is not None and waiting.id is not None
    return stored.id, waiting.id


def fresh_payment(json: Any) -> Target:
    """A waiting payment; ``json`` may name ``invoiceId``: a fresh invoice's id goes there."""

    async def target(world: World, _role: str) -> Call:
        invoice_id, payment_id = await _money_world(world)
        body = {**json, "invoiceId": invoice_id} if "invoiceId" in json else json
        return Call({"id": payment_id}, json=body)

    return target


async def fresh_invoice_payment(world: World, _role: str) -> Call:
    invoice_id, _ = await _money_world(world)
    body = {"paidOn": "2026-02-01", "amount": 100, "currency": "RSD"}
    return Call({"id": invoice_id}, json=body)


async def with_money_settings(world: World, _role: str) -> Call:
    await _money_world(world)
    return Call({"id": world.ids["open"]}, json={"clubId": world.club_a})


async def camt_statement(world: World, _role: str) -> Call:
    from tests.camt053_files import Payment as CamtPayment
    from tests.camt053_files import camt053

    await _money_world(world)
    files = {"file": ("izvod.xml", camt053([CamtPayment("1.00", "Neko")]), "application/xml")}
    return Call(files=files)


async def club_day(world: World, _role: str) -> Call:
    """Club A's competitors on the competition day (its draws published)."""
    day, _name, _admin = await _competition_day(world)
    return Call({"id": day, "club_id": world.club_a})
