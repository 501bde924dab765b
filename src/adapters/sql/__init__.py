"""The SQL adapter: SQLAlchemy 2 (async) on SQLite or PostgreSQL behind the core's ports.

Entry points for the wiring code:
``engine.create_engine`` and ``engine.session_factory``, ``unit_of_work.SqlUnitOfWorkFactory``,
``migrate.upgrade`` (async) and ``migrate.upgrade_sync``, ``statement_counter.count_statements``.
"""
