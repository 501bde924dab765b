"""Per-parameter message keys for a query or path parameter Litestar refused.

Litestar names the parameter (``key``) and where it came from (``source``); the message key
comes from the parameter's declared type and bounds and the value the client sent.
"""

from types import NoneType, UnionType
from typing import Annotated, Any, Union, get_args, get_origin

import msgspec
from litestar import Request
from litestar.exceptions import ValidationException
from litestar.params import ParameterKwarg

from adapters.http.body_decoding import BODY
from adapters.http.value_errors import BrokenFields

_BOUNDS = ("gt", "ge", "lt", "le", "min_length", "max_length")


def parameter_errors(request: Request[Any, Any, Any], exc: ValidationException) -> BrokenFields:
    """A message key per parameter named in ``exc``, by the name the client sent it under."""
    errors = BrokenFields()
    for item in exc.extra if isinstance(exc.extra, list) else []:
        detail = item if isinstance(item, dict) else {}
        name, expected = _parameter(request, str(detail.get("key", "")))
        value = _sent_value(request, detail.get("source"), name)
        errors.add_refused(name or BODY, value, expected)
    return errors


def _parameter(request: Request[Any, Any, Any], key: str) -> tuple[str, msgspec.inspect.Type]:
    """The name the client sent a parameter under, and the type it is read as. Litestar
    reports the handler's Python name (``club_id``); the name it is declared under
    (``QueryParameter(name=...)``), its type and bounds are on the signature of the handler
    or of the dependency that takes it."""
    handler = request.route_handler
    signatures = [handler.parsed_fn_signature]
    for dependency in handler.resolve_dependencies().values():
        signature = getattr(dependency, "parsed_fn_signature", None)
        signatures += [signature] if signature is not None else []
    found = (s.parameters.get(key) for s in signatures)
    parameter = next((p for p in found if p is not None), None)
    if parameter is None:
        return key, msgspec.inspect.AnyType()
    declared = parameter.kwarg_definition
    name = declared.name if isinstance(declared, ParameterKwarg) and declared.name else key
    annotation = _with_bounds(parameter.annotation, declared)
    return name, msgspec.inspect.type_info(annotation)


def _with_bounds(annotation: Any, declared: object) -> Any:
    """The type a value of the parameter must have (``None`` aside: a parameter that is
    not sent is never refused), with the bounds it declares, as msgspec states them."""
    sent = [choice for choice in _choices(annotation) if choice is not NoneType]
    bounds = {bound: getattr(declared, bound, None) for bound in _BOUNDS}
    given = {bound: value for bound, value in bounds.items() if value is not None}
    if len(sent) != 1:
        return annotation
    return Annotated[sent[0], msgspec.Meta(**given)] if given else sent[0]


def _choices(annotation: Any) -> tuple[Any, ...]:
    return get_args(annotation) if get_origin(annotation) in (Union, UnionType) else (annotation,)


def _sent_value(request: Request[Any, Any, Any], source: object, name: str) -> object:
    if source == "query":
        return request.query_params.get(name)
    if source == "path":
        return request.path_params.get(name)
    return None
