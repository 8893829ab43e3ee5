// Any path the router does not know (SPEC §2: '404' / 'This page could not be found.').
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { GENERIC_TEXTS } from './texts.ts';

export default function NotFoundScreen() {
  return (
    <main className="flex min-h-full items-center justify-center bg-neutral-50 px-6">
      <title>404 · Vitrine</title>
      <div className="flex flex-col items-center text-center">
        <div className="flex items-center gap-5">
          <h1 className="text-4xl font-medium text-neutral-900">{GENERIC_TEXTS.notFoundCode}</h1>
          <span className="h-12 w-px bg-neutral-300" aria-hidden="true" />
          <p className="text-sm text-neutral-600">{GENERIC_TEXTS.notFound}</p>
        </div>
        <Button asChild variant="secondary" className="mt-10">
          <Link to="/">{GENERIC_TEXTS.backTo(GENERIC_TEXTS.defaultBackLabel)}</Link>
        </Button>
      </div>
    </main>
  );
}
