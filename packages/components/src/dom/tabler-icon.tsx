// TablerIcon: an icon of the Tabler set by its kebab-case name (star, shopping-cart, a-b-2). Each
// icon is its own module, served by the web app at TABLER_ICON_PATH, so a page downloads only the
// icons it shows. Importing the package index would pull the whole set (~500 KB gzip) and its own
// dynamic-import map points at .ts files it does not ship; a glob would put a 6,000-entry name → chunk
// map in every page. Under test and in the server's render of static pages the package's module is
// imported directly.
import { Suspense, use, type ComponentType } from 'react';
import type { RenderProps } from '../render/types.ts';
import type { tablerIconMeta } from './tabler-icon.meta.ts';
import { pointerHandlers, text } from './dom-events.ts';

/** Where the web app serves each icon module as <ExportName>.js (see apps/web/tabler-icons.ts). */
export const TABLER_ICON_PATH = '/assets/tabler/';

interface IconProps {
  size?: number;
  stroke?: number;
  color?: string;
  className?: string;
}
/** One icon of the set, as its module exports it. */
export type TablerIconComponent = ComponentType<IconProps>;
interface IconModule {
  default: TablerIconComponent;
}

function importIcon(exportName: string): Promise<IconModule> {
  const url =
    import.meta.env.MODE === 'test' || import.meta.env.SSR
      ? `@tabler/icons-react/dist/esm/icons/${exportName}.mjs`
      : `${TABLER_ICON_PATH}${exportName}.js`;
  return import(/* @vite-ignore */ url) as Promise<IconModule>;
}

const loadedIcons = new Map<string, Promise<TablerIconComponent | undefined>>();

/** The component of one icon by export name ('IconStar'), undefined when the set has no such icon. */
export function loadTablerIcon(exportName: string): Promise<TablerIconComponent | undefined> {
  let icon = loadedIcons.get(exportName);
  if (!icon) {
    icon = /^Icon[A-Za-z0-9]+$/.test(exportName)
      ? importIcon(exportName).then(
          (module) => module.default,
          () => undefined,
        )
      : Promise.resolve(undefined);
    loadedIcons.set(exportName, icon);
  }
  return icon;
}

/** 'shopping-cart' → 'IconShoppingCart', 'a-b-2' → 'IconAB2'. */
export function tablerExportName(name: string): string {
  return `Icon${name
    .split('-')
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('')}`;
}

function Glyph({ name, size, stroke, color }: { name: string } & IconProps) {
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`Unknown Tabler icon "${name}"`);
  const Icon = use(loadTablerIcon(tablerExportName(name)));
  if (!Icon) throw new Error(`Unknown Tabler icon "${name}"`);
  return <Icon size={size} stroke={stroke} color={color} />;
}

export function TablerGlyph({
  name,
  size,
  stroke,
  color,
}: {
  name: string;
  size: number;
  stroke?: number;
  color?: string;
}) {
  const box = <span style={{ display: 'inline-block', width: size, height: size }} />;
  if (!name) return box;
  return (
    <Suspense fallback={box}>
      <Glyph name={name} size={size} stroke={stroke} color={color} />
    </Suspense>
  );
}

export function TablerIcon({ props, style, attributes, events }: RenderProps<typeof tablerIconMeta>) {
  return (
    <span
      {...attributes}
      style={{ display: 'inline-flex', lineHeight: 0, ...style }}
      {...pointerHandlers(events)}
    >
      <TablerGlyph
        name={text(props.icon).trim()}
        size={Number(props.size) || 24}
        stroke={Number(props.stroke) || 2}
        color={text(props.color) || undefined}
      />
    </span>
  );
}
