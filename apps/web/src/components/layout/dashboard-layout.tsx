// The dashboard frame: fixed narrow sidebar (a nav landmark), scrollable content (the main
// landmark). Dashboard, team, project and account screens render inside it; its loader
// (require-session.ts) keeps anonymous users out. The router loads it lazily: the sign-in screen
// downloads none of the frame (sidebar, menus, dialogs).
import { Outlet, useNavigation } from 'react-router';
import { Sidebar } from './sidebar.tsx';
import { MainLandmark } from '../ui/main-landmark.tsx';

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
