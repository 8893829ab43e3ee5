// Resolves an element's props to plain values: metadata defaults, then static contents, binding
// expressions (their fallback when evaluation fails or yields nothing) and asset references. Values
// that do not fit the prop's metadata are reported and replaced (type) or clamped (bounds).
import type { Scope } from '../expression/evaluate.ts';
import type { AssetJson, ElementJson, PropValue } from '../model/project-json.ts';
import type { ComponentMeta, PropMetaOutput } from '../registry/schema.ts';
import { loadedEngine } from '../render/engine-slot.ts';

export interface ResolvedProps {
  values: Record<string, unknown>;
  errors: string[];
}

function checkValue(prop: PropMetaOutput, value: unknown): { value: unknown; error?: string } {
  if (value === undefined || value === null) return { value };
  const label = `Prop "${prop.name}"`;
  const bounded = (number: number) => {
    if (prop.min !== undefined && number < prop.min)
      return { value: prop.min, error: `${label} must be at least ${prop.min}` };
    if (prop.max !== undefined && number > prop.max)
      return { value: prop.max, error: `${label} must be at most ${prop.max}` };
    return { value: number };
  };
  switch (prop.type) {
    case 'NUMBER': {
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof number !== 'number' || !Number.isFinite(number))
        return { value: prop.default, error: `${label} must be a number` };
      return bounded(number);
    }
    case 'BOOLEAN':
      return typeof value === 'boolean' ? { value } : { value: Boolean(value) };
    case 'STRING':
    case 'COLOR':
      return typeof value === 'object'
        ? { value: prop.default, error: `${label} must be text` }
        : { value: String(value) };
    case 'SELECT':
      return prop.options?.some((option) => option.value === value)
        ? { value }
        : {
            value: prop.default,
            error: `${label} must be one of ${prop.options?.map((o) => o.value).join(', ')}`,
          };
    case 'VECTOR2D':
    case 'VECTOR3D': {
      const length = prop.type === 'VECTOR2D' ? 2 : 3;
      if (
        !Array.isArray(value) ||
        value.length < length ||
        !value.slice(0, length).every((n) => Number.isFinite(Number(n)))
      )
        return { value: prop.default, error: `${label} must be ${length} numbers` };
      return { value: value.slice(0, length).map(Number) };
    }
    default:
      return { value };
  }
}

function referenceUrl(
  value: Extract<PropValue, { type: 'reference' }>,
  assets: Record<string, AssetJson>,
): string | undefined {
  const id = value.content ?? value.assetId;
  return (id ? assets[id]?.url : undefined) ?? value.url;
}

export function resolveProps(
  element: ElementJson,
  meta: ComponentMeta | undefined,
  scope: Scope,
  assets: Record<string, AssetJson> = {},
): ResolvedProps {
  const values: Record<string, unknown> = {};
  const errors: string[] = [];
  for (const prop of meta?.props ?? []) if (prop.default !== undefined) values[prop.name] = prop.default;

  for (const [name, raw] of Object.entries(element.props ?? {})) {
    if (!raw || typeof raw !== 'object') continue;
    let value: unknown;
    switch (raw.type) {
      case 'static':
        value = raw.content;
        break;
      case 'binding': {
        // Elements with bindings render once the engine has loaded (element-node.tsx).
        const engine = loadedEngine();
        const result = engine
          ? engine.tryEvaluate(raw.content ?? '', scope)
          : { ok: false as const, error: 'expressions have not loaded' };
        if (!result.ok) errors.push(`Binding of "${name}" failed: ${result.error}`);
        value = result.ok && result.value !== undefined ? result.value : raw.fallback;
        break;
      }
      case 'reference':
        value = referenceUrl(raw, assets);
        if (value === undefined) errors.push(`Asset of "${name}" was not found`);
        break;
      default:
        errors.push(`Prop "${name}" has an unknown value type`);
        continue;
    }
    const prop = meta?.props.find((candidate) => candidate.name === name);
    if (!prop) {
      values[name] = value;
      continue;
    }
    const checked = checkValue(prop, value);
    if (checked.error) errors.push(checked.error);
    values[name] = checked.value === undefined ? prop.default : checked.value;
  }
  return { values, errors };
}
