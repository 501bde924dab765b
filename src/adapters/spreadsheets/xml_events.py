"""An uploaded package's XML read as a stream of elements, by a real parser.

defusedxml refuses a DTD (and so every entity: no billion laughs, no external files);
elements are dropped from the tree once their end is seen, so memory follows the nesting
depth, not the file; a nesting deeper than ``MAX_DEPTH`` is refused (no office program
nests a sheet's XML beyond a dozen levels). Whatever the parser refuses is unreadable.
"""

from collections.abc import Iterator
from io import BytesIO
from typing import Literal
from xml.etree.ElementTree import Element, ParseError

from defusedxml import DefusedXmlException
from defusedxml.ElementTree import iterparse

from fedreg_core.domain.errors import RuleBroken

MAX_DEPTH = 64
Event = Literal["start", "end"]


def unreadable() -> RuleBroken:
    return RuleBroken.single("file", "error_import_unreadable")


def local(name: str) -> str:
    """A tag's or attribute's name without its namespace: ``{urn:x}row`` is ``row``."""
    return name.rpartition("}")[2]


def elements(xml: bytes) -> Iterator[tuple[Event, Element]]:
    """Each element's start (its attributes are complete) and end (its text too)."""
    open_elements: list[Element] = []
    try:
        for event, element in iterparse(BytesIO(xml), ("start", "end"), forbid_dtd=True):
            if event == "start":
                open_elements.append(element)
                if len(open_elements) > MAX_DEPTH:
                    raise unreadable()
                yield "start", element
                continue
            yield "end", element
            open_elements.pop()
            if open_elements:  # the parent forgets it: memory follows the depth
                open_elements[-1].remove(element)
    except (ParseError, DefusedXmlException, ValueError, LookupError) as error:
        # LookupError: an XML declaration naming an encoding Python does not know
        raise unreadable() from error


def attribute(element: Element, name: str) -> str | None:
    """The attribute of that local name in any namespace (the last one written)."""
    found = None
    for key, value in element.attrib.items():
        if local(key) == name:
            found = value
    return found
