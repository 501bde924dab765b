"""How request bodies become the core's values and the core's values become answers: the
converters (``convert_*``), field-by-name conversion (``into_core``), update bodies made from
create bodies (``updates``) and a member's plain fields (``plain_fields``). The shapes
themselves are the modules of ``schemas``."""
