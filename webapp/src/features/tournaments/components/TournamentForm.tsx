import '@/styles/components/Checkbox';
import '@/styles/components/Switch';
import { Checkbox, Paper, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DateField } from '@/components/DateField';
import { ErrorBox } from '@/components/ErrorBox';
import { FormError } from '@/components/FormError';
import { LazyMultiSelect } from '@/components/LazyMultiSelect';
import { links, paths } from '@/config/paths';
import { createTournament } from '@/api/tournaments/create-tournament';
import { tournamentKeys } from '@/api/tournaments/keys';
import { disciplineOptionsQuery } from '@/api/tournaments/list-discipline-options';
import type { Tournament } from '@/api/types';
import { updateTournament } from '@/api/tournaments/update-tournament';
import { disciplineOptions } from '@/features/tournaments/components/discipline-options';
import { FeesSection } from '@/features/tournaments/components/FeesSection';
import { FilesSection } from '@/features/tournaments/components/FilesSection';
import { RichTextField } from '@/features/tournaments/components/RichTextField';
import { saveTournamentFiles, type PendingFiles } from '@/features/tournaments/components/save-tournament-files';
import { useTournamentActions } from '@/features/tournaments/components/use-tournament-actions';
import {
  FEE_FIELDS,
  PLACE_MAX_LENGTH,
  tournamentBody,
  tournamentFields,
  tournamentValues,
  type TournamentValues,
} from '@/features/tournaments/schemas/tournament-values';
import { applyServerErrors, useZodForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { queryKeys } from '@/lib/query-client';
import { errorText, translateMessage } from '@/lib/translate-message';
import { useServerErrorMessage } from '@/lib/use-server-error-message';
import { useAppData } from '@/stores/app-data';
import { FormActions } from '@/components/FormActions';

/** The applications' clock, override, late period and withdrawal deadline: loaded with the
 * form's first render, apart from the page's first load. */
const ApplicationsSection = lazy(() =>
  import('@/features/tournaments/components/ApplicationsSection').then((module) => ({
    default: module.ApplicationsSection,
  })),
);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" component="section">
      <Title order={2} fz="lg" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

const noFiles: PendingFiles = { cover: null, documents: [], images: [] };

const loadSchema = () => import('@/features/tournaments/schemas/tournament').then((module) => module.tournamentSchema);

/** Create or edit a tournament: general info, disciplines, files and images, registration fees. */
export function TournamentForm({ tournament }: { tournament: Tournament | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const registrationFee = useAppData((state) => state.features.registrationFee);
  const [files, setFiles] = useState<PendingFiles>(noFiles);
  const actions = useTournamentActions();
  const disciplines = useQuery(disciplineOptionsQuery());
  const form = useZodForm<TournamentValues>(loadSchema, {
    ...tournamentValues(tournament),
    // Without the fee feature the table is hidden and a new tournament costs nothing.
    ...(!registrationFee && !tournament ? Object.fromEntries(FEE_FIELDS.map((field) => [field, 0])) : {}),
  });

  const mutation = useMutation({
    mutationFn: async (values: TournamentValues) => {
      const body = tournamentBody(values);
      const saved = tournament
        ? await updateTournament(tournament.id, body)
        : await createTournament({ registrationOpen: false, ...body });
      const failures = await saveTournamentFiles(saved.id, files);
      return { saved, failures };
    },
    onSuccess: async ({ saved, failures }) => {
      notify(t('tournaments.saved'));
      for (const failure of failures) notify(t('tournaments.files.failed', { ...failure }), 'error');
      setFiles(noFiles);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: tournamentKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.appData }),
      ]);
      // A refused file leaves the admin on the form to try again.
      if (failures.length > 0) return void navigate(links.editTournament(saved.id));
      await navigate(links.tournamentView(saved.id));
      // A new tournament is saved with applications closed: offer to open them now.
      if (!tournament && !saved.registrationOpen && !saved.registrationByClock) void actions.offerToOpen(saved);
    },
    onError: (error) => applyServerErrors(form, error),
  });
  const errorMessage = useServerErrorMessage(mutation.error, tournamentFields);

  const active = disciplines.data?.items ?? [];
  const individualData = disciplineOptions(active, tournament?.disciplines ?? [], false);
  const teamData = disciplineOptions(active, tournament?.teamDisciplines ?? [], true);
  const fieldError = (field: 'description' | 'startDate' | 'endDate' | 'eventDate') => {
    const error = form.errors[field];
    return typeof error === 'string' ? translateMessage(error) : undefined;
  };

  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
      <Stack gap="lg" maw={960}>
        <FormError message={errorMessage} />

        <Section title={t('tournaments.form.general')}>
          <Stack gap="md">
            <TextInput label={t('tournaments.name')} withAsterisk {...form.getInputProps('name')} />
            <RichTextField
              label={t('tournaments.description')}
              required
              value={form.values.description}
              onChange={(html) => form.setFieldValue('description', html)}
              error={fieldError('description')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <DateField
                withTime
                label={t('tournaments.startDate')}
                withAsterisk
                value={form.values.startDate}
                onChange={(value) => form.setFieldValue('startDate', value)}
                error={fieldError('startDate')}
              />
              <DateField
                withTime
                label={t('tournaments.endDate')}
                clearable
                value={form.values.endDate}
                onChange={(value) => form.setFieldValue('endDate', value)}
                error={fieldError('endDate')}
              />
              <DateField
                label={t('tournaments.eventDate')}
                description={t('tournaments.eventDateHint')}
                clearable
                value={form.values.eventDate}
                onChange={(value) => form.setFieldValue('eventDate', value)}
                error={fieldError('eventDate')}
              />
              <TextInput
                label={t('tournaments.place')}
                description={t('tournaments.placeHint')}
                maxLength={PLACE_MAX_LENGTH}
                {...form.getInputProps('place')}
              />
            </SimpleGrid>
            <Checkbox
              label={t('tournaments.requireMedical')}
              {...form.getInputProps('requireMedical', { type: 'checkbox' })}
            />
          </Stack>
        </Section>

        <Section title={t('tournaments.form.applications')}>
          <Suspense fallback={null}>
            <ApplicationsSection form={form} />
          </Suspense>
        </Section>

        <Section title={t('tournaments.form.disciplines')}>
          {disciplines.isError && (
            <ErrorBox
              message={errorText(disciplines.error)}
              onRetry={() => void disciplines.refetch()}
              retrying={disciplines.isFetching}
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt={disciplines.isError ? 'md' : 0}>
            <LazyMultiSelect
              label={t('tournaments.disciplines')}
              withAsterisk
              searchable
              data={individualData}
              nothingFoundMessage={t('tournaments.form.noDisciplines')}
              {...form.getInputProps('disciplineIds')}
            />
            <LazyMultiSelect
              label={t('tournaments.teamDisciplines')}
              withAsterisk
              searchable
              data={teamData}
              nothingFoundMessage={t('tournaments.form.noTeamDisciplines')}
              {...form.getInputProps('teamDisciplineIds')}
            />
          </SimpleGrid>
        </Section>

        <Section title={t('tournaments.form.public')}>
          <Stack gap="sm">
            <Switch
              label={t('tournaments.isPublic')}
              description={t('tournaments.isPublicHint')}
              {...form.getInputProps('isPublic', { type: 'checkbox' })}
            />
            <Switch
              label={t('tournaments.publicEntries')}
              description={t('tournaments.publicEntriesHint')}
              disabled={!form.values.isPublic}
              {...form.getInputProps('publicEntries', { type: 'checkbox' })}
            />
          </Stack>
        </Section>

        <Section title={t('tournaments.form.files')}>
          <FilesSection tournament={tournament} files={files} onChange={setFiles} />
        </Section>

        {registrationFee && (
          <Section title={t('tournaments.fees.title')}>
            <FeesSection form={form} />
          </Section>
        )}

        <FormActions
          onCancel={() => void navigate(tournament ? links.tournamentView(tournament.id) : paths.tournaments)}
          saving={mutation.isPending || form.waitingForSchema}
        />
      </Stack>
    </form>
  );
}
