import { queryOptions } from '@tanstack/react-query';
import type { PayeeBody, PaymentSettings } from '@/api/types';
import { api } from '@/lib/api-client';
import { settingsKeys } from '@/api/settings/keys';

/** GET /api/payments/settings: how the federation is paid (none until an admin sets it). */
export const paymentSettingsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.payments,
    queryFn: () => api.get('payments/settings').json<PaymentSettings>(),
  });

/** PUT /api/payments/settings: the server checks every field and answers 400 per field. */
export const setPaymentSettings = (body: PayeeBody): Promise<PaymentSettings> =>
  api.put('payments/settings', { json: body }).json<PaymentSettings>();
