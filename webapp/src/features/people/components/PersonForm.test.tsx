import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Member } from '@/api/types';
import { DateField } from '@/components/DateField';
import { personForms } from '@/features/people/kinds/forms';
import { memberKind } from '@/features/people/kinds/members';
import { i18n } from '@/lib/i18n';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { renderRoute } from '@/test/render';
import { PersonForm } from './PersonForm';

const fetchMock = stubFetch();

const saved: Member = {
  id: 5,
  clubId: 1,
  firstName: 'Đorđe',
  lastName: 'Šćepanović',
  born: '2012-03-15',
  belt: 'BELI',
  isMale: true,
};

/** What the form sent: method, path and JSON body (null for the picture's multipart). */
const sent: { method: string; path: string; body: unknown }[] = [];

function answer(pictureAnswer: () => Response = () => jsonResponse(200, { ...saved, avatar: '/files/a.png' })) {
  sent.length = 0;
  fetchMock.mockImplementation(async (input) => {
    const request = input as Request;
    const path = new URL(request.url).pathname;
    const json = request.headers.get('Content-Type')?.includes('json')
      ? ((await request.clone().json()) as unknown)
      : null;
    sent.push({ method: request.method, path, body: json });
    return path === '/api/model/Members' ? jsonResponse(201, saved) : pictureAnswer();
  });
}

function renderForm(item: Member | null = null) {
  const onDone = vi.fn();
  renderRoute(
    <PersonForm
      kind={memberKind}
      definition={personForms.Members}
      ctx={{
        variant: 'default',
        withCertificates: false,
        isAdmin: false,
        maySetNoPay: true,
        maySetAlwaysPays: false,
        t: i18n.t,
      }}
      clubId={1}
      item={item}
      onDone={onDone}
    />,
    '/',
    [],
  );
  return onDone;
}

/** The date field once its input (a chunk of its own) has replaced the read-only stand-in. */
async function dateOfBirth() {
  const label = /^(Date of birth|Datum rođenja)/;
  await waitFor(() => expect(screen.getByLabelText(label)).not.toHaveAttribute('readonly'));
  return screen.getByLabelText<HTMLInputElement>(label);
}

/** Types `text` into a field and leaves it, as Tab does. */
function typeAndLeave(field: HTMLElement, text: string) {
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value: text } });
  fireEvent.blur(field);
}

/** The other required fields of a new member (fireEvent: role queries take seconds in jsdom). */
async function fillTheRest(sexLabel: string, beltLabel: string) {
  fireEvent.change(screen.getByLabelText(/^(First name|Ime)/), { target: { value: 'Đorđe' } });
  fireEvent.change(screen.getByLabelText(/^(Last name|Prezime)/), { target: { value: 'Šćepanović' } });
  fireEvent.click(screen.getByLabelText(sexLabel));
  fireEvent.click(screen.getByLabelText(/^(Belt|Pojas)/, { selector: 'input' }));
  const belt = (await screen.findAllByRole('option', { hidden: true })).find((o) => o.textContent === beltLabel);
  if (!belt) throw new Error(`no belt ${beltLabel}`);
  fireEvent.click(belt);
}

const save = (name: string) => fireEvent.click(screen.getByText(name, { selector: 'button *' }));

// The date input is a chunk of its own: loaded once here, not within a test's waiting time.
beforeAll(() => DateField.preload(), 30_000);

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('PersonForm: dates as people type them', { timeout: 30_000 }, () => {
  it.each(['15.03.2012', '15.3.2012.', '15. 03. 2012.', '2012-03-15'])(
    'keeps %j when the field is left, shown as the language writes dates',
    async (typed) => {
      renderForm();
      const born = await dateOfBirth();
      typeAndLeave(born, typed);
      expect(born).toHaveValue('15/03/2012');
      expect(screen.queryByText(/This is not a date/)).toBeNull();
    },
  );

  it('saves the day it read (2012-03-15)', async () => {
    answer();
    renderForm();
    typeAndLeave(await dateOfBirth(), '15.3.2012');
    await fillTheRest('Male', 'White');
    save('Save');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/api/model/Members',
      body: { obj: { born: '2012-03-15' } },
    });
  });

  it('writes dates in Serbian as 15.03.2012. and says how it reads them while they are typed', async () => {
    await i18n.changeLanguage('sr');
    renderForm();
    const born = await dateOfBirth();
    fireEvent.change(born, { target: { value: '15.3.2012' } });
    expect(screen.getByText('Čita se: 15. mart 2012.')).toBeInTheDocument();
    fireEvent.blur(born);
    expect(born).toHaveValue('15.03.2012.');
    expect(screen.queryByText(/Čita se/)).toBeNull();
  });

  it('keeps what is no date as typed, says so, and saves nothing', async () => {
    answer();
    renderForm();
    const born = await dateOfBirth();
    typeAndLeave(born, '15.13.2012');
    expect(born).toHaveValue('15.13.2012');
    expect(born).toHaveAccessibleDescription('This is not a date. Type the day, month and year, e.g. 15/03/2012');
    await fillTheRest('Male', 'White');
    save('Save');
    await waitFor(() => expect(born).toHaveAttribute('aria-invalid', 'true'));
    expect(born).toHaveValue('15.13.2012');
    expect(born).toHaveAccessibleDescription(/^This is not a date/);
    expect(sent).toEqual([]);
  });

  it('says when a typed day is out of range (a birth date in the future)', async () => {
    renderForm();
    const born = await dateOfBirth();
    const nextYear = new Date().getFullYear() + 1;
    typeAndLeave(born, `01.01.${nextYear}`);
    expect(born).toHaveValue(`01/01/${nextYear}`);
    expect(born).toHaveAccessibleDescription(/^The latest possible day is \d\d\/\d\d\/\d{4}\.$/);
  });

  it.each([
    ['en', 'Save', 'This field is required.'],
    ['sr', 'Sačuvaj', 'Ovo polje je obavezno.'],
  ])('says in %s that the date of birth is required, never the message key', async (language, button, required) => {
    await i18n.changeLanguage(language);
    answer();
    renderForm();
    const born = await dateOfBirth();
    save(button);
    await waitFor(() => expect(born).toHaveAccessibleDescription(required));
    expect(screen.queryByText(/validation\./)).toBeNull();
    expect(sent).toEqual([]);
  });
});

describe('PersonForm: weights and pictures', { timeout: 30_000 }, () => {
  it('shows and takes a weight with the Serbian decimal comma', async () => {
    await i18n.changeLanguage('sr');
    answer();
    renderForm({ ...saved, weight: 67.4 });
    const weight = screen.getByLabelText<HTMLInputElement>(/^Težina/);
    expect(weight).toHaveValue('67,4');
    fireEvent.change(weight, { target: { value: '45,5' } });
    save('Sačuvaj');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'PUT', path: '/api/model/Members/5', body: { obj: { weight: 45.5 } } });
  });

  it('refuses a file named as a picture that is none before anything is saved', async () => {
    renderForm();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.7 not a picture'], 'face.png', { type: 'image/png' })] },
    });
    expect(
      await screen.findByText('This file is not a picture: choose a JPG, PNG or GIF image.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('face.png')).toBeNull();
  });

  it('says the member was saved when only the picture was refused, and stays to try another', async () => {
    answer(() => jsonResponse(415, { message: 'Only JPG, PNG and GIF pictures.', error: 'Unsupported Media Type' }));
    const onDone = renderForm();
    typeAndLeave(await dateOfBirth(), '15.03.2012');
    await fillTheRest('Male', 'White');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    fireEvent.change(input, { target: { files: [new File([png], 'face.png', { type: 'image/png' })] } });
    expect(await screen.findByText('face.png', {}, { timeout: 5000 })).toBeInTheDocument();
    save('Save');

    const refused = await screen.findByTestId('photo-refused', {}, { timeout: 5000 });
    expect(refused).toHaveTextContent('Member added.');
    expect(refused).toHaveTextContent('The picture was not saved: Only JPG, PNG and GIF pictures.');
    expect(onDone).not.toHaveBeenCalled();
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /api/model/Members',
      'POST /api/model/Members/5',
    ]);
  });
});
