// '/builder/:projectId': the builder. The builder feature renders its workspace here; this frame
// reserves the full-screen layout and toolbar height.
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { buttonClass } from '../../components/ui/Button.tsx';

export default function BuilderScreen() {
  const { projectId = '' } = useParams();
  return (
    <div className="flex h-full flex-col bg-neutral-100">
      <header className="flex h-12 items-center gap-3 border-b border-neutral-200 bg-white px-3">
        <Link to="/" className={buttonClass('ghost', 'sm')} aria-label="Back to dashboard">
          <IconArrowLeft className="size-4" />
        </Link>
        <span className="truncate text-sm font-medium text-neutral-800">Project {projectId}</span>
      </header>
      <main className="flex-1" />
    </div>
  );
}
