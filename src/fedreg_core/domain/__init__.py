"""Entities, values, enumerations, rules and errors of the federation."""
