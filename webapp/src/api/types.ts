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
export type RegisterBody = Schemas['RegisterIn'];
export type RegisterResult = Schemas['RegisteredOut'];
export type RegisterValidateBody = Schemas['AccountIn'];
export type ProfileBody = Schemas['ProfileIn'];
export type ChangePasswordBody = Schemas['ChangePasswordIn'];
export type RequestResetBody = Schemas['ResetRequestIn'];
export type ResetPasswordBody = Schemas['ResetPasswordIn'];
export type RefereeRang = Schemas['RefereeRang'];
