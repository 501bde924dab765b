"""A member's parental consent through the API: recorded, shown to the member's club and
admins only, its scanned copy served by signed links, bad input refused field by field."""

from typing import Any

import pytest

from tests.api.conftest import stored_path
from tests.api.resources.conftest import Federation, member_body
from tests.api.resources.test_uploads_and_settings_api import png

CONSENT = {"date": "2020-01-15", "givenBy": "Милица Шћекић"}
PDF = b"%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n"


async def new_minor(fed: Federation) -> int:
    created = await fed.call("POST", "/api/model/Members", fed.coach, json=member_body(fed.club_id))
    assert created.status_code == 201, created.text
    return int(created.json()["id"])


def consent_url(member_id: int) -> str:
    return f"/api/members/{member_id}/consent"


async def attach(fed: Federation, member_id: int, name: str, data: bytes, kind: str) -> Any:
    files = {"file": (name, data, kind)}
    return await fed.call("POST", f"{consent_url(member_id)}/document", fed.coach, files=files)


async def test_the_club_records_it_and_the_access_log_says_who_and_when(fed: Federation) -> None:
    member_id = await new_minor(fed)
    recorded = await fed.call("PUT", consent_url(member_id), fed.coach, json=CONSENT)
    assert recorded.status_code == 200, recorded.text
    member = recorded.json()
    assert (member["consentDate"], member["consentBy"]) == ("2020-01-15", "Милица Шћекић")
    assert member["adultFrom"] == "2028-05-17" and member["consentDocument"] is None
    read = await fed.call("GET", f"/api/model/Members/{member_id}", fed.admin)
    assert read.json()["consentBy"] == "Милица Шћекић"
    hidden = await fed.call("GET", f"/api/model/Members/{member_id}", fed.other)
    assert not {"consentDate", "consentBy", "consentDocument", "adultFrom"} & set(hidden.json())
    log = await fed.call(
        "GET", f"/api/access-log?personKind=members&personId={member_id}", fed.admin
    )
    rows = [row for row in log.json()["items"] if row["kind"] == "consent_change"]
    assert [(row["userName"], row["what"]) for row in rows] == [
        ("Petar Petrović", "consent recorded")
    ]
    assert rows[0]["at"]


async def test_the_scanned_copy_is_served_by_signed_links_and_goes_with_the_consent(
    fed: Federation,
) -> None:
    member_id = await new_minor(fed)
    await fed.call("PUT", consent_url(member_id), fed.coach, json=CONSENT)
    attached = await attach(fed, member_id, "saglasnost.pdf", PDF, "application/pdf")
    assert attached.status_code == 200, attached.text
    link = attached.json()["consentDocument"]
    path = stored_path(link)
    assert path.startswith("/files/consents/") and path.endswith(".pdf") and "signature=" in link
    served = await fed.api.client.get(link)
    assert served.status_code == 200 and served.content == PDF
    assert served.headers["content-type"] == "application/pdf"
    assert (await fed.api.client.get(path)).status_code == 404  # unsigned
    picture = await attach(fed, member_id, "saglasnost.png", png(), "image/png")
    assert stored_path(picture.json()["consentDocument"]).endswith(".png")
    assert (await fed.api.client.get(link)).status_code == 404  # the replaced copy is gone
    removed = await fed.call("DELETE", consent_url(member_id), fed.admin)
    assert removed.status_code == 200, removed.text
    assert removed.json()["consentDate"] is None and removed.json()["consentDocument"] is None


@pytest.mark.parametrize(
    ("body", "errors"),
    [
        ({"date": "2999-01-01", "givenBy": "Milica"}, {"date"}),  # in the future
        ({"date": "2010-05-16", "givenBy": "Milica"}, {"date"}),  # before the birth date
        ({"date": "2020-01-15"}, {"givenBy"}),
        ({"date": "2020-01-15", "givenBy": " "}, {"givenBy"}),
        ({}, {"date", "givenBy"}),
    ],
)
async def test_bad_input_is_400_per_field_and_changes_nothing(
    fed: Federation, body: dict[str, str], errors: set[str]
) -> None:
    member_id = await new_minor(fed)
    refused = await fed.call("PUT", consent_url(member_id), fed.coach, json=body)
    assert refused.status_code == 400, refused.text
    assert set(refused.json()["errors"]) == errors
    read = await fed.call("GET", f"/api/model/Members/{member_id}", fed.coach)
    assert read.json()["consentDate"] is None


async def test_messages_are_in_the_users_language(fed: Federation) -> None:
    member_id = await new_minor(fed)
    body = {"date": "2999-01-01", "givenBy": "Milica"}
    sr = await fed.call("PUT", consent_url(member_id), fed.coach, json=body)
    en = await fed.call(
        "PUT", consent_url(member_id), fed.coach, json=body, headers={"Accept-Language": "en"}
    )
    assert sr.json()["errors"]["date"] == "Datum saglasnosti ne može biti u budućnosti."
    assert en.json()["errors"]["date"] == "The consent's date cannot be in the future."


async def test_another_clubs_member_is_404_and_unchanged(fed: Federation) -> None:
    member_id = await new_minor(fed)
    for method in ("PUT", "DELETE"):
        refused = await fed.call(method, consent_url(member_id), fed.other, json=CONSENT)
        assert refused.status_code == 404, (method, refused.text)
    missing = await fed.call("PUT", consent_url(999_999), fed.coach, json=CONSENT)
    assert missing.status_code == 404
    read = await fed.call("GET", f"/api/model/Members/{member_id}", fed.coach)
    assert read.json()["consentDate"] is None


@pytest.mark.parametrize(
    ("name", "data", "kind"),
    [
        ("saglasnost.pdf", b"MZ\x90\x00\x03 This program", "application/pdf"),
        ("saglasnost.png", b"<svg onload=alert(1)></svg>", "image/png"),
        ("saglasnost.html", b"<script>alert(1)</script>", "text/html"),
        ("saglasnost.docx", b"PK\x03\x04 zipped", "application/octet-stream"),
    ],
)
async def test_a_hostile_document_is_refused_and_nothing_stored(
    fed: Federation, name: str, data: bytes, kind: str
) -> None:
    member_id = await new_minor(fed)
    await fed.call("PUT", consent_url(member_id), fed.coach, json=CONSENT)
    refused = await attach(fed, member_id, name, data, kind)
    assert refused.status_code == 415, refused.text
    assert refused.json()["message"] == "Skenirana saglasnost mora biti PDF, JPEG ili PNG."
    read = await fed.call("GET", f"/api/model/Members/{member_id}", fed.coach)
    assert read.json()["consentDocument"] is None


async def test_a_document_before_the_consent_is_400(fed: Federation) -> None:
    member_id = await new_minor(fed)
    refused = await attach(fed, member_id, "saglasnost.pdf", PDF, "application/pdf")
    assert refused.status_code == 400 and set(refused.json()["errors"]) == {"file"}


async def test_an_erased_member_takes_no_consent(fed: Federation) -> None:
    member_id = await new_minor(fed)
    erased = await fed.call("POST", f"/api/model/Members/{member_id}/erase", fed.admin, json={})
    assert erased.status_code == 200, erased.text

    refused = [
        await fed.call("PUT", consent_url(member_id), fed.coach, json=CONSENT),
        await attach(fed, member_id, "saglasnost.pdf", PDF, "application/pdf"),
        await fed.call("DELETE", consent_url(member_id), fed.admin),
    ]

    assert [answer.status_code for answer in refused] == [409, 409, 409]
    read = await fed.call("GET", f"/api/model/Members/{member_id}", fed.admin)
    assert read.json()["consentBy"] is None
