// '/examples/:exampleId': the template viewer (toolbar, preview frame, 'Fork to team'), built by the
// example-viewer feature; this frame gives it a full-screen layout and a way back.
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { buttonClass } from '../../components/ui/Button.tsx';

export default function ExampleScreen() {
  const { exampleId = '' } = useParams();
  return (
    <div className="flex h-full flex-col bg-neutral-100">
      <header className="flex h-14 items-center gap-3 border-b border-neutral-200 bg-white px-4">
        <Link to="/" className={buttonClass('ghost', 'sm')} aria-label="Back to dashboard">
          <IconArrowLeft className="size-4" />
        </Link>
        <span className="truncate text-sm font-medium text-neutral-800">Example {exampleId}</span>
      </header>
      <main className="flex-1" />
    </div>
  );
}
