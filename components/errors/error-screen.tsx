import { Container } from '@/components/ui/container';
// The table itself, not the door: this screen runs in the browser, where content is not loaded.
import { fixedPages } from '@/lib/content/site-pages';
import { islandLabels } from '@/lib/island-labels';

export type ErrorScreenProps = { error: Error & { digest?: string; status?: number } };

/** The default error screen: what failed and where, so a report from a visitor is useful. */
export function ErrorScreen({ error }: ErrorScreenProps) {
  const { title, status, unknown, reference, home } = islandLabels.errorScreen;
  const summary = error.message || (error.status ? status(error.status) : unknown);
  return (
    <Container as="section" width="text" className="py-16">
      {/* React puts it in <head>: the tab says what happened too. */}
      <title>{title}</title>
      <h1 className="text-3xl font-bold text-ink">{title}</h1>
      <h2 className="mt-4 text-xl font-semibold text-danger">{summary}</h2>
      {error.stack && (
        <pre className="mt-4 overflow-x-auto rounded-lg bg-concrete-50 p-4 text-sm whitespace-pre-wrap">
          {error.stack}
        </pre>
      )}
      {error.digest && <p className="mt-4 text-sm text-muted">{reference(error.digest)}</p>}
      <p className="mt-8">
        {/* A full page load, not client navigation: the app that just failed may be what is broken. */}
        <a href={fixedPages.home.path} className="font-semibold text-brand underline">
          {home}
        </a>
      </p>
    </Container>
  );
}
