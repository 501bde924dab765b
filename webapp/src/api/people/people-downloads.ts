import type { PeopleKind } from '@/api/types';
import { downloadFile } from '@/lib/download';

/** GET /api/clubs/{clubId}/people.xlsx: the club's people, one sheet per kind, in the import's columns. */
export const downloadClubPeople = (clubId: number): Promise<void> =>
  downloadFile(`clubs/${clubId}/people.xlsx`, `people-${clubId}.xlsx`);

/** GET /api/clubs/import-templates/{kind}: an empty sheet with the kind's header, in the UI language. */
export const downloadImportTemplate = (kind: PeopleKind): Promise<void> =>
  downloadFile(`clubs/import-templates/${kind}`, `${kind}.xlsx`);

/** GET /api/people/{kind}/{id}/export.json or .pdf (admins): everything held on the person, recorded in the access log. */
export const downloadPersonExport = (kind: PeopleKind, id: number, format: 'json' | 'pdf'): Promise<void> =>
  downloadFile(`people/${kind}/${id}/export.${format}`, `${kind}-${id}.${format}`);
