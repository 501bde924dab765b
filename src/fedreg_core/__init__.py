"""fedreg core: the federation's rules, standard library only.

Entities, validation rules, the fee engine, permissions and use-case services live here,
behind ports (``typing.Protocol``) that the adapters implement.
"""
