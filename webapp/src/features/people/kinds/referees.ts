import type { RefereeRang } from '@/api/types';
import { certificateColumns, refereeCertificates } from './certificates';
import { defineKind, type KindContext } from './types';

/** `3. dan` */
export const danLabel = (ctx: KindContext, dan: number | undefined): string =>
  dan === undefined ? '' : ctx.t('people.danLabel', { dan });

/** The rank's label, or the typed rank when it is OTHER. */
export const rangLabel = (ctx: KindContext, rang: RefereeRang, rangOther: string): string =>
  rang === 'OTHER' ? rangOther || ctx.t('rang.OTHER') : ctx.t(`rang.${rang}`);

/** Referees: names, dan, rank (+ certificate numbers in the WFF variant). */
export const refereeKind = defineKind({
  resource: 'Referees',
  id: 'referees',
  texts: {
    title: 'people.referees',
    add: 'people.addReferee',
    edit: 'people.editReferee',
    created: 'people.refereeCreated',
    updated: 'people.refereeUpdated',
    deleted: 'people.refereeDeleted',
    empty: 'people.noReferees',
  },
  keyFacts: ['dan', 'rang'],
  columns: (ctx) => [
    { key: 'firstName', label: 'people.firstName', text: (referee) => referee.firstName },
    { key: 'lastName', label: 'people.lastName', text: (referee) => referee.lastName },
    { key: 'dan', label: 'people.dan', text: (referee, c) => danLabel(c, referee.dan) },
    { key: 'rang', label: 'people.rang', text: (referee, c) => rangLabel(c, referee.rang, referee.rangOther) },
    ...(ctx.withCertificates ? certificateColumns(refereeCertificates) : []),
  ],
});
