import { SignInRequest, SignInResponse, SignUpRequest, SignUpResponse } from '@citable/schemas';
import { describedByIds, FIELD_CLASSES } from '../../../components/ui/field-classes.ts';
import { ApiError, callApi } from '../../../lib/api.ts';
import { leaveAuthNotice } from '../../../lib/auth-notice.ts';
import { readStored, STORAGE_KEYS, writeStored } from '../../../lib/browser-storage.ts';
import { AUTH_TABS, type AuthTab, authData, authIds } from './auth-page-markup.ts';
import { showToast } from './page-toasts.ts';

/*
 * The script of /auth (issue 35), in place of React: the server's HTML already works without
 * it (auth-page.tsx), and this makes it behave as the screen did with React. Tabs switch in
 * place with the keyboard support of a tab list; the forms are checked with the shared
 * schemas and the spec's messages (spec 5), sent to /api/auth, and a refusal is shown inline
 * and as a toast (spec 8). A success goes on to /verify or /analyzer, leaving the spec's
 * toast for that page (lib/auth-notice.ts).
 */

export interface AuthPageOptions {
  /** Goes to another page; the page's own location in the browser. */
  navigate?: (path: string) => void;
}

/** Spec 8: a refusal without a message of its own, and a failure that is not a refusal. */
const UNNAMED_REFUSAL: Record<AuthTab, string> = {
  signup: 'Failed to create account.',
  login: 'Login failed.',
};
const UNEXPECTED: Record<AuthTab, string> = {
  signup: 'An unexpected error occurred. Please try again.',
  login: 'Login failed.',
};
const BUSY_LABEL: Record<AuthTab, string> = {
  signup: 'Creating account...',
  login: 'Signing in...',
};

const verifyPath = (email: string, mail: string | undefined) =>
  `/verify?email=${encodeURIComponent(email)}${mail === 'delayed' ? '&mail=delayed' : ''}`;

export function enhanceAuthPage(doc: Document, options: AuthPageOptions = {}): void {
  const navigate = options.navigate ?? ((path: string) => doc.defaultView?.location.assign(path));
  const tabList = doc.querySelector<HTMLElement>('[role="tablist"]');
  if (!tabList) return;
  const tabs = new Map(
    AUTH_TABS.map((tab) => [tab, doc.getElementById(authIds.tab(tab)) as HTMLButtonElement]),
  );
  const heading = doc.getElementById(authIds.heading);
  // Both panels as nodes; the one not shown is kept out of the page.
  const panels = new Map<AuthTab, HTMLElement>();
  for (const tab of AUTH_TABS) {
    const shown = doc.getElementById(authIds.panel(tab));
    const template = doc.getElementById(authIds.template(tab)) as HTMLTemplateElement | null;
    const waiting = template?.content.firstElementChild;
    const panel = shown ?? (waiting ? (doc.importNode(waiting, true) as HTMLElement) : null);
    template?.remove();
    if (panel) panels.set(tab, panel);
  }
  let current: AuthTab =
    tabs.get('login')?.getAttribute('aria-selected') === 'true' ? 'login' : 'signup';

  const select = (tab: AuthTab, focus = false) => {
    const next = panels.get(tab);
    const shown = panels.get(current);
    if (tab !== current && next && shown) shown.replaceWith(next);
    current = tab;
    for (const [name, button] of tabs) {
      const isActive = name === tab;
      button.setAttribute('aria-selected', String(isActive));
      button.tabIndex = isActive ? 0 : -1;
      button.dataset.state = isActive ? 'active' : 'inactive';
      if (isActive) button.setAttribute('aria-controls', authIds.panel(name));
      else button.removeAttribute('aria-controls');
    }
    if (heading) heading.textContent = heading.getAttribute(`data-${tab}`) ?? heading.textContent;
    if (focus) tabs.get(tab)?.focus();
  };

  // A tab or a switch link is a GET of /auth?tab=... without script; here it switches in place.
  tabList.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('[role="tab"]');
    if (!button) return;
    event.preventDefault();
    select(button.value as AuthTab);
  });
  // The keys of a tab list (WAI-ARIA tabs, automatic activation): arrows, Home and End.
  tabList.addEventListener('keydown', (event) => {
    const index = AUTH_TABS.indexOf(current);
    const last = AUTH_TABS.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? AUTH_TABS[index === last ? 0 : index + 1]
        : event.key === 'ArrowLeft'
          ? AUTH_TABS[index === 0 ? last : index - 1]
          : event.key === 'Home'
            ? AUTH_TABS[0]
            : event.key === 'End'
              ? AUTH_TABS[last]
              : undefined;
    if (!target) return;
    event.preventDefault();
    select(target, true);
  });
  for (const [tab, panel] of panels) {
    panel.querySelector(`[${authData.switchTo}]`)?.addEventListener('click', (event) => {
      event.preventDefault();
      select(tab === 'signup' ? 'login' : 'signup');
    });
    const form = panel.querySelector<HTMLFormElement>(`form[${authData.form}]`);
    if (form) enhanceForm(form, tab);
  }

  // Someone who has signed in on this browser before most likely wants to log in.
  if (
    !tabList.hasAttribute(authData.tabChosen) &&
    readStored('local', STORAGE_KEYS.hasAccount) === 'true'
  )
    select('login');

  // DESIGN 3.4: the stored testing flag mirrors the server's tester session (the banner).
  const endTesting = doc.querySelector<HTMLButtonElement>('[data-end-testing]');
  writeStored('local', STORAGE_KEYS.testingMode, endTesting ? 'true' : null);
  endTesting?.addEventListener('click', async () => {
    writeStored('local', STORAGE_KEYS.testingMode, null);
    try {
      await fetch('/api/testing', { method: 'DELETE', credentials: 'same-origin' });
    } finally {
      doc.defaultView?.location.reload();
    }
  });

  function enhanceForm(form: HTMLFormElement, tab: AuthTab) {
    const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]:not([name])');
    const submitLabel = submit?.textContent ?? '';
    const release = () => {
      if (!submit) return;
      submit.disabled = false;
      submit.textContent = submitLabel;
    };
    // Back from /verify or /analyzer, the browser may show this page as it was left: busy.
    doc.defaultView?.addEventListener('pageshow', (event) => {
      if (event.persisted) release();
    });
    const text = (name: string) =>
      form.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '';

    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | null;
      if (submitter?.name === 'forgot') {
        const email = text('email').trim();
        navigate(`/verify?reset=1${email ? `&email=${encodeURIComponent(email)}` : ''}`);
        return;
      }
      if (submit?.disabled) return;
      const fields =
        tab === 'signup' ? ['name', 'email', 'password', 'referralSource'] : ['email', 'password'];
      const values = Object.fromEntries(fields.map((name) => [name, text(name)]));
      const parsed =
        tab === 'signup' ? SignUpRequest.safeParse(values) : SignInRequest.safeParse(values);
      const errors: Record<string, string> = {};
      if (!parsed.success)
        for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
      for (const name of fields) showFieldError(form, tab, name, errors[name]);
      showFormAlert(form, null);
      if (!parsed.success) {
        const first = fields.find((name) => errors[name]);
        if (first) doc.getElementById(authIds.field(tab, first))?.focus();
        return;
      }

      if (submit) {
        submit.disabled = true;
        submit.textContent = BUSY_LABEL[tab];
      }
      try {
        if (tab === 'signup') {
          const input = parsed.data as SignUpRequest;
          const result = await callApi(SignUpResponse, 'POST', '/api/auth/sign-up', input);
          writeStored('session', STORAGE_KEYS.signupEmail, result.email);
          writeStored('session', STORAGE_KEYS.referralSource, input.referralSource || null);
          writeStored('local', STORAGE_KEYS.hasAccount, 'true');
          leaveAuthNotice(result.mail === 'delayed' ? 'signed-up-mail-delayed' : 'signed-up');
          navigate(verifyPath(result.email, result.mail));
          return;
        }
        const input = parsed.data as SignInRequest;
        const result = await callApi(SignInResponse, 'POST', '/api/auth/sign-in', input);
        writeStored('local', STORAGE_KEYS.hasAccount, 'true');
        if (result.status === 'needs_verification') {
          writeStored('session', STORAGE_KEYS.signupEmail, result.email);
          const isDelayed = result.mail === 'delayed';
          leaveAuthNotice(isDelayed ? 'needs-verification-mail-delayed' : 'needs-verification');
          navigate(verifyPath(result.email, result.mail));
          return;
        }
        leaveAuthNotice('logged-in');
        navigate('/analyzer');
      } catch (error) {
        const message =
          error instanceof ApiError ? error.message || UNNAMED_REFUSAL[tab] : UNEXPECTED[tab];
        showFormAlert(form, message);
        showToast(doc, 'error', message);
        release();
      }
    });
  }

  /** The field's message under it, tied to the input, as TextField renders it. */
  function showFieldError(form: HTMLFormElement, tab: AuthTab, name: string, message?: string) {
    const input = doc.getElementById(authIds.field(tab, name));
    if (!input || !form.contains(input)) return;
    const errorId = `${input.id}-error`;
    let error = doc.getElementById(errorId);
    if (message) {
      if (!error) {
        error = doc.createElement('p');
        error.id = errorId;
        error.setAttribute('role', 'alert');
        error.className = FIELD_CLASSES.error;
        input.parentElement?.append(error);
      }
      error.textContent = message;
      input.setAttribute('aria-invalid', 'true');
    } else {
      error?.remove();
      input.removeAttribute('aria-invalid');
    }
    const hasHint = Boolean(doc.getElementById(`${input.id}-hint`));
    const describedBy = describedByIds(input.id, { error: Boolean(message), hint: hasHint });
    if (describedBy) input.setAttribute('aria-describedby', describedBy);
    else input.removeAttribute('aria-describedby');
    input.classList.toggle(FIELD_CLASSES.invalidBorder, Boolean(message));
    input.classList.toggle(FIELD_CLASSES.validBorder, !message);
  }

  /** The form's own message above its button, as FormAlert renders it. */
  function showFormAlert(form: HTMLFormElement, message: string | null) {
    let alert = [...form.children].find(
      (child): child is HTMLElement =>
        child.tagName === 'P' && child.getAttribute('role') === 'alert',
    );
    if (!message) {
      alert?.remove();
      return;
    }
    if (!alert) {
      alert = doc.createElement('p');
      alert.setAttribute('role', 'alert');
      alert.className = FIELD_CLASSES.formAlert;
      form.querySelector('button[type="submit"]')?.before(alert);
    }
    alert.textContent = message;
  }
}
