"""The draws PDF's bracket (issue 32): a winner by a bye stands on her line of round two."""

from io import BytesIO

from pypdf import PdfReader

from adapters.printing.typst_printer import typeset_draws
from fedreg_core.ports.printing import PrintedDraw, PrintedDraws, PrintedEntrant
from fedreg_core.services.draw_prints import LABELS

BYE = PrintedEntrant("", "", None)


def bracket_text(lines: tuple[PrintedEntrant, ...]) -> str:
    draw = PrintedDraw(
        "Seniorke · Kata",
        (("Seme žreba", "7"),),
        "bracket",
        lines,
        rounds=("Polufinale", "Finale", "Pobednik"),
    )
    printed = PrintedDraws(
        title="Žreb",
        facts=(),
        draws=(draw,),
        labels={key: key for key in LABELS} | {"line": "Repesaž {line}"},
        empty_text="",
        language="sr",
    )
    page = PdfReader(BytesIO(typeset_draws(printed))).pages[0]
    return " ".join(page.extract_text().split())


def test_a_winner_by_a_bye_is_printed_in_round_two() -> None:
    ana = PrintedEntrant("Ana Anić", "KK Čukarički", 1)
    others = (
        PrintedEntrant("Mina Marić", "KK Đerdap", None),
        PrintedEntrant("Vesna Vasić", "KK Đerdap", None),
    )
    text = bracket_text((ana, BYE, *others))
    assert text.count("Ana Anić") == 2  # round one, and round two
    assert text.count("Mina Marić") == 1 and text.count("Vesna Vasić") == 1
