import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupResults, KataScoreBody, PlayedBout, ResultBody } from '@/api/types';
import { clearKataScore } from '@/features/draws/api/clear-kata-score';
import { clearResult } from '@/features/draws/api/clear-result';
import { drawKeys } from '@/features/draws/api/keys';
import { recordKataScore } from '@/features/draws/api/record-kata-score';
import { recordResult } from '@/features/draws/api/record-result';
import { isApiError } from '@/lib/api-errors';
import { notify } from '@/lib/notify';
import { errorText } from '@/lib/translate-message';

/** A kata performance: the round (the medal bouts: the last) and who performs. */
export interface KataPerformanceKey {
  round: number;
  registrationId: number;
}

/** What the page says after a change: the bouts (or kata performances) it reset, or why the server refused it. */
export type ResultNotice = { kind: 'reset'; bouts: string[] } | { kind: 'conflict'; message: string };

/**
 * Recording and clearing a group's results (admins): bouts' winners, or kata performances' scores. The server's answer is the group as it now
 * stands and replaces the cached one; a 409 (another table recorded the bout first, or the draws
 * changed) is shown as the server words it and the group is read again.
 */
export function useResultChanges(tournamentId: number, groupKey: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<ResultNotice | null>(null);
  const address = (bout: PlayedBout) => ({ tournamentId, groupKey, round: bout.round, index: bout.index });
  const performance = ({ round, registrationId }: KataPerformanceKey) => ({
    tournamentId,
    groupKey,
    round,
    registrationId,
  });
  const settle = (answer: GroupResults, message: string) => {
    queryClient.setQueryData(drawKeys.group(tournamentId, groupKey), answer);
    void queryClient.invalidateQueries({ queryKey: drawKeys.medals(tournamentId) });
    setNotice(answer.reset.length > 0 ? { kind: 'reset', bouts: answer.reset } : null);
    notify(message);
  };
  /** A conflict becomes the page's notice (true); other errors are the caller's. */
  const conflicted = (error: unknown): boolean => {
    if (!isApiError(error) || error.status !== 409) return false;
    setNotice({ kind: 'conflict', message: errorText(error) });
    void queryClient.invalidateQueries({ queryKey: drawKeys.group(tournamentId, groupKey) });
    return true;
  };
  const record = useMutation({
    mutationFn: ({ bout, body }: { bout: PlayedBout; body: ResultBody }) => recordResult(address(bout), body),
    onSuccess: (answer) => settle(answer, t('draws.results.saved')),
  });
  const refused = (error: unknown) => {
    if (!conflicted(error)) notify(errorText(error), 'error');
  };
  const clear = useMutation({
    mutationFn: (bout: PlayedBout) => clearResult(address(bout), bout.version),
    onSuccess: (answer) => settle(answer, t('draws.results.cleared')),
    onError: refused,
  });
  const recordKata = useMutation({
    mutationFn: ({ key, body }: { key: KataPerformanceKey; body: KataScoreBody }) =>
      recordKataScore(performance(key), body),
    onSuccess: (answer) => settle(answer, t('draws.kata.saved')),
  });
  const clearKata = useMutation({
    mutationFn: ({ key, version }: { key: KataPerformanceKey; version: number }) =>
      clearKataScore(performance(key), version),
    onSuccess: (answer) => settle(answer, t('draws.kata.cleared')),
    onError: refused,
  });
  return { record, clear, recordKata, clearKata, conflicted, notice, dismiss: () => setNotice(null) };
}
