import { enhanceAuthPage } from './enhance-auth-page.ts';

// The browser entry of /auth's script (built on its own: page-scripts.ts at the app's root).
enhanceAuthPage(document);
