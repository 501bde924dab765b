import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { formatDate } from '@/lib/format';
import { useAppData } from '@/stores/app-data';
import { usePrintFacts } from './use-print-facts';

describe('usePrintFacts', () => {
  it('names the federation, the tournament with its date and the day printed', () => {
    useAppData.setState({ settings: { title: 'Karate savez' } as never });
    const { result } = renderHook(() => usePrintFacts({ name: 'Kup', eventDate: '2027-03-01' }));
    expect(result.current()).toEqual([
      [i18n.t('print.federation'), 'Karate savez'],
      [i18n.t('print.tournament'), `Kup (${formatDate('2027-03-01')})`],
      [i18n.t('print.printedOn'), formatDate(new Date())],
    ]);
  });

  it('names the place after the date, as the PDFs do', () => {
    useAppData.setState({ settings: { title: 'Karate savez' } as never });
    const { result } = renderHook(() =>
      usePrintFacts({ name: 'Kup', eventDate: '2027-03-01', place: 'Hala Čair, Niš' }),
    );
    expect(result.current()[1]).toEqual([
      i18n.t('print.tournament'),
      `Kup (${formatDate('2027-03-01')}, Hala Čair, Niš)`,
    ]);
  });

  it('leaves the tournament out of a print that is of none', () => {
    useAppData.setState({ settings: { title: 'Karate savez' } as never });
    const { result } = renderHook(() => usePrintFacts());
    expect(result.current().map(([label]) => label)).toEqual([i18n.t('print.federation'), i18n.t('print.printedOn')]);
  });
});
