from fedreg_core.fees import (
    Category,
    Discipline,
    Entry,
    FeeSchedule,
    Registration,
    club_totals,
    price_registration,
)

schedule = FeeSchedule(2000, 500, 3500, 500, 4500, 1000, 3000, 0)
seniors = Category(1)
ana = Registration(1, (Entry(seniors, Discipline(10)), Entry(seniors, Discipline(11))))

print(price_registration(ana, schedule))
print(club_totals([ana], schedule, deduction_percent=10))
try:
    FeeSchedule(500, 600, 3500, 500, 4500, 1000, 3000, 0)
except ValueError as error:
    print(error)
