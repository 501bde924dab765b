import { useTranslation } from 'react-i18next';
import type { Discipline } from '@/api/types';
import { CatalogSettingsPage } from '@/components/CatalogSettingsPage';
import type { Column } from '@/components/DataTable';
import { disciplinesQuery } from '@/features/disciplines/api/list-disciplines';
import { DisciplineFeeIcon } from '@/features/disciplines/components/DisciplineFeeIcon';
import { useCatalogActions } from '@/components/use-catalog-actions';
import { deleteDiscipline } from '@/features/disciplines/api/delete-discipline';
import { disciplineKeys } from '@/features/disciplines/api/keys';
import { updateDiscipline } from '@/features/disciplines/api/update-discipline';
import { categoryNamesOf, kindText, sexLabelKey } from '@/features/disciplines/schemas/discipline-display';
import type { DisciplineFormProps } from '@/features/disciplines/components/DisciplineForm';
import { lazyRoute } from '@/lib/lazy-route';
import { limitLine, weightText } from '@/lib/limits-text';
import { useAppData } from '@/stores/app-data';

// The form loads after the page, or with the drawer if that opens first.
const DisciplineForm = lazyRoute<DisciplineFormProps>(() =>
  import('@/features/disciplines/components/DisciplineForm').then((module) => ({ default: module.DisciplineForm })),
);

/** Settings › Disciplines: active or archived disciplines with their weight limits and kata A/B, and create, edit, archive and remove. */
export default function DisciplineSettingsRoute() {
  const { t, i18n } = useTranslation();
  const registrationFee = useAppData((state) => state.features.registrationFee);
  const actions = useCatalogActions<Discipline>({
    texts: 'disciplines',
    update: updateDiscipline,
    remove: deleteDiscipline,
    refreshes: [disciplineKeys.all],
  });
  const fee: Column<Discipline> = {
    key: 'fee',
    header: t('disciplines.fee'),
    width: 140,
    render: (discipline) => <DisciplineFeeIcon discipline={discipline} />,
  };
  return (
    <CatalogSettingsPage
      texts="disciplines"
      tableLabel={t('pages.settingsDisciplines')}
      minWidth={760}
      list={disciplinesQuery}
      columns={[
        { key: 'name', header: t('disciplines.name'), render: (discipline) => discipline.name },
        {
          key: 'categories',
          header: t('disciplines.categories'),
          render: (discipline) => categoryNamesOf(discipline),
        },
        {
          key: 'kind',
          header: t('disciplines.kindLabel'),
          render: (discipline) => {
            const [key, values] = kindText(discipline);
            return t(key, values ?? {});
          },
        },
        {
          key: 'limits',
          header: t('limits.header'),
          render: (discipline) => {
            const weight = weightText(discipline, i18n.language);
            const lines = [
              ...(weight ? [limitLine(t, weight)] : []),
              ...(discipline.isKataA ? [t('limits.kataA')] : []),
              ...(discipline.isKataB ? [t('limits.kataB')] : []),
            ];
            return lines.length > 0 ? lines.join(' · ') : t('limits.none');
          },
        },
        ...(registrationFee ? [fee] : []),
        { key: 'sexes', header: t('disciplines.sexes'), render: (discipline) => t(sexLabelKey(discipline.forSex)) },
      ]}
      actions={actions}
      preloadForm={DisciplineForm.preload}
      form={(discipline, onDone) => <DisciplineForm discipline={discipline} onDone={onDone} />}
    />
  );
}
