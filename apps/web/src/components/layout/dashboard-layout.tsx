// The dashboard frame: fixed narrow sidebar (a nav landmark), scrollable content (the main landmark). Dashboard, team, project and
// account screens render inside it; its loader keeps anonymous users out.
import { Outlet, redirect, useNavigation } from 'react-router';
import { hasSession } from '../../api/storage.ts';
import { Sidebar } from './sidebar.tsx';
import { MainLandmark } from '../ui/main-landmark.tsx';

/** Authenticated routes send anonymous users to /login (SPEC §6). */
export function requireSession() {
  return hasSession() ? null : redirect('/login');
}

export function DashboardLayout() {
  const navigation = useNavigation();
  return (
    <div className="h-full">
      <Sidebar />
      {navigation.state === 'loading' && (
        <div
          className="fixed top-0 right-0 left-[76px] z-40 h-0.5 overflow-hidden bg-brand-100"
          aria-hidden="true"
        >
          <div className="h-full w-1/3 animate-pulse bg-brand-500" />
        </div>
      )}
      <MainLandmark className="h-full overflow-y-auto pl-[76px]">
        <div className="mx-auto w-full max-w-6xl px-8 py-10">
          <Outlet />
        </div>
      </MainLandmark>
    </div>
  );
}
