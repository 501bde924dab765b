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
import { useAppData } from '@/stores/app-data';

// The form loads after the page, or with the drawer if that opens first.
const DisciplineForm = lazyRoute<DisciplineFormProps>(() =>
  import('@/features/disciplines/components/DisciplineForm').then((module) => ({ default: module.DisciplineForm })),
);

/** Settings › Disciplines: active or archived disciplines, with create, edit, archive and remove. */
export default function DisciplineSettingsRoute() {
  const { t } = useTranslation();
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
      minWidth={640}
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
        ...(registrationFee ? [fee] : []),
        { key: 'sexes', header: t('disciplines.sexes'), render: (discipline) => t(sexLabelKey(discipline.forSex)) },
      ]}
      actions={actions}
      preloadForm={DisciplineForm.preload}
      form={(discipline, onDone) => <DisciplineForm discipline={discipline} onDone={onDone} />}
    />
  );
}
