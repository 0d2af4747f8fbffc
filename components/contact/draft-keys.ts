/**
 * Where the form's draft and its last attempt live in sessionStorage (draft.ts), apart from
 * draft.ts so the outbox loader on every page can clear them without loading the form's schema.
 */
export const draftKey = 'contact-form-draft';
export const attemptKey = 'contact-form-attempt';

/** Forgets the draft when its message was the one just sent from the outbox with `key`. */
export function forgetDraftSentWith(key: string) {
  try {
    const attempt = JSON.parse(sessionStorage.getItem(attemptKey) ?? 'null') as {
      key?: string;
    } | null;
    if (attempt?.key !== key) return;
    sessionStorage.removeItem(attemptKey);
    sessionStorage.removeItem(draftKey);
  } catch {
    // No storage, or junk in it: nothing of this draft was kept there.
  }
}
