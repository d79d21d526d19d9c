import { PageInput } from '@citable/schemas';
import { zodResolver } from '@hookform/resolvers/zod';

/**
 * The editor's check: the server's page schema, with the spec's messages. The editor loads
 * this module with its first check (lazyResolver), so Zod is not part of its first load.
 */
export const pageResolver = zodResolver(PageInput);
