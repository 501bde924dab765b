import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { GroupResults, MedalTable } from '@/api/types';
import { drawKeys } from '@/features/draws/api/keys';
import { liveResultsUrl } from '@/features/draws/api/public-results';

/** How often the public results are read again while no stream brings the changes. */
export const POLL_MS = 15_000;

/**
 * Follows a tournament's public results as the server sends them (Server-Sent Events): each
 * changed group and the medal table go straight into the query cache. Returns whether the stream
 * is open; while it is not (no EventSource, refused, or reconnecting: the browser retries by
 * itself) the pages are polled every `POLL_MS`. Each (re)opening reads the pages again, so that
 * nothing entered meanwhile is missed.
 */
export function useLiveResults(tournamentId: number): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(liveResultsUrl(tournamentId));
    const readAgain = () => void queryClient.invalidateQueries({ queryKey: drawKeys.publicResults(tournamentId) });
    source.addEventListener('hello', () => {
      setLive(true);
      readAgain();
    });
    source.addEventListener('group', (event: MessageEvent<string>) => {
      const results = JSON.parse(event.data) as GroupResults;
      queryClient.setQueryData(drawKeys.publicGroup(tournamentId, results.draw.groupKey), results);
    });
    source.addEventListener('medals', (event: MessageEvent<string>) => {
      queryClient.setQueryData(drawKeys.publicMedals(tournamentId), JSON.parse(event.data) as MedalTable);
    });
    source.addEventListener('resync', readAgain);
    source.addEventListener('gone', () => {
      source.close();
      setLive(false);
      readAgain();
    });
    source.addEventListener('error', () => setLive(false));
    return () => {
      source.close();
      setLive(false);
    };
  }, [tournamentId, queryClient]);
  return live;
}
