"""Draws: who fights whom, made from a group's entrants by pure functions.

``make_draw`` turns entrants (with their clubs and the admin's seeds), a format and a seed
number into a ``Draw``: the bracket order and the list of bouts. The same entrants and the
same seed number always give the same draw.
"""
