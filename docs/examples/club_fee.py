from fedreg_core.fees import Category, Discipline, Entry, FeeSchedule, Registration, club_fee

schedule = FeeSchedule(
    single_fee_1=2000, single_fee_1_break=500,
    single_fee_2=3500, single_fee_2_break=500,
    single_fee_other=4500, single_fee_other_break=1000,
    team_fee=3000, team_fee_break=0,
)  # fmt: skip
seniors = Category(id=1)
kumite, kata_a, kata_b = Discipline(1), Discipline(2, is_kata_a=True), Discipline(3, is_kata_b=True)

ana = Registration(1, (Entry(seniors, kumite), Entry(seniors, kata_a), Entry(seniors, kata_b)))
bojan = Registration(2, (Entry(seniors, Discipline(4, no_pay=True)),))
team = Registration(3, (Entry(seniors, Discipline(5)), Entry(seniors, Discipline(6))), is_team=True)

fee = club_fee([ana, bojan, team], schedule, deduction_percent=10)
for line in fee.lines:
    print(line.registration_id, line.chargeable, line.price, line.discount, line.net)
print(fee.gross, fee.discounts, fee.net, fee.total)
