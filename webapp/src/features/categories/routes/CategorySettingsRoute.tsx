import { useTranslation } from 'react-i18next';
import type { Category } from '@/api/types';
import { CatalogSettingsPage } from '@/components/CatalogSettingsPage';
import { categoryKeys } from '@/features/categories/api/keys';
import { listCategories } from '@/features/categories/api/list-categories';
import { CategoryFeeIcon } from '@/features/categories/components/CategoryFeeIcon';
import { useCategoryActions } from '@/features/categories/components/use-category-actions';
import type { CategoryFormProps } from '@/features/categories/components/CategoryForm';
import { lazyRoute } from '@/lib/lazy-route';

// The form loads after the page, or with the drawer if that opens first.
const CategoryForm = lazyRoute<CategoryFormProps>(() =>
  import('@/features/categories/components/CategoryForm').then((module) => ({ default: module.CategoryForm })),
);

/** Settings › Categories: active or archived categories, with create, edit, archive and remove. */
export default function CategorySettingsRoute() {
  const { t } = useTranslation();
  const actions = useCategoryActions();
  return (
    <CatalogSettingsPage<Category>
      texts="categories"
      tableLabel={t('pages.settingsCategories')}
      minWidth={420}
      list={(archived) => ({ queryKey: categoryKeys.list(archived), queryFn: () => listCategories(archived) })}
      columns={[
        { key: 'name', header: t('categories.name'), render: (category) => category.name },
        {
          key: 'fee',
          header: t('categories.fee'),
          width: 160,
          render: (category) => <CategoryFeeIcon noPay={category.noPay} />,
        },
      ]}
      actions={actions}
      preloadForm={CategoryForm.preload}
      form={(category, onDone) => <CategoryForm category={category} onDone={onDone} />}
    />
  );
}
