import { formatPageTitle } from '@citable/site/content/site-name.ts';
import { type MetaFunction, useLocation, useParams } from 'react-router';
import { StructuredDataPicker } from '../../features/history/components/structured-data-picker.tsx';
import { PageEditor } from '../../features/pages/components/page-editor.tsx';
import { familyOf } from '../../features/pages/pages-family.ts';

export const meta: MetaFunction = ({ params }) => [
  { title: formatPageTitle(params.id ? 'Edit Page' : 'Create New Page') },
];

/** Spec 2 "Page management" editor: /{family}/new and /{family}/edit/{id}. */
export default function PageEditorRoute() {
  const { pathname } = useLocation();
  const { id } = useParams();
  return (
    <PageEditor
      key={id ?? 'new'}
      family={familyOf(pathname)}
      pageId={id}
      structuredDataSource={(insert) => <StructuredDataPicker onInsert={insert} />}
    />
  );
}
