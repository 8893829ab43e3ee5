// TablerIcon: an icon of the Tabler set by its kebab-case name (star, shopping-cart, a-b-2). The
// icon set is one lazily loaded chunk, fetched only by pages that show a Tabler icon.
import { Suspense, use, type ComponentType } from 'react';
import type { ElementRenderProps } from '../render/types.ts';
import { pointerHandlers, text } from './dom-events.ts';

interface IconProps {
  size?: number;
  stroke?: number;
  color?: string;
}
type IconSet = Record<string, unknown>;

let iconSet: Promise<IconSet> | null = null;
const loadIconSet = () => (iconSet ??= import('@tabler/icons-react') as Promise<IconSet>);

/** 'shopping-cart' → 'IconShoppingCart', 'a-b-2' → 'IconAB2'. */
export function tablerExportName(name: string): string {
  return `Icon${name
    .split('-')
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('')}`;
}

function Glyph({ name, size, stroke, color }: { name: string } & IconProps) {
  const icons = use(loadIconSet());
  const Icon = icons[tablerExportName(name)] as ComponentType<IconProps> | undefined;
  if (!Icon || !/^[a-z0-9-]+$/.test(name)) throw new Error(`Unknown Tabler icon "${name}"`);
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

export function TablerIcon({ props, style, attributes, events }: ElementRenderProps) {
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
