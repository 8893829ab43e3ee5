// The zoom indicator at the canvas's bottom right: the zoom in percent of device pixels between
// zoom out and zoom in buttons; the percentage opens a menu (keyboard-operable) with zoom in, zoom
// out, zoom to fit and zoom to 100 %, each with its shortcut.
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { DropdownMenu } from 'radix-ui';
import { Fragment } from 'react';
import { IconButton } from '../ui/icon-button.tsx';
import { CANVAS_CONTROL_ATTRIBUTE, useCanvasNavigation } from './canvas-navigation.ts';
import { CANVAS_TEXTS } from './texts.ts';
import { zoomPercent } from './canvas-zoom.ts';
import { useScreenScale } from './use-screen-scale.ts';

const ITEM_CLASS =
  'flex cursor-default items-center justify-between gap-6 rounded px-2 py-1.5 text-xs text-neutral-800 outline-none select-none data-[highlighted]:bg-neutral-100';

const { shortcuts } = CANVAS_TEXTS;

export function ZoomIndicator() {
  const navigation = useCanvasNavigation();
  const percent = zoomPercent(useScreenScale());
  if (!navigation) return null;
  const items = [
    { label: CANVAS_TEXTS.zoomIn, shortcut: shortcuts.zoomIn, run: navigation.zoomIn },
    { label: CANVAS_TEXTS.zoomOut, shortcut: shortcuts.zoomOut, run: navigation.zoomOut },
    { label: CANVAS_TEXTS.zoomToFit, shortcut: shortcuts.zoomToFit, run: navigation.zoomToFit },
    {
      label: CANVAS_TEXTS.zoomToActualSize,
      shortcut: shortcuts.zoomToActualSize,
      run: navigation.zoomToActualSize,
    },
  ];

  return (
    <div
      {...{ [CANVAS_CONTROL_ATTRIBUTE]: '' }}
      data-testid="zoom-indicator"
      className="absolute right-3 bottom-3 z-10 flex items-center rounded-lg border border-neutral-200 bg-white/95 p-0.5 shadow-sm"
    >
      <IconButton label={`${CANVAS_TEXTS.zoomOut} (${shortcuts.zoomOut})`} onClick={navigation.zoomOut}>
        <IconMinus size={15} />
      </IconButton>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger
          aria-label={CANVAS_TEXTS.zoomMenu(percent)}
          data-testid="zoom-percent"
          className="h-8 min-w-16 rounded-md px-2 text-xs font-medium whitespace-nowrap text-neutral-700 tabular-nums hover:bg-neutral-100 data-[state=open]:bg-neutral-100"
        >
          {percent}
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            side="top"
            align="end"
            sideOffset={6}
            data-testid="zoom-menu"
            className="z-50 min-w-52 rounded-lg border border-neutral-200 bg-white p-1 shadow-xl"
          >
            {items.map((item, index) => (
              <Fragment key={item.label}>
                {index === 2 && <DropdownMenu.Separator className="my-1 h-px bg-neutral-100" />}
                <DropdownMenu.Item className={ITEM_CLASS} onSelect={item.run}>
                  <span>{item.label}</span>
                  <kbd className="font-sans text-[11px] text-neutral-500">{item.shortcut}</kbd>
                </DropdownMenu.Item>
              </Fragment>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <IconButton label={`${CANVAS_TEXTS.zoomIn} (${shortcuts.zoomIn})`} onClick={navigation.zoomIn}>
        <IconPlus size={15} />
      </IconButton>
    </div>
  );
}
