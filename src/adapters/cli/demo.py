"""``fedreg demo``: load the demo federation and print how to sign in."""

import typer

from adapters.cli.context import CliContext, CliWiring
from adapters.cli.language import language_of
from adapters.cli.running import guarded, run_use_case
from fedreg_core.messages import translate
from fedreg_core.services.demo import DemoLogin, load_demo


def build(wiring: CliWiring) -> typer.Typer:
    app = typer.Typer()

    @app.command("demo")
    def demo() -> None:
        """Load a demo federation: admin, clubs with people, categories, an open tournament."""
        guarded(wiring.options, lambda: wiring.upgrade_database(wiring.options))

        async def use_case(context: CliContext) -> list[DemoLogin] | None:
            title = translate("demo_title", language_of(context.variant))
            return await load_demo(
                context.uow(), context.hasher, context.clock, context.variant, title
            )

        logins = run_use_case(wiring, use_case)
        if logins is None:
            typer.echo("The demo federation is already loaded.")
            return
        typer.echo("Demo federation loaded. Sign in with:")
        for login in logins:
            typer.echo(f"  {login.role:<12} {login.email:<32} password: {login.password}")

    return app
