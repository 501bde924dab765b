"""The tournament description's HTML cleaned by nh3 (ammonia): the ``HtmlSanitizer`` port.

Only formatting tags stay; links keep an ``href`` with http, https or mailto (relative ones
are dropped) and get ``rel="noopener noreferrer nofollow"``. Every other attribute (event
handlers, ``style``, ``class``) goes; scripts, styles, frames and embedded SVG or MathML go
with their content. Unclosed tags are closed, so the fragment cannot spill into the page.
"""

import nh3

TAGS = frozenset(
    {"p", "br", "strong", "b", "em", "i", "u", "s", "ul", "ol", "li", "blockquote", "a", "span"}
    | {"h1", "h2", "h3", "h4"}
)
ATTRIBUTES = {"a": {"href"}}
URL_SCHEMES = frozenset({"http", "https", "mailto"})
# Removed together with everything inside them (the rest keep their text).
DROPPED_WITH_CONTENT = frozenset(
    {"script", "style", "iframe", "frame", "frameset", "object", "embed", "noscript"}
    | {"noembed", "template", "svg", "math", "textarea", "title", "xmp"}
)
LINK_REL = "noopener noreferrer nofollow"


class Nh3HtmlSanitizer:
    """Implements ``fedreg_core.ports.html.HtmlSanitizer``."""

    def clean(self, html: str) -> str:
        cleaned: str = nh3.clean(
            html,
            tags=set(TAGS),
            clean_content_tags=set(DROPPED_WITH_CONTENT),
            attributes=ATTRIBUTES,
            url_schemes=set(URL_SCHEMES),
            url_relative="deny",
            link_rel=LINK_REL,
        )
        return cleaned
