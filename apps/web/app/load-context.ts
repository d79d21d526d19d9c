import type { AnalysisReport, PublicPage, Viewer } from '@citable/schemas';
import type { OpenAPIV3_1 } from 'openapi-types';
import type { PublicEnv } from '../server/env.ts';
import type { AuthFormState } from '../server/routes/auth-forms.ts';

/** What the server hands to every loader and to the document renderer. */
declare module 'react-router' {
  interface AppLoadContext {
    /** This response's CSP nonce, for the inline scripts React Router writes. */
    nonce: string;
    publicEnv: PublicEnv;
    requestId: string;
    /** Who is asking, decided by the server from the session cookies. */
    viewer: Viewer;
    /** Spec 2 "Public page viewer": a published page by slug, rendered and sanitised, or null. */
    findPublicPage: (slug: string) => Promise<PublicPage | null>;
    /** Issue 34: the analysis report behind a read-only link, or null when it is gone. */
    findSharedReport: (token: string) => Promise<AnalysisReport | null>;
    /** Issue 34: the OpenAPI 3.1 document of /api/v1, the one /api/v1/openapi.json serves. */
    openApiDocument: () => OpenAPIV3_1.Document;
    /** Whether each tool's system prompt is set (non-empty); read from the database. */
    promptStatus: () => Promise<Record<'analyzer' | 'improvement' | 'keywords', boolean>>;
    /**
     * The internal testing link with its secret: only ever given for the admin, and null when
     * no TESTING_SECRET is configured.
     */
    adminTestingLink: string | null;
    /** /auth shown again after the server refused one of its forms (sent without script). */
    authForm?: AuthFormState;
  }
}
