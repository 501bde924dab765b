import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Tournament } from '@/api/types';
import { QueryState } from '@/components/QueryState';
import { FeeButton } from '@/features/registrations/fees/components/FeeButton';
import { feeCounts } from '@/features/registrations/fees/fee';
import { clubRegistrationsQuery } from '@/features/registrations/api/get-club-registrations';
import { InfoGrid, type InfoItem } from '@/features/registrations/components/InfoGrid';
import { Panel } from '@/features/registrations/components/Panel';
import { NS } from '@/features/registrations/i18n';
import { formatAmount } from '@/lib/format';
import { useAppData } from '@/stores/app-data';

interface ClubInfoPanelProps {
  tournament: Tournament;
  clubId: number;
  title: string;
  /** The fee-preview button in the panel's header (the club view has it in the page's header). */
  withFeeButton: boolean;
  testId: string;
}

/** A club's info panel: registered competitors, disciplines, team disciplines and (feature on) the fee. */
export function ClubInfoPanel({ tournament, clubId, title, withFeeButton, testId }: ClubInfoPanelProps) {
  const { t } = useTranslation(NS);
  const showFee = useAppData((state) => state.features.registrationFee ?? true);
  const query = useQuery(clubRegistrationsQuery(tournament.id, clubId));
  const fee = query.data?.fee;
  return (
    <Panel
      title={title}
      testId={testId}
      actions={showFee && withFeeButton && fee ? <FeeButton fee={fee} tournament={tournament} /> : null}
    >
      <QueryState query={query}>
        {(registrations) => {
          const counts = feeCounts(registrations.competitors, registrations.teams);
          const items: InfoItem[] = [
            { label: t('fee.competitors'), value: counts.competitors, testId: 'fee-competitors' },
            { label: t('fee.disciplines'), value: counts.disciplines, testId: 'fee-disciplines' },
            { label: t('fee.teamDisciplines'), value: counts.teamDisciplines, testId: 'fee-team-disciplines' },
          ];
          if (showFee) {
            items.push({ label: t('fee.fee'), value: formatAmount(registrations.fee.total), testId: 'fee-total' });
          }
          return <InfoGrid items={items} />;
        }}
      </QueryState>
    </Panel>
  );
}
