// The colour style input (SPEC §2): a swatch opening a 275 px popover with a Theme tab (searchable
// colour tokens, 250 px list, "That's a miss" when nothing matches) and a Custom tab (a picker whose
// changes are debounced 200 ms), plus Reset.
import { IconSearch } from '@tabler/icons-react';
import { Tabs } from 'radix-ui';
import { useId, useRef, useState } from 'react';
import { useThemeTokens } from '../../theme/use-theme-tokens.ts';
import { AnchoredPopover } from '../../ui/anchored-popover.tsx';
import { FIELD_CLASS } from '../commit-input.tsx';
import { DebouncedColorPicker } from '../controls/color-picker.tsx';
import { EmptyMiss } from '../sections/empty-miss.tsx';
import { PANEL_LIMITS, PANEL_TEXTS } from '../texts.ts';
import { useReadOnly, useResetOnSelection, type SelectedElement } from '../use-selection.ts';
import { useMixed } from '../use-mixed.ts';
import type { StyleProperty } from './style-properties.ts';
import { StyleOriginMarker } from './style-origin-marker.tsx';
import { StyleRowFrame } from './style-row-frame.tsx';
import { useBreakpointStyle } from './use-breakpoint-style.ts';
import { colorStyle, filterTokens, swatchColor, tokenStyle } from './style-values.ts';

interface ColorStyleInputProps {
  spec: StyleProperty;
  elements: readonly SelectedElement[];
}

const TAB_CLASS =
  'flex-1 rounded px-2 py-1 text-xs text-neutral-500 data-[state=active]:bg-white data-[state=active]:text-neutral-900 data-[state=active]:shadow-sm';

export function ColorStyleInput({ spec, elements }: ColorStyleInputProps) {
  const atBreakpoint = useBreakpointStyle(elements, spec.property);
  const { style, origin } = atBreakpoint;
  const colors = useThemeTokens('colors');
  const mixed = useMixed(elements, 'styles', spec.property);
  const readOnly = useReadOnly();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const popoverId = useId();
  useResetOnSelection(elements, () => {
    setQuery('');
    setOpen(false);
  });
  const { property } = spec;
  const swatch = swatchColor(style, colors);
  const tokenKey = style?.content.type === 'token' ? style.content.key : null;
  const caption = tokenKey ?? swatch ?? '';
  const shown = filterTokens(colors, query);

  const apply = atBreakpoint.apply;

  return (
    <StyleRowFrame
      property={property}
      label={spec.label}
      unset={origin !== 'this'}
      mixed={mixed}
      origin={<StyleOriginMarker value={atBreakpoint} readOnly={readOnly} />}
    >
      <button
        ref={button}
        type="button"
        aria-label={`${spec.label} colour`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        disabled={readOnly}
        onClick={() => setOpen(!open)}
        className="flex h-7 w-full items-center gap-2 rounded-md border border-neutral-200 px-1.5 text-left text-xs disabled:opacity-50"
      >
        <span
          className="size-4 shrink-0 rounded border border-neutral-200"
          style={{ background: swatch ?? 'transparent' }}
          data-testid="swatch"
        />
        <span className="truncate">{caption}</span>
      </button>
      <AnchoredPopover
        id={popoverId}
        anchor={button}
        toggle={button}
        returnFocus={button}
        open={open}
        onOpenChange={setOpen}
        sideOffset={6}
        align="end"
        style={{ width: PANEL_LIMITS.colorPopoverWidthPx }}
        className="z-50 rounded-lg border border-neutral-200 bg-white p-2 shadow-xl"
        data-testid="color-popover"
      >
        <Tabs.Root defaultValue={tokenKey || !swatch ? 'theme' : 'custom'}>
          <Tabs.List className="mb-2 flex gap-1 rounded-md bg-neutral-100 p-0.5">
            <Tabs.Trigger value="theme" className={TAB_CLASS}>
              {PANEL_TEXTS.themeTab}
            </Tabs.Trigger>
            <Tabs.Trigger value="custom" className={TAB_CLASS}>
              {PANEL_TEXTS.customTab}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="theme">
            <label className="relative mb-1 block">
              <IconSearch size={13} className="absolute top-2 left-2 text-neutral-500" />
              <input
                className={`${FIELD_CLASS} pl-6`}
                placeholder={PANEL_TEXTS.searchTokens}
                value={query}
                onChange={(event) => setQuery(event.target.value)}
              />
            </label>
            <ul className="overflow-y-auto" style={{ height: PANEL_LIMITS.colorTokenListHeightPx }}>
              {shown.length === 0 && <EmptyMiss />}
              {shown.map(([key, value]) => (
                <li key={key}>
                  <button
                    type="button"
                    onClick={() => apply(tokenStyle('colors', key, value))}
                    aria-pressed={tokenKey === key}
                    className="flex w-full items-center gap-2 rounded px-2 py-1 text-left text-xs hover:bg-neutral-100 aria-pressed:bg-orange-50"
                  >
                    <span
                      className="size-4 shrink-0 rounded border border-neutral-200"
                      style={{ background: value }}
                    />
                    <span className="flex-1 truncate">{key}</span>
                    <span className="truncate text-neutral-500">{value}</span>
                  </button>
                </li>
              ))}
            </ul>
          </Tabs.Content>
          <Tabs.Content value="custom" className="grid justify-center">
            <DebouncedColorPicker value={swatch ?? '#000000'} onChange={(next) => apply(colorStyle(next))} />
          </Tabs.Content>
        </Tabs.Root>
        <button
          type="button"
          disabled={!style}
          onClick={() => apply(null)}
          className="mt-2 h-7 w-full rounded-md border border-neutral-200 text-xs hover:bg-neutral-50 disabled:opacity-50"
        >
          {PANEL_TEXTS.reset}
        </button>
      </AnchoredPopover>
    </StyleRowFrame>
  );
}
