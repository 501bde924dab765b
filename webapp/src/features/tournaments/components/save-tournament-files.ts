import { createTournamentDocument } from '@/api/tournaments/create-tournament-document';
import { createTournamentImage } from '@/api/tournaments/create-tournament-image';
import { deleteTournamentFile, type TournamentFileResource } from '@/api/tournaments/delete-tournament-file';
import { uploadTournamentCover } from '@/api/tournaments/upload-tournament-cover';
import { uploadTournamentDocument } from '@/api/tournaments/upload-tournament-document';
import { uploadTournamentImage } from '@/api/tournaments/upload-tournament-image';
import { errorText } from '@/lib/translate-message';

/** Files chosen in the form, sent once the tournament is saved. */
export interface PendingFiles {
  cover: File | null;
  documents: File[];
  images: File[];
}

export interface FileFailure {
  name: string;
  message: string;
}

/** A record first, then its file; a record whose file was refused is removed again. */
async function addFile(resource: TournamentFileResource, tournamentId: number, file: File): Promise<void> {
  const create = resource === 'Documents' ? createTournamentDocument : createTournamentImage;
  const upload = resource === 'Documents' ? uploadTournamentDocument : uploadTournamentImage;
  const record = await create({ tournamentId, name: file.name });
  try {
    await upload(record.id, file);
  } catch (error) {
    await deleteTournamentFile(resource, record.id).catch(() => undefined);
    throw error;
  }
}

/**
 * Uploads the cover, the documents and the images of a saved tournament one after another.
 * Answers the files that failed (with the server's message); the others are kept.
 */
export async function saveTournamentFiles(tournamentId: number, files: PendingFiles): Promise<FileFailure[]> {
  const failures: FileFailure[] = [];
  const attempt = async (file: File, send: () => Promise<unknown>) => {
    try {
      await send();
    } catch (error) {
      failures.push({ name: file.name, message: errorText(error) });
    }
  };
  if (files.cover) {
    const cover = files.cover;
    await attempt(cover, () => uploadTournamentCover(tournamentId, cover));
  }
  for (const file of files.documents) await attempt(file, () => addFile('Documents', tournamentId, file));
  for (const file of files.images) await attempt(file, () => addFile('TournamentImages', tournamentId, file));
  return failures;
}
