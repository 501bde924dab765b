"""Who the command line acts as: the federation's operator, an admin without an account.

Every command calls the same use cases as the API with this actor, so the permissions are
the API's admin permissions (``fedreg_core.domain.permissions``).
"""

from fedreg_core.domain.entities import User

OPERATOR = User("fedreg CLI", "", "", is_admin=True)
