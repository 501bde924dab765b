"""Use cases: each opens the unit of work, asks the domain, changes, commits."""
