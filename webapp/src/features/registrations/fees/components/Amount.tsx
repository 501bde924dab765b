import { formatAmount } from '@/lib/format';

/** An amount in RSD on one line (`3.500 RSD`, not `3.500` over `RSD`) in a narrow column or card. */
export function Amount({ value }: { value: number }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{formatAmount(value)}</span>;
}
