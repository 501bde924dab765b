import { RankingPage } from '@/features/seasons/components/RankingPage';

/** `/ranking`: a season's ranking per group, for everyone signed in. */
export default function RankingRoute() {
  return <RankingPage />;
}
