// One icon entry of the narrow sidebar: icon above a short label, accent when its route is active.
import type { Icon } from '@tabler/icons-react';
import { NavLink } from 'react-router';
import { cn } from '../ui/cn.ts';

export const sidebarItemClass = (active: boolean) =>
  cn(
    'group flex w-full flex-col items-center gap-1 rounded-xl px-1 py-2 text-[11px] font-medium transition-colors outline-none',
    'focus-visible:ring-2 focus-visible:ring-brand-400',
    active ? 'bg-brand-50 text-brand-700' : 'text-neutral-500 hover:bg-neutral-100 hover:text-neutral-900',
  );

export function SidebarLink({
  to,
  label,
  icon: IconComponent,
  end = false,
}: {
  to: string;
  label: string;
  icon: Icon;
  end?: boolean;
}) {
  return (
    <NavLink to={to} end={end} className={({ isActive }) => sidebarItemClass(isActive)}>
      <IconComponent className="size-5" stroke={1.75} />
      <span>{label}</span>
    </NavLink>
  );
}
