import { SeasonsPage } from '@/features/seasons/components/SeasonsPage';

/** `/settings/seasons`: the seasons and their points tables (admins). */
export default function SeasonSettingsRoute() {
  return <SeasonsPage />;
}
