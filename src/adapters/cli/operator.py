"""Who the command line acts as: the federation's operator, an admin without an account.

Every command calls the same use cases as the API with this actor, so the permissions are
the API's admin permissions (``fedreg_core.domain.permissions``).
"""

from fedreg_core.domain.access import AccessOrigin
from fedreg_core.domain.entities import User
from fedreg_core.ports.clock import Clock

OPERATOR = User("fedreg CLI", "", "", is_admin=True)

CLI_ADDRESS = "cli"
"""The address the access log gives what the command line did."""


def cli_origin(clock: Clock) -> AccessOrigin:
    """The command line, now: where the access log says the operator's reads came from."""
    return AccessOrigin(CLI_ADDRESS, clock.now())
