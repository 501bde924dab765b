"""``fedreg people erase ID``: a person's data erased as the API's admin erasure does,
recorded in the access log (the operator, from ``cli``)."""

import typer

from adapters.cli.context import CliContext, CliWiring
from adapters.cli.language import language_of
from adapters.cli.operator import OPERATOR, cli_origin
from adapters.cli.running import run_use_case
from fedreg_core.ports.people_directory import PeopleKind
from fedreg_core.services.erasure import ErasureRequest, erase_person
from fedreg_core.services.people_import import PERSON_KINDS
from fedreg_core.services.person_kinds import Person


def add_erase(app: typer.Typer, wiring: CliWiring) -> None:
    @app.command("erase")
    def erase_command(
        person_id: int = typer.Argument(..., help="The person's id."),
        kind: PeopleKind = typer.Option(PeopleKind.MEMBERS, "--kind", help="The person's kind."),
    ) -> None:
        """Erase a person's data: a pseudonym for the name everywhere (entries, draws,
        results, invoices, history), the birth date reduced to its year, the photo and
        identifying numbers removed. Refused while the person is entered in a tournament that
        is not archived; a person erased before is left as they are."""

        async def use_case(context: CliContext) -> Person:
            origin = cli_origin(context.clock)
            request = ErasureRequest(person_id, origin, language_of(context.variant))
            return await erase_person(
                context.uow(), context.printer, context.files, PERSON_KINDS[kind], OPERATOR,
                request,
            )  # fmt: skip

        person = run_use_case(wiring, use_case)
        erased_at = person.erased_at.isoformat(timespec="seconds") if person.erased_at else ""
        typer.echo(
            f"{kind.value} {person_id}: {person.first_name} {person.last_name}, erased {erased_at}"
        )
