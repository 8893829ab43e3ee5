// The device the selected page is shown on (SPEC §3 device sizes); stored on the page, so every
// collaborator sees the same frame.
import { IconDeviceDesktop, IconDeviceLaptop, IconDeviceMobile, IconDeviceTablet } from '@tabler/icons-react';
import {
  BASE_BREAKPOINT_ID,
  DEFAULT_DEVICE_TYPE,
  DEVICE_TYPES,
  LOCAL_ORIGIN,
  setPageDeviceType,
  type DeviceType,
} from '@vitrine/core';
import { attempt } from '../actions/element-actions.ts';
import { useYMapKey } from '../doc/use-y.ts';
import { useBuilder, useSession } from '../state/session.tsx';
import { usePage } from '../state/use-pages.ts';
import { IconButton } from '../ui/icon-button.tsx';

const ICONS: Record<DeviceType, typeof IconDeviceDesktop> = {
  MOBILE: IconDeviceMobile,
  TABLET: IconDeviceTablet,
  LAPTOP: IconDeviceLaptop,
  DESKTOP: IconDeviceDesktop,
};

export function DeviceSelect() {
  const { doc, readOnly } = useSession();
  const pageId = useBuilder((state) => state.pageId);
  const page = usePage(pageId);
  const current = (useYMapKey<string>(page, 'deviceType') as DeviceType | undefined) ?? DEFAULT_DEVICE_TYPE;
  // A device is the base breakpoint's frame: choosing one edits the base.
  const setBreakpoint = useBuilder((state) => state.setBreakpoint);
  return (
    <div className="flex items-center rounded-md bg-neutral-100 p-0.5" role="radiogroup" aria-label="Device">
      {DEVICE_TYPES.map((type) => {
        const Icon = ICONS[type];
        const active = type === current;
        return (
          <IconButton
            key={type}
            role="radio"
            aria-checked={active}
            label={type.charAt(0) + type.slice(1).toLowerCase()}
            active={active}
            disabled={readOnly || !pageId}
            className={active ? 'size-7 bg-white shadow-sm hover:bg-white' : 'size-7'}
            onClick={() => {
              setBreakpoint(BASE_BREAKPOINT_ID);
              if (pageId) attempt(() => setPageDeviceType(doc, { pageId, deviceType: type }, LOCAL_ORIGIN));
            }}
          >
            <Icon size={15} />
          </IconButton>
        );
      })}
    </div>
  );
}
