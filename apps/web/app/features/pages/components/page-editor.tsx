import type { Page, PageData } from '@citable/schemas';
import { slugify } from '@citable/schemas/constants';
import * as Switch from '@radix-ui/react-switch';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { TextField } from '../../../components/ui/text-field.tsx';
import { notify } from '../../../components/ui/toaster.tsx';
import { ApiError } from '../../../lib/api.ts';
import { lazyResolver } from '../../../lib/lazy-resolver.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import { pagesApi } from '../pages.client.ts';
import { type PagesFamily, pageQueryKeys } from '../pages-family.ts';
import { useUnsavedChangesPrompt } from '../use-unsaved-changes-prompt.ts';
import { FeaturedImageField } from './featured-image-field.tsx';
import { PagePreview } from './page-preview.tsx';

/** The form's own values: every optional field is text here, and null once validated. */
interface PageFormValues {
  title: string;
  slug: string;
  content: string;
  published: boolean;
  meta_title: string;
  meta_description: string;
  structured_data: string;
  featured_image: string | null;
  featured_image_alt: string;
}

const EMPTY: PageFormValues = {
  title: '',
  slug: '',
  content: '',
  published: false,
  meta_title: '',
  meta_description: '',
  structured_data: '',
  featured_image: null,
  featured_image_alt: '',
};

const toFormValues = (page: Page): PageFormValues => ({
  title: page.title,
  slug: page.slug,
  content: page.content,
  published: page.published,
  meta_title: page.meta_title ?? '',
  meta_description: page.meta_description ?? '',
  structured_data: page.structured_data ?? '',
  featured_image: page.featured_image,
  featured_image_alt: page.featured_image_alt ?? '',
});

const pageResolver = lazyResolver(() =>
  import('../page-resolver.ts').then((module) => module.pageResolver),
);

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const textareaClass = (hasError: boolean) =>
  `mt-1 block w-full rounded-md border px-3 py-2 text-ink shadow-sm focus:outline-none focus:ring-2 focus:ring-brand-600 ${hasError ? 'border-red-600' : 'border-slate-300'}`;

/** Spec 2 "Page management" editor: create or edit, with a live preview beside the markdown. */
export function PageEditor({
  family,
  pageId,
  structuredDataSource,
}: {
  family: PagesFamily;
  pageId?: string;
  /**
   * Issue 34: where generated JSON-LD comes from (the history's analyses), given by the route
   * so this feature does not reach into another; `insert` replaces the field's text.
   */
  structuredDataSource?: (insert: (text: string) => void) => ReactNode;
}) {
  const navigate = useNavigate();
  const viewer = useViewer();
  const isHydrated = useHydrated();
  const queryClient = useQueryClient();
  const isEditing = Boolean(pageId);
  const form = useForm<PageFormValues>({
    resolver: pageResolver as never,
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const { allowLeaving } = useUnsavedChangesPrompt(isDirty && !isSubmitting);

  const existing = useQuery({
    queryKey: pageQueryKeys.one(pageId ?? ''),
    queryFn: ({ signal }) => pagesApi.get(pageId ?? '', signal),
    enabled: isEditing,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });
  const loadedId = useRef<string | null>(null);
  useEffect(() => {
    if (existing.data && loadedId.current !== existing.data.id) {
      loadedId.current = existing.data.id;
      form.reset(toFormValues(existing.data));
    }
  }, [existing.data, form]);
  useEffect(() => {
    if (!existing.error) return;
    notify('error', 'Error', `Failed to fetch page data: ${reasonOf(existing.error)}`);
    if (existing.error instanceof ApiError && existing.error.status === 404) {
      navigate('/not-found', { replace: true });
    }
  }, [existing.error, navigate]);

  // Spec 4 "Slug auto-fill": while creating, the slug follows the title until edited by hand.
  const isSlugEdited = useRef(false);
  const titleField = form.register('title', {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      if (isEditing || isSlugEdited.current) return;
      form.setValue('slug', slugify(event.target.value), { shouldDirty: true });
    },
  });
  const slugField = form.register('slug', {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      isSlugEdited.current = event.target.value !== '';
    },
  });

  const submit = form.handleSubmit(async (values) => {
    const data = values as unknown as PageData;
    if (!viewer.user) {
      notify('error', 'Error', 'User not authenticated');
      return;
    }
    try {
      const saved = pageId ? await pagesApi.update(pageId, data) : await pagesApi.create(data);
      notify(
        'success',
        'Success',
        pageId ? 'Page updated successfully' : 'Page created successfully',
      );
      queryClient.setQueryData(pageQueryKeys.one(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: pageQueryKeys.lists });
      allowLeaving();
      navigate(family.basePath);
    } catch (error) {
      // Nothing typed is lost: the form keeps every value for another try.
      notify('error', 'Error', `Failed to save page: ${reasonOf(error)}`);
    }
  });

  const [title, content, featuredImage, featuredImageAlt, published] = form.watch([
    'title',
    'content',
    'featured_image',
    'featured_image_alt',
    'published',
  ]);
  const isLoading = isEditing && existing.isPending;

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-3">
          <Link
            to={family.basePath}
            className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100"
          >
            <ArrowLeft size={16} aria-hidden="true" /> Back
          </Link>
          <h2 className="text-2xl font-bold tracking-tight text-ink">
            {isEditing ? 'Edit Page' : 'Create New Page'}
          </h2>
        </div>
        <div className="flex items-center gap-4">
          <span className="inline-flex items-center gap-2">
            <Switch.Root
              id="page-published"
              checked={published}
              onCheckedChange={(checked) =>
                form.setValue('published', checked, { shouldDirty: true })
              }
              className="relative h-6 w-11 rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-brand-600"
            >
              <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
            </Switch.Root>
            <label htmlFor="page-published" className="text-sm font-medium text-ink">
              Published
            </label>
          </span>
          <button
            type="submit"
            disabled={!isHydrated || isSubmitting || isLoading}
            className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {isSubmitting ? 'Saving...' : 'Save Page'}
          </button>
        </div>
      </div>

      {isLoading ? (
        <p className="text-slate-700">Loading page...</p>
      ) : (
        <div className="grid gap-6 xl:grid-cols-2">
          <div className="space-y-4">
            <TextField label="Title" error={errors.title?.message} {...titleField} />
            <TextField
              label="Slug"
              hint="Lowercase letters, numbers and hyphens: the page's address is /page/{slug}."
              error={errors.slug?.message}
              {...slugField}
            />
            <div>
              <label htmlFor="page-content" className="block text-sm font-medium text-ink">
                Content (Markdown)
              </label>
              <textarea
                id="page-content"
                rows={18}
                aria-invalid={errors.content ? true : undefined}
                aria-describedby={errors.content ? 'page-content-error' : undefined}
                className={`${textareaClass(Boolean(errors.content))} font-mono text-sm`}
                {...form.register('content')}
              />
              {errors.content ? (
                <p id="page-content-error" role="alert" className="mt-1 text-sm text-red-700">
                  {errors.content.message}
                </p>
              ) : null}
            </div>
            <TextField
              label="Meta title (optional)"
              error={errors.meta_title?.message}
              {...form.register('meta_title')}
            />
            <div>
              <label htmlFor="page-meta-description" className="block text-sm font-medium text-ink">
                Meta description (optional)
              </label>
              <textarea
                id="page-meta-description"
                rows={3}
                className={textareaClass(Boolean(errors.meta_description))}
                {...form.register('meta_description')}
              />
              {errors.meta_description ? (
                <p role="alert" className="mt-1 text-sm text-red-700">
                  {errors.meta_description.message}
                </p>
              ) : null}
            </div>
            <div>
              <label htmlFor="page-structured-data" className="block text-sm font-medium text-ink">
                Structured data (optional, JSON-LD)
              </label>
              <textarea
                id="page-structured-data"
                rows={6}
                aria-invalid={errors.structured_data ? true : undefined}
                aria-describedby={errors.structured_data ? 'page-structured-data-error' : undefined}
                className={`${textareaClass(Boolean(errors.structured_data))} font-mono text-sm`}
                {...form.register('structured_data')}
              />
              {errors.structured_data ? (
                <p
                  id="page-structured-data-error"
                  role="alert"
                  className="mt-1 text-sm text-red-700"
                >
                  {errors.structured_data.message}
                </p>
              ) : null}
              {structuredDataSource?.((text) =>
                form.setValue('structured_data', text, { shouldDirty: true, shouldValidate: true }),
              )}
            </div>
            <FeaturedImageField
              value={featuredImage}
              onChange={(value) => form.setValue('featured_image', value, { shouldDirty: true })}
              altField={
                <TextField
                  label="Image description (alt text)"
                  error={errors.featured_image_alt?.message}
                  {...form.register('featured_image_alt')}
                />
              }
            />
            {errors.featured_image ? (
              <p role="alert" className="text-sm text-red-700">
                {errors.featured_image.message}
              </p>
            ) : null}
          </div>
          <PagePreview
            title={title}
            content={content}
            featuredImage={featuredImage}
            featuredImageAlt={featuredImageAlt || null}
          />
        </div>
      )}
    </form>
  );
}
