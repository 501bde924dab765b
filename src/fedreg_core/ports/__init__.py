"""Ports: what the core needs from the world, as ``typing.Protocol``s."""
