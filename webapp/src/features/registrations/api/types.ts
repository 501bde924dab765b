/** Short names for the generated registration types (schema.d.ts, `npm run gen:api`). */
import type { components } from '@/api/schema';

type Schemas = components['schemas'];

export type CompetitorRegistration = Schemas['CompetitorOut'];
/** A competitor registration of the paged list, with the sex the caller sees (`sex`). */
export type ListedCompetitor = Schemas['ListedCompetitorOut'];
export type TeamRegistration = Schemas['TeamOut'];
export type TeamType = Schemas['TeamType'];
/** A rule checked at entry that a registration no longer meets (`brokenRules`). */
export type EntryRule = Schemas['EntryRule'];
export type TournamentPerson = Schemas['TournamentPersonOut'];
export type TournamentStaff = Schemas['TournamentStaffOut'];
export type StaffPerson = Schemas['StaffPersonOut'];
export type Registrations = Schemas['RegistrationsOut'];
export type ClubRegistrations = Schemas['ClubRegistrationsOut'];
export type CategoryChoice = Schemas['CategoryChoiceIn'];
export type CompetitorBody = Schemas['CompetitorIn'];
export type CompetitorChangeBody = Schemas['CompetitorChangeIn'];
export type TeamBody = Schemas['TeamIn'];
export type ClubFee = Schemas['ClubFeeOut'];
export type FeeLine = Schemas['FeeLineOut'];
export type SortMode = Schemas['SortMode'];
export type CompetitorList = Schemas['RegistrationListOut'];
export type TeamList = Schemas['TeamListOut'];
export type HistoryEntry = Schemas['HistoryOut'];
export type TournamentFees = Schemas['TournamentFeesOut'];
export type ClubDeduction = Schemas['ClubDeductionOut'];
export type ClubDeductionPage = Schemas['ClubDeductionPage'];
export type ClubDeductionCreate = Schemas['ClubDeductionCreate'];
export type ClubDeductionUpdate = Schemas['ClubDeductionUpdate'];
export type SeenSex = Schemas['SeenSex'];
export type CompetitorCount = Schemas['CompetitorCountOut'];
export type TeamCount = Schemas['TeamCountOut'];
export type Overview = Schemas['OverviewOut'];
export type IneligibleEntry = Schemas['IneligibleEntryOut'];
export type EntryOptions = Schemas['EntryOptionsOut'];
export type MemberOptions = Schemas['MemberOptionsOut'];
export type CategoryOption = Schemas['CategoryOptionOut'];
/** A limited category and discipline (both null: the tournament's total) with its places left. */
export type EntryPlaces = Schemas['PlacesOut'];
export type WaitingEntry = Schemas['WaitingOut'];
export type EntryLimitsBody = Schemas['EntryLimitsIn'];
