"""When a member comes of age: the day a parental consent stops being asked for.

A member is a minor until their 18th birthday, counted as a category's ``DATE`` age is
(``eligibility.age_on``): someone born on 29 February comes of age on 1 March of a year
that has no 29 February.
"""

from datetime import date

ADULT_AGE = 18


def coming_of_age(born: date) -> date:
    """The member's 18th birthday: the first day they are no longer a minor."""
    year = born.year + ADULT_AGE
    try:
        return born.replace(year=year)
    except ValueError:  # 29 February in a year without it
        return date(year, 3, 1)


def is_minor_on(born: date, day: date) -> bool:
    """Under 18 on ``day``."""
    return day < coming_of_age(born)
