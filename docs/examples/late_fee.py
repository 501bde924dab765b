from datetime import datetime

from fedreg_core.fees import (
    Category,
    Discipline,
    Entry,
    FeeSchedule,
    LatePer,
    LateRule,
    Registration,
    club_fee,
)

schedule = FeeSchedule(2000, 500, 3500, 500, 4500, 1000, 3000, 0)
late = LateRule(datetime(2026, 3, 10, 0, 0), 400, LatePer.DISCIPLINE)
seniors = Category(1)
two = (Entry(seniors, Discipline(10)), Entry(seniors, Discipline(11)))
ana = Registration(1, two, entered_at=datetime(2026, 3, 9, 23, 59, 59))
bojan = Registration(2, two, entered_at=datetime(2026, 3, 10, 0, 0))

fee = club_fee([ana, bojan], schedule, deduction_percent=10, late=late)
for line in fee.lines:
    print(line.registration_id, line.price, line.discount, line.late_fee, line.net)
print(fee.gross, fee.discounts, fee.late_fees, fee.net, fee.total)
