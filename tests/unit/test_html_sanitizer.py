"""The nh3 sanitizer against known XSS payloads: dangerous parts gone, formatting kept."""

import pytest

from adapters.security.html import Nh3HtmlSanitizer

CLEAN = Nh3HtmlSanitizer().clean
REL = 'rel="noopener noreferrer nofollow"'


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        pytest.param("<script>alert(1)</script><p>Tekst</p>", "<p>Tekst</p>", id="script"),
        pytest.param("<SCRIPT SRC=//evil.js></SCRIPT>ok", "ok", id="script-upper-case"),
        pytest.param("<img src=x onerror=alert(1)>Slika", "Slika", id="img-onerror"),
        pytest.param(
            '<a href="javascript:alert(1)">klik</a>', f"<a {REL}>klik</a>", id="javascript-link"
        ),
        pytest.param(
            '<a href=" JaVaScRiPt:alert(1)">klik</a>', f"<a {REL}>klik</a>", id="javascript-mixed"
        ),
        pytest.param(
            '<a href="data:text/html;base64,PHNjcmlwdD4=">d</a>', f"<a {REL}>d</a>", id="data-url"
        ),
        pytest.param('<a href="/interno">r</a>', f"<a {REL}>r</a>", id="relative-link"),
        pytest.param("<svg onload=alert(1)><circle/></svg>posle", "posle", id="svg-onload"),
        pytest.param('<iframe src="https://evil.example"></iframe>t', "t", id="iframe"),
        pytest.param(
            '<p style="background:url(javascript:x)" class="x" onclick="y">s</p>',
            "<p>s</p>",
            id="style-class-handler",
        ),
        pytest.param("<style>p{color:red}</style>k", "k", id="style-element"),
        pytest.param('<math><mi xlink:href="javascript:alert(1)">x</mi></math>z', "z", id="mathml"),
        pytest.param("<<script>script>alert(1)<</script>/script>", "&lt;/script&gt;", id="nested"),
        pytest.param(
            "<p><b>nezatvoreno <i>ugnježdeno</p>",
            "<p><b>nezatvoreno <i>ugnježdeno</i></b></p>",
            id="malformed-closed",
        ),
        pytest.param("<object data=x></object><embed src=y>o", "o", id="object-embed"),
        pytest.param('<form action="x"><input value="y"></form>f', "f", id="form"),
        pytest.param("<!-- <script>x</script> -->c", "c", id="comment"),
    ],
)
def test_dangerous_parts_are_removed(html: str, expected: str) -> None:
    assert CLEAN(html) == expected


def test_formatting_and_safe_links_are_kept() -> None:
    html = (
        "<h1>Naslov</h1><h4>Podnaslov</h4><p><strong>Jako</strong> <b>b</b> <em>e</em> <i>i</i> "
        "<u>u</u> <s>s</s><br><span>span</span></p><ul><li>jedan</li></ul><ol><li>dva</li></ol>"
        "<blockquote>citat</blockquote>"
    )
    assert CLEAN(html) == html
    links = '<a href="https://savez.rs/p">w</a><a href="mailto:info@savez.rs">m</a>'
    assert CLEAN(links) == (
        f'<a href="https://savez.rs/p" {REL}>w</a><a href="mailto:info@savez.rs" {REL}>m</a>'
    )


def test_tags_outside_the_list_keep_their_text() -> None:
    assert CLEAN("<h5>Mali</h5><table><tr><td>ćelija</td></tr></table>") == "Malićelija"
