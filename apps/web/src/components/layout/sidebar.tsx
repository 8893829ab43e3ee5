// The dashboard's fixed narrow sidebar (SPEC §2): Home, Teams, Account, the help menu and Logout.
import { IconHome, IconLogout, IconSettings, IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LogoMark } from '../ui/wordmark.tsx';
import { HelpMenu } from './help-menu.tsx';
import { NAV_TEXTS } from './texts.ts';
import { SidebarLink } from './sidebar-link.tsx';

export const SIDEBAR_WIDTH_CLASS = 'w-[76px]';

export function Sidebar() {
  return (
    <nav
      aria-label="Main"
      className={`fixed inset-y-0 left-0 z-30 flex ${SIDEBAR_WIDTH_CLASS} flex-col items-center border-r border-neutral-200 bg-white px-2 py-4`}
    >
      <Link
        to="/"
        aria-label="Vitrine home"
        className="mb-6 rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-brand-400"
      >
        <LogoMark className="size-9" />
      </Link>
      <div className="flex w-full flex-col gap-1">
        <SidebarLink to="/" end label={NAV_TEXTS.home} icon={IconHome} />
        <SidebarLink to="/teams" label={NAV_TEXTS.teams} icon={IconUsersGroup} />
        <SidebarLink to="/account" label={NAV_TEXTS.account} icon={IconSettings} />
      </div>
      <div className="mt-auto flex w-full flex-col gap-1">
        <HelpMenu />
        <SidebarLink to="/logout" label={NAV_TEXTS.logout} icon={IconLogout} />
      </div>
    </nav>
  );
}
