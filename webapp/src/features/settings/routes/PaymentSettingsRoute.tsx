import { Paper } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '@/components/QueryState';
import { paymentSettingsQuery } from '@/api/settings/payment-settings';
import { PaymentSettingsForm } from '@/features/settings/components/PaymentSettingsForm';

/** `/settings/payments` (admins). */
export default function PaymentSettingsRoute() {
  const query = useQuery(paymentSettingsQuery());
  return (
    <Paper withBorder radius="md" p="lg" maw={640}>
      <QueryState query={query}>{(found) => <PaymentSettingsForm settings={found.settings} />}</QueryState>
    </Paper>
  );
}
