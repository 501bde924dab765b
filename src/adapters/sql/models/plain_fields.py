"""The columns of an entity's plain fields (``fedreg_core.domain.plain_fields``), added to
its row class from the entity's declaration: a nullable text column each, of the field's
length. Its migration adds the same column."""

from sqlalchemy import String
from sqlalchemy.orm import mapped_column

from adapters.sql.models.base import Base
from fedreg_core.domain.plain_fields import plain_fields


def add_plain_columns(row: type[Base], entity: type) -> None:
    for name, plain in plain_fields(entity):
        setattr(row, name, mapped_column(String(plain.max_length), nullable=True))
