/** A minor's parental consent: the date as people type it and the parent's name go to the server; its per-field answers show on the fields. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '@/api/types';
import { DateField } from '@/components/DateField';
import { i18n } from '@/lib/i18n';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { renderRoute } from '@/test/render';
import { ParentalConsent } from './ParentalConsent';

const fetchMock = stubFetch();

const minor: Member = {
  id: 7,
  clubId: 1,
  firstName: 'Đorđe',
  lastName: 'Šćekić',
  born: '2012-05-05',
  belt: 'BELI',
  isMale: true,
  adultFrom: '2030-05-05',
  consentDate: null,
  consentBy: null,
  consentDocument: null,
};

const sent: { method: string; path: string; body: unknown }[] = [];

function answer(status: number, body: unknown) {
  sent.length = 0;
  fetchMock.mockImplementation(async (input) => {
    const request = input as Request;
    const json: unknown = request.headers.get('Content-Type')?.includes('json') ? await request.clone().json() : null;
    sent.push({ method: request.method, path: new URL(request.url).pathname, body: json });
    return jsonResponse(status, body);
  });
}

async function consentDate() {
  const label = /^(Date given|Datum davanja)/;
  await waitFor(() => expect(screen.getByLabelText(label)).not.toHaveAttribute('readonly'));
  return screen.getByLabelText<HTMLInputElement>(label);
}

function fill(field: HTMLElement, text: string) {
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value: text } });
  fireEvent.blur(field);
}

beforeAll(() => DateField.preload(), 30_000);

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('ParentalConsent', { timeout: 30_000 }, () => {
  it('sends the date and the name, and shows the remove button once recorded', async () => {
    answer(200, { ...minor, consentDate: '2026-01-15', consentBy: 'Милица Шћекић' });
    renderRoute(<ParentalConsent member={minor} />, '/', []);
    fill(await consentDate(), '15.1.2026');
    fireEvent.change(screen.getByLabelText(/^Given by/), { target: { value: 'Милица Шћекић' } });
    fireEvent.click(screen.getByText('Save consent', { selector: 'button *' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'PUT',
      path: '/api/members/7/consent',
      body: { date: '2026-01-15', givenBy: 'Милица Шћекић' },
    });
    expect(await screen.findByText('Remove consent', { selector: 'button *' })).toBeInTheDocument();
  });

  it("shows the server's reasons on their fields", async () => {
    answer(400, {
      message: 'Invalid input',
      errors: { date: "The consent's date cannot be in the future.", givenBy: 'This field is required.' },
    });
    renderRoute(<ParentalConsent member={minor} />, '/', []);
    fill(await consentDate(), '15.1.2099');
    fireEvent.click(screen.getByText('Save consent', { selector: 'button *' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(await screen.findByText(/cannot be in the future/)).toBeInTheDocument();
    const givenBy = screen.getByLabelText(/^Given by/);
    expect(givenBy).toHaveAttribute('aria-invalid', 'true');
    expect(givenBy).toHaveAccessibleDescription(/This field is required\./);
  });
});
