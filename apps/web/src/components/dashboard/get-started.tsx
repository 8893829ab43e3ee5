// The 'Get started' block of the dashboard: links to the docs, the blog and the tutorials.
import { IconArrowUpRight, IconBook2, IconNews, IconSchool, type Icon } from '@tabler/icons-react';
import { DASHBOARD_TEXTS } from './texts.ts';
import { BLOG_URL, DOCS_URL, TUTORIALS_URL } from './get-started-links.ts';
import { SectionDragHandle } from './section-drag-handle.tsx';

const LINKS: Array<{ href: string; title: string; text: string; icon: Icon }> = [
  { href: DOCS_URL, title: DASHBOARD_TEXTS.docs, text: DASHBOARD_TEXTS.docsText, icon: IconBook2 },
  { href: BLOG_URL, title: DASHBOARD_TEXTS.blogs, text: DASHBOARD_TEXTS.blogsText, icon: IconNews },
  {
    href: TUTORIALS_URL,
    title: DASHBOARD_TEXTS.tutorials,
    text: DASHBOARD_TEXTS.tutorialsText,
    icon: IconSchool,
  },
];

export function GetStarted() {
  return (
    <section
      aria-labelledby="get-started"
      className="rounded-2xl border border-neutral-200/80 bg-gradient-to-br from-white via-white to-brand-50 p-6 shadow-sm shadow-neutral-900/[0.03]"
    >
      <div className="flex items-center gap-1.5">
        <SectionDragHandle />
        <h2 id="get-started" className="text-base font-medium text-neutral-900">
          {DASHBOARD_TEXTS.getStarted}
        </h2>
      </div>
      <p className="mt-1 text-sm text-neutral-500">{DASHBOARD_TEXTS.getStartedText}</p>
      <ul className="mt-5 grid gap-3 sm:grid-cols-3">
        {LINKS.map(({ href, title, text, icon: LinkIcon }) => (
          <li key={title}>
            <a
              href={href}
              target="_blank"
              rel="noreferrer"
              className="group flex h-full items-start gap-3 rounded-xl border border-neutral-200/80 bg-white/80 p-4 transition-colors outline-none hover:border-brand-200 hover:bg-white focus-visible:ring-2 focus-visible:ring-brand-400"
            >
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <LinkIcon className="size-[18px]" stroke={1.75} />
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-1 text-sm font-medium text-neutral-900">
                  {title}
                  <IconArrowUpRight className="size-3.5 text-neutral-300 transition-colors group-hover:text-brand-600" />
                </span>
                <span className="mt-0.5 block text-xs text-neutral-500">{text}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
