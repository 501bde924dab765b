"""Erasure of a person by an admin (docs/privacy.md, Erasure): the record keeps what results,
categories and fees need under a stable pseudonym; every stored copy of the name is
rewritten, the invoices naming them printed again; the photo and the old invoice PDFs leave
the file store after the commit. Recorded in the access log in the same transaction."""

from dataclasses import dataclass

from fedreg_core.domain.access import AccessKind, AccessOrigin, PersonRef
from fedreg_core.domain.entities import User
from fedreg_core.domain.erasure import Renaming, pseudonym_code
from fedreg_core.domain.errors import Conflict, NotFound
from fedreg_core.domain.permissions import may_erase_people
from fedreg_core.messages import translate
from fedreg_core.payments.invoices import Invoice
from fedreg_core.ports.files import FileStore
from fedreg_core.ports.people_directory import PeopleKind
from fedreg_core.ports.printing import InvoicePrinter
from fedreg_core.ports.unit_of_work import ErasureWork
from fedreg_core.services.access_log import record_access, refuse_for_club
from fedreg_core.services.images import forget_file
from fedreg_core.services.invoice_documents import printed_invoice
from fedreg_core.services.invoicing import INVOICE_FILES
from fedreg_core.services.person_kinds import P, PersonKind


@dataclass(frozen=True, slots=True)
class ErasureRequest:
    """Who is erased, from where and when, and the site's language (the pseudonym's words
    and the reprinted invoices are in it)."""

    person_id: int
    origin: AccessOrigin
    language: str


def renaming_of(person: P, ref: PersonRef, language: str) -> Renaming:
    """The person's names and the pseudonym that replaces them."""
    words = translate("erased_person", language)
    return Renaming(person.first_name, person.last_name, words, pseudonym_code(ref))


async def erase_person(
    uow: ErasureWork,
    printer: InvoicePrinter,
    files: FileStore,
    kind: PersonKind[P],
    actor: User,
    request: ErasureRequest,
) -> P:
    """Admins (a club's user: 403 for their own club's person, 404 for another's). Refused
    (409 naming them) while the person is entered in a tournament that is not archived.
    Erasing an erased person changes nothing and answers the erased record."""
    async with uow:
        repository = kind.repository(uow)
        person = await repository.get(request.person_id)
        if person is None:
            raise NotFound(what="person", key=request.person_id)
        if not may_erase_people(actor):
            refuse_for_club(actor, person.club_id)
        if person.erased_at is not None:
            return person
        ref = PersonRef(kind.name, request.person_id)
        entered = await uow.people_directory.tournaments_entered(
            PeopleKind(kind.name), request.person_id, archived_too=False
        )
        if entered:
            values = {"tournaments": ", ".join(entered)}
            raise Conflict("error_erasure_entered", values=values)
        renaming = renaming_of(person, ref, request.language)
        erased = await repository.update(kind.erase(person, renaming, request.origin.at))
        relabelled = await uow.erasure.rename(ref, renaming)
        old_pdfs = await _reprinted(uow, printer, files, relabelled, request.language)
        await record_access(uow.access_log, actor, request.origin, AccessKind.ERASURE, ref)
        await uow.commit()
    for path in (*kind.stored_files(person), *old_pdfs):
        await forget_file(files, path)
    return erased


async def _reprinted(
    uow: ErasureWork,
    printer: InvoicePrinter,
    files: FileStore,
    relabelled: list[Invoice],
    language: str,
) -> list[str | None]:
    """Print the relabelled invoices again and attach the new PDFs. Answers the old PDFs'
    paths, to remove once the change is committed."""
    old: list[str | None] = []
    for invoice in relabelled:
        assert invoice.id is not None
        pdf = await printer.invoice_pdf(printed_invoice(invoice, language))
        await uow.invoices.attach_pdf(invoice.id, await files.save(INVOICE_FILES, pdf, ".pdf"))
        old.append(invoice.pdf_path)
    return old
