// TablerIcon: an icon of the Tabler set by its kebab-case name, loaded on demand so the page bundle
// carries only the icons a project uses.
import { lazy, Suspense, useMemo, type ComponentType, type CSSProperties } from 'react';
// @ts-expect-error -- the package ships this map without a declaration file
import dynamicImports from '@tabler/icons-react/dist/esm/dynamic-imports.mjs';
import type { ElementRenderProps } from '../render/types.ts';
import { pointerHandlers, text } from './dom-events.ts';

interface IconProps {
  size?: number;
  stroke?: number;
  color?: string;
  style?: CSSProperties;
}
type IconModule = { default: ComponentType<IconProps> };
const loaders = dynamicImports as Record<string, () => Promise<IconModule>>;
const cache = new Map<string, ComponentType<IconProps>>();

export function tablerIconExists(name: string): boolean {
  return Object.hasOwn(loaders, name);
}

/** The lazy component of a Tabler icon, or null when the name is unknown. */
export function useTablerIcon(name: string): ComponentType<IconProps> | null {
  return useMemo(() => {
    if (!tablerIconExists(name)) return null;
    let component = cache.get(name);
    if (!component) {
      component = lazy(loaders[name]!);
      cache.set(name, component);
    }
    return component;
  }, [name]);
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
  const Glyph = useTablerIcon(name);
  const box = <span style={{ display: 'inline-block', width: size, height: size }} />;
  if (!Glyph) return box;
  return (
    <Suspense fallback={box}>
      <Glyph size={size} stroke={stroke} color={color} />
    </Suspense>
  );
}

export function TablerIcon({ props, style, attributes, events }: ElementRenderProps) {
  const name = text(props.icon).trim();
  if (name && !tablerIconExists(name)) throw new Error(`Unknown Tabler icon "${name}"`);
  return (
    <span
      {...attributes}
      style={{ display: 'inline-flex', lineHeight: 0, ...style }}
      {...pointerHandlers(events)}
    >
      <TablerGlyph
        name={name}
        size={Number(props.size) || 24}
        stroke={Number(props.stroke) || 2}
        color={text(props.color) || undefined}
      />
    </span>
  );
}
