import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's resolver loaded with the form's first check (issue 35): the check is the shared
 * schema's, with its messages, but the schema and Zod do not load with the screen. If the
 * module cannot be fetched (the connection is gone), the values go on unchecked to the form's
 * call, which the server checks with the same schema and which fails, offline, with the
 * message of a request that got no answer; the next check tries the module again.
 */
export function lazyResolver<Values extends FieldValues, Context = unknown, Output = Values>(
  load: () => Promise<Resolver<Values, Context, Output>>,
): Resolver<Values, Context, Output> {
  let loading: Promise<Resolver<Values, Context, Output>> | undefined;
  return async (values, context, options) => {
    loading ??= load();
    let resolver: Resolver<Values, Context, Output>;
    try {
      resolver = await loading;
    } catch {
      loading = undefined;
      return { values: values as unknown as Output, errors: {} };
    }
    return resolver(values, context, options);
  };
}
