import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { categoryReasons, medicalReason, weightReason } from '@/lib/eligibility';
import { i18n } from '@/lib/i18n';
import { useReasonText } from './use-reason-text';

const member = {
  firstName: 'Đorđe',
  lastName: 'Šćepanović',
  belt: 'BELI',
  weight: 67.4,
  medicalValidUntil: '2027-02-28',
};
const kumite = { name: 'Kumite −61 kg', maxWeight: 61 };

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('useReasonText', () => {
  it.each([
    ['en', 'Weight 67.4 kg is over the limit of Kumite −61 kg (61.0 kg).', 'valid until 28/02/2027'],
    ['sr', 'Težina 67,4 kg je iznad granice discipline Kumite −61 kg (61,0 kg).', 'važi do 28.02.2027.'],
  ])('writes kilograms and days in %s as the rest of the screen does', async (language, weight, until) => {
    await act(() => i18n.changeLanguage(language));
    const { result } = renderHook(() => useReasonText());
    const over = weightReason(member, kumite);
    const expired = medicalReason(member, '2027-03-01', true);
    if (!over || !expired) throw new Error('no reason');
    expect(result.current(over)).toBe(weight);
    expect(result.current(expired)).toContain(until);
  });

  it.each([
    ['en', 'No medical certificate date; the tournament requires one.', 'Aged'],
    ['sr', 'Nema upisan datum lekarskog uverenja, a turnir ga zahteva.', 'Ima'],
  ])("leaves out the member's name where the line names the member already (%s)", async (language, missing, aged) => {
    await act(() => i18n.changeLanguage(language));
    const { result } = renderHook(() => useReasonText({ named: false }));
    const noCertificate = medicalReason({ ...member, medicalValidUntil: null }, '2027-03-01', true);
    const [tooYoung] = categoryReasons(
      { ...member, born: '2015-06-01' },
      { name: 'Seniori', minAge: 18 },
      '2027-03-01',
    );
    if (!noCertificate || !tooYoung) throw new Error('no reason');
    expect(result.current(noCertificate)).toBe(missing);
    expect(result.current(tooYoung)).toMatch(new RegExp(`^${aged} 11 .*Seniori`));
    expect(result.current(tooYoung)).not.toContain('Šćepanović');
  });
});
