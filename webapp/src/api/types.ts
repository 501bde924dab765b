/**
 * Short names for the generated OpenAPI types (schema.d.ts is produced by `npm run gen:api`
 * from the server's document). Only aliases live here: the shapes come from the server.
 */
import type { components } from './schema';

type Schemas = components['schemas'];

export type User = Schemas['UserOut'];
export type Club = Schemas['ClubOut'];
export type AppData = Schemas['AppDataOut'];
export type Settings = Schemas['SettingsOut'];
export type ActiveTournament = Schemas['TournamentSummaryOut'];
export type Variant = Schemas['Variant'];
export type Features = Schemas['FeaturesOut'];

export type LoginBody = Schemas['LoginIn'];
export type LoginResult = Schemas['SignedInOut'];
export type SecondFactorNeeded = Schemas['SecondFactorNeededOut'];
export type SecondStepBody = Schemas['SecondStepIn'];
export type SecondFactorState = Schemas['SecondFactorStateOut'];
export type SecondFactorEnrolment = Schemas['EnrolmentOut'];
export type SecondFactorEnrolled = Schemas['EnrolledOut'];
export type ConfirmSecondFactorBody = Schemas['ConfirmEnrolmentIn'];
export type TurnOffSecondFactorBody = Schemas['TurnOffIn'];
export type RegisterBody = Schemas['RegisterIn'];
export type RegisterResult = Schemas['RegisteredOut'];
export type RegisterValidateBody = Schemas['AccountIn'];
export type ProfileBody = Schemas['ProfileIn'];
export type ChangePasswordBody = Schemas['ChangePasswordIn'];
export type RequestResetBody = Schemas['ResetRequestIn'];
export type ResetPasswordBody = Schemas['ResetPasswordIn'];
export type RefereeRang = Schemas['RefereeRang'];

export type ClubCapabilities = Schemas['ClubCapabilitiesOut'];
export type PeopleActions = Schemas['PeopleActionsOut'];
export type TournamentCapabilities = Schemas['TournamentCapabilitiesOut'];
export type TournamentClubCapabilities = Schemas['TournamentClubCapabilitiesOut'];
export type ClubRowCapabilities = Schemas['ClubRowCapabilitiesOut'];
export type UserRowCapabilities = Schemas['UserRowCapabilitiesOut'];

export type ClubPage = Schemas['ClubPage'];
export type ClubUpdate = Schemas['ClubUpdate'];
export type ClubUpdateRequest = Schemas['ClubUpdateRequest'];

export type Member = Schemas['MemberOut'];
export type ConsentBody = Schemas['ConsentIn'];
export type MemberPage = Schemas['MemberPage'];
export type MemberCreate = Schemas['MemberCreate'];
export type MemberUpdate = Schemas['MemberUpdate'];
export type Coach = Schemas['CoachOut'];
export type CoachPage = Schemas['CoachPage'];
export type CoachCreate = Schemas['CoachCreate'];
export type CoachUpdate = Schemas['CoachUpdate'];
export type Referee = Schemas['RefereeOut'];
export type RefereePage = Schemas['RefereePage'];
export type RefereeCreate = Schemas['RefereeCreate'];
export type RefereeUpdate = Schemas['RefereeUpdate'];
export type Official = Schemas['OfficialOut'];
export type OfficialPage = Schemas['OfficialPage'];
export type OfficialCreate = Schemas['OfficialCreate'];
export type OfficialUpdate = Schemas['OfficialUpdate'];

/** The people of a club by resource name (`/api/model/{Name}`): item, list page, create and update bodies. */
export interface PeopleResources {
  Members: { item: Member; page: MemberPage; create: MemberCreate; update: MemberUpdate };
  Coaches: { item: Coach; page: CoachPage; create: CoachCreate; update: CoachUpdate };
  Referees: { item: Referee; page: RefereePage; create: RefereeCreate; update: RefereeUpdate };
  Officials: { item: Official; page: OfficialPage; create: OfficialCreate; update: OfficialUpdate };
}
export type PeopleResource = keyof PeopleResources;

export type SiteSettings = Schemas['SiteSettingsOut'];
export type SettingsPage = Schemas['SettingsPage'];
export type SettingsUpdate = Schemas['SettingsUpdate'];

export type UserSummary = Schemas['UserSummaryOut'];
export type UserPage = Schemas['UserPage'];
export type UserStatusBody = Schemas['UserStatusIn'];
export type UserPasswordBody = Schemas['UserPasswordIn'];
export type UserUpdateResult = Schemas['UserUpdateResult'];
export type UserChangePasswordResult = Schemas['UserChangePasswordResult'];

export type Category = Schemas['CategoryOut'];
export type CategoryPage = Schemas['CategoryPage'];
export type CategoryCreate = Schemas['CategoryForm'];
export type CategoryUpdate = Schemas['CategoryUpdate'];

export type ForSex = Schemas['ForSex'];
export type DrawFormat = Schemas['DrawFormat'];
export type Discipline = Schemas['DisciplineOut'];
export type DisciplinePage = Schemas['DisciplinePage'];
export type DisciplineCreate = Schemas['DisciplineForm'];
export type DisciplineUpdate = Schemas['DisciplineUpdate'];

export type Tournament = Schemas['TournamentOut'];
export type TournamentPage = Schemas['TournamentPage'];
export type ClubTournament = Schemas['ClubTournamentOut'];
export type TournamentCreate = Schemas['TournamentForm'];
export type TournamentUpdate = Schemas['TournamentUpdate'];
export type TournamentDisciplineLink = Schemas['TournamentLinkOut'];
/** A tournament's document or gallery image (the same shape for both). */
export type TournamentFile = Schemas['TournamentFileOut'];
export type TournamentFileCreate = Schemas['TournamentFileIn'];

export type PeopleKind = Schemas['PeopleKind'];
export type ImportReport = Schemas['ImportReportOut'];
export type ImportRow = Schemas['ImportRowOut'];
export type ImportRowStatus = Schemas['RowStatus'];

export type Draw = Schemas['DrawOut'];
export type Bout = Schemas['BoutOut'];
export type DrawEntrant = Schemas['DrawEntrantOut'];
export type Draws = Schemas['DrawsOut'];
export type DrawGroup = Schemas['GroupStateOut'];
export type MakeDrawsBody = Schemas['MakeDrawsIn'];
export type GroupResults = Schemas['GroupResultsOut'];
export type PlayedBout = Schemas['PlayedBoutOut'];
export type BoutEnding = Schemas['BoutEnding'];
export type ResultBody = Schemas['ResultIn'];
export type KataState = Schemas['KataOut'];
export type KataPerformance = Schemas['KataPerformanceOut'];
export type KataMedalBout = Schemas['KataMedalBoutOut'];
export type KataScoreBody = Schemas['KataScoreIn'];
export type Placing = Schemas['PlacingOut'];
export type Standing = Schemas['StandingOut'];
export type MedalTable = Schemas['MedalTableOut'];
export type ClubMedals = Schemas['ClubMedalsOut'];
export type Tatamis = Schemas['TatamisOut'];
export type Season = Schemas['SeasonOut'];
export type SeasonBody = Schemas['SeasonBody'];
export type SeasonRanking = Schemas['SeasonRankingOut'];
export type RankingGroup = Schemas['RankingGroupOut'];
export type RankedRow = Schemas['RankedRowOut'];
export type SeededEntry = Schemas['SeededOut'];
export type Tatami = Schemas['TatamiOut'];
export type TatamisBody = Schemas['TatamisIn'];
export type CompetitorDay = Schemas['CompetitorDayOut'];
export type GroupPlacings = Schemas['GroupPlacingsOut'];
export type PublicTournamentSummary = Schemas['PublicTournamentSummaryOut'];
export type PublicTournament = Schemas['PublicTournamentOut'];
export type PublicCount = Schemas['PublicCountOut'];
export type PublicCompetitor = Schemas['PublicCompetitorOut'];
export type PublicTeam = Schemas['PublicTeamOut'];

export type Payee = Schemas['PayeeOut'];
export type PayeeBody = Schemas['PayeeIn'];
export type PaymentSettings = Schemas['PaymentSettingsOut'];
export type Invoice = Schemas['InvoiceOut'];
export type Payment = Schemas['PaymentOut'];
export type ClubMoney = Schemas['ClubMoneyOut'];
export type PaymentState = Schemas['PaymentState'];
export type Issued = Schemas['IssuedOut'];
export type StatementImport = Schemas['StatementImportOut'];

export type AccessRecord = Schemas['AccessRecordOut'];
export type AccessPage = Schemas['AccessPageOut'];
export type AccessKind = Schemas['AccessKind'];
export type SignInSession = Schemas['SessionOut'];
