"""Signed photo links: how long they hold, and which paths need them."""

from urllib.parse import parse_qs, urlsplit

import msgspec
from msgspec import UNSET, UnsetType

from adapters.http.file_links import FileLinks
from tests.fakes import Seconds

KEY = "unit-test-secret-key-of-a-proper-length-000000"
PHOTO = "/files/avatars/0123456789abcdef0123456789abcdef.png"
START = 1_800_000_000.0  # a multiple of ten minutes


def check(links: FileLinks, link: str) -> dict[str, str] | None:
    query = {name: values[0] for name, values in parse_qs(urlsplit(link).query).items()}
    return links.headers_to_serve(urlsplit(link).path, query["expires"], query["signature"])


def test_a_link_stays_the_same_for_ten_minutes_and_holds_at_least_an_hour() -> None:
    clock = Seconds(START)
    links = FileLinks(KEY, now=clock)
    clock.now = START + 1
    first = links.link(PHOTO)
    clock.now = START + 599
    assert links.link(PHOTO) == first  # the browser's cache keeps working
    clock.now = START + 601
    assert links.link(PHOTO) != first
    clock.now = START + 1 + 3600 - 1
    assert check(links, first) == {"cache-control": "private, max-age=600"}
    clock.now = START + 4200
    assert check(links, first) is None


def test_a_link_that_claims_to_live_longer_than_links_do_is_refused() -> None:
    clock = Seconds(START)
    long_lived = FileLinks(KEY, now=clock, lifetime=30 * 86400).link(PHOTO)
    assert check(FileLinks(KEY, now=clock), long_lived) is None


def test_only_photos_are_signed() -> None:
    links = FileLinks(KEY)
    for public in ("/files/logos/a.png", "/files/settings/a.png", "/files/documents/a.pdf"):
        assert links.link(public) == public
        assert links.headers_to_serve(public, None, None) == {}
    assert links.link(None) is None
    assert links.headers_to_serve(PHOTO, None, None) is None


class PersonOut(msgspec.Struct):
    avatar: str | UnsetType | None = UNSET


def test_an_answer_without_a_visible_photo_is_left_as_it_is() -> None:
    links = FileLinks(KEY)
    assert links.with_photo_link(PersonOut()) == PersonOut()
    assert links.with_photo_link(PersonOut(None)) == PersonOut(None)
    signed = links.with_photo_link(PersonOut(PHOTO)).avatar
    assert isinstance(signed, str) and signed.startswith(f"{PHOTO}?expires=")
