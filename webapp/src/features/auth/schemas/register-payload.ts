import type { RegisterBody } from '@/api/types';
import type { RegisterValues } from './register';

const trimmed = (value: string) => value.trim();

/** Builds the POST /api/register body from the wizard's values. */
export function toRegisterBody(values: RegisterValues): RegisterBody {
  return {
    name: trimmed(values.name),
    email: trimmed(values.email),
    password: values.password,
    club: {
      name: trimmed(values.club.name),
      shortName: trimmed(values.club.shortName),
      city: trimmed(values.club.city),
      address: trimmed(values.club.address),
      email: trimmed(values.club.email),
      website: trimmed(values.club.website),
      contact: trimmed(values.club.contact),
      mobile: trimmed(values.club.mobile),
    },
    coaches: values.coaches.map(({ firstName, lastName }) => ({
      firstName: trimmed(firstName),
      lastName: trimmed(lastName),
    })),
    referees: values.referees.map((referee) => ({
      firstName: trimmed(referee.firstName),
      lastName: trimmed(referee.lastName),
      dan: Number(referee.dan),
      rang: referee.rang === '' ? 'OTHER' : referee.rang,
      rangOther: referee.rang === 'OTHER' ? trimmed(referee.rangOther) : '',
    })),
    officials: values.officials.map(({ firstName, lastName, funct }) => ({
      firstName: trimmed(firstName),
      lastName: trimmed(lastName),
      funct: trimmed(funct),
    })),
  };
}

export const emptyCoach = () => ({ firstName: '', lastName: '' });
export const emptyReferee = () => ({
  firstName: '',
  lastName: '',
  dan: 1 as number | string,
  rang: '' as RegisterValues['referees'][number]['rang'],
  rangOther: '',
});
export const emptyOfficial = () => ({ firstName: '', lastName: '', funct: '' });

export const initialRegisterValues = (): RegisterValues => ({
  name: '',
  email: '',
  password: '',
  club: { name: '', shortName: '', city: '', address: '', email: '', website: '', contact: '', mobile: '' },
  coaches: [],
  referees: [],
  officials: [],
});
